import type { MetadataRoute } from "next";
import { PUBLICATION_TYPES } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { FIXED_PUBLIC_PAGES, itemPath, listUrl } from "@/lib/urls";
import { getCachedSitemapEntries } from "@/lib/publications/cached";

// Read from the database per request (with the data cache), never at build time.
export const dynamic = "force-dynamic";

const staticPages = [...FIXED_PUBLIC_PAGES, "/jadhere-au-srh"];

/** Next writes <loc> as given: a query string's "&" must arrive escaped for valid XML. */
const xmlUrl = (url: string) => url.replace(/&/g, "&amp;");

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.siteUrl;
  const publications = await getCachedSitemapEntries();
  return [
    ...staticPages.map((path) => ({
      url: `${base}${path}`,
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.6,
    })),
    ...PUBLICATION_TYPES.map((type) => ({
      url: xmlUrl(`${base}${listUrl({ type })}`),
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...publications.map((item) => ({
      url: xmlUrl(`${base}${itemPath(item)}`),
      lastModified: item.updatedAt,
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
  ];
}
