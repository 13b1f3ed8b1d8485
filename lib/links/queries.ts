import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { links, type Link, type LinkCategory } from "@/lib/db/schema";
import { linkCategories, linkCategoryOrder } from "./categories";

export type LinkItem = Omit<Link, "createdAt" | "updatedAt">;

export async function listLinks(): Promise<LinkItem[]> {
  const rows = await getDb()
    .select({
      id: links.id,
      title: links.title,
      url: links.url,
      category: links.category,
      icon: links.icon,
      logo: links.logo,
      picture: links.picture,
      description: links.description,
      position: links.position,
    })
    .from(links)
    .orderBy(asc(links.position), asc(links.title));
  return rows;
}

export function groupLinksByCategory(
  items: LinkItem[],
): { category: LinkCategory; links: LinkItem[] }[] {
  return linkCategoryOrder.map((category) => ({
    category,
    links: items.filter((item) => item.category === category),
  }));
}

/** The legacy API's shape (spec §7): the category as its French label. */
export function toLegacyLink(item: LinkItem) {
  return {
    id: item.id,
    icon: item.icon,
    title: item.title,
    description: item.description,
    category: linkCategories[item.category].label,
    url: item.url,
    logo: item.logo,
    picture: item.picture,
  };
}
