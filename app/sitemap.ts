import type { MetadataRoute } from "next";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { PUBLICATION_TYPES } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { listPublicPublicationEntries } from "@/lib/publications/queries";

// Read from the database per request (with the data cache), never at build time.
export const dynamic = "force-dynamic";

const staticPages = [
  "/",
  "/qui-sommes-nous",
  "/presentation",
  "/bureau",
  "/statuts",
  "/nos-informations",
  "/nos-liens",
  "/contactez-nous",
  "/jadhere-au-srh",
  "/privacy",
];

/** Next writes <loc> as given: a query string's "&" must arrive escaped for valid XML. */
const xmlUrl = (url: string) => url.replace(/&/g, "&amp;");

const cachedEntries = unstable_cache(listPublicPublicationEntries, ["sitemap"], { tags: [cacheTags.publications], revalidate: 3600 });

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.siteUrl;
  const publications = await cachedEntries();
  return [
    ...staticPages.map((path) => ({ url: `${base}${path}`, changeFrequency: "monthly" as const, priority: path === "/" ? 1 : 0.6 })),
    ...PUBLICATION_TYPES.map((type) => ({ url: `${base}/publications?type=${type}`, changeFrequency: "weekly" as const, priority: 0.8 })),
    ...publications.map((item) => ({
      url: xmlUrl(`${base}/item?id=${item.id}&type=${item.type}`),
      lastModified: item.updatedAt,
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
  ];
}
