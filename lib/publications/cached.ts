import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_SECONDS, cacheTags } from "@/lib/cache-tags";
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

/** The legacy API's publications as visitors read them, serialised (the list: 2 MB with 2,000 items). */
function legacyPublicationsJson(
  type: PublicationType | undefined,
  id: string | undefined,
): Promise<string> {
  return listLegacyPublications({ audience: "public", type, id }).then((publications) =>
    JSON.stringify({ success: true, publications }),
  );
}

const cachedLegacyPublicationsJson = unstable_cache(
  legacyPublicationsJson,
  ["legacy-publications-json"],
  publicationsCache,
);

/**
 * `GET /api/content?contentType=publications[&type=][&id=]` for a visitor (the list, or one item),
 * serialised once per write.
 */
export async function legacyPublicationsAnswer(
  type: PublicationType | undefined,
  id?: string,
): Promise<Response> {
  return new Response(await cachedLegacyPublicationsJson(type, id), {
    headers: { "Content-Type": "application/json", Vary: "Cookie" },
  });
}
