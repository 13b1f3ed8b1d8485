import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_SECONDS, cachedOrDirect, cacheTags } from "@/lib/cache-tags";
import type { PublicationType } from "@/lib/db/schema";
import {
  getPublicationDetail,
  listFeedItems,
  listHomepagePublications,
  listLegacyPublications,
  listPublicPublicationEntries,
  listPublications,
} from "./queries";

// Visitors' reads of publications, kept by Next's cache until a publication changes (tag
// `publications`, every instance) and at most ten minutes (a scheduled item shows within that).

const publicationsCache = { tags: [cacheTags.publications], revalidate: CACHE_SECONDS };

export const getCachedHomepage = unstable_cache(
  () => listHomepagePublications({ audience: "public" }),
  ["public-homepage"],
  publicationsCache,
);

export const getCachedList = unstable_cache(
  (type: PublicationType, page: number) => listPublications({ audience: "public", type, page }),
  ["public-list"],
  publicationsCache,
);

export const getCachedDetail = unstable_cache(
  (id: string, type: PublicationType | undefined) =>
    getPublicationDetail({ audience: "public", id, type }),
  ["public-detail"],
  publicationsCache,
);

export const getCachedFeedItems = unstable_cache(listFeedItems, ["rss"], publicationsCache);

export const getCachedSitemapEntries = unstable_cache(listPublicPublicationEntries, ["sitemap"], {
  tags: [cacheTags.publications],
  revalidate: 3600,
});

/** The legacy API's whole list as visitors get it, serialised (2 MB with 2,000 items). */
function legacyListJson(type: PublicationType | undefined): Promise<string> {
  return listLegacyPublications({ audience: "public", type }).then((publications) =>
    JSON.stringify({ success: true, publications }),
  );
}

const cachedLegacyListJson = unstable_cache(
  legacyListJson,
  ["legacy-list-json"],
  publicationsCache,
);

/** `GET /api/content?contentType=publications[&type=]` for a visitor, serialised once per write. */
export function getLegacyListJson(type: PublicationType | undefined): Promise<string> {
  return cachedOrDirect(
    () => cachedLegacyListJson(type),
    () => legacyListJson(type),
  );
}
