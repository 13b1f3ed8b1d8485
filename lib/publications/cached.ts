import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_SECONDS, cacheTags } from "@/lib/cache-tags";
import type { PublicationType } from "@/lib/db/schema";
import {
  getPublicationDetail,
  listFeedItems,
  listHomepagePublications,
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
