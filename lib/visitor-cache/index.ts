import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import type { PublicationType } from "@/lib/db/schema";
import { listLinks } from "@/lib/links/queries";
import { listPublicTiers } from "@/lib/membership/tiers";
import { listedInArchivedLetter } from "@/lib/newsletter/archive";
import {
  getPublicationDetail,
  listFeedItems,
  listHomepagePublications,
  listPublicPublicationEntries,
  listPublications,
} from "@/lib/publications/queries";
import { getBoard, getDelegateRegions, getUnionIdentity } from "@/lib/union/queries";

// The visitor cache, in one place.
//
// Visitors (no session cookie) are most of the traffic and all see the same pages, so those pages
// are rendered once and kept by Next until the content changes:
// 1. next.config.ts rewrites a visitor's public address (/, /nos-liens, the five institutional
//    pages, /publications?type=… without search or tags, /item?id=…&type=…, /article?id=…) to an
//    ISR twin under /cached/… (rules in ./rewrites.ts). The twins render the same views as the public pages, from the
//    cached readers below; nothing is rendered at build time (the build never opens the embedded
//    database). proxy.ts keeps /cached/… unreachable directly, and serves a request whose session
//    cookie is invalid or expired as a visitor's (cookie cleared), so that such a cookie cannot
//    skip the cache.
// 2. The RSS feeds and the sitemap read through the same readers.
// 3. Every reader is tagged with the data it reads: a write calls `revalidateContent(tag)`, which
//    expires exactly the pages and feeds built on it; scheduled items appear within ten minutes.
// 4. On a Node host, scripts/serve.mjs answers visitors' GETs of those addresses (and the legacy
//    publications API's visitors' answers, marked through ./visitor-bytes.ts) before Next, from
//    bytes kept compressed in memory (scripts/visitor-bytes.mjs), also to a junk session cookie
//    (the app's decoder, registered by ./visitor-bytes.ts); `revalidateContent` drops them.
// 5. Several instances on one PostgreSQL server: the database notifies each content change and
//    every instance drops that tag within a second (./cross-instance.ts).
// Members, searches and tag filters are rendered per request by the public routes themselves.
// Next 16's `cacheComponents` was tried instead (issue #7): it needs every dynamic route to
// prerender at least one set of params at build time, i.e. the build to read the database, which
// the embedded database forbids (one process per data directory).
// Made to build, it also served the home page and the list five to ten times slower (docs/cache.md).

export const cacheTags = {
  publications: "publications",
  links: "links",
  /** The board, the regional delegates and the union's identity (/bureau, /contactez-nous). */
  union: "union",
  /**
   * The FAQ: members-only, never in visitors' pages, but members' /faq keeps its rendered answers
   * (app/(site)/_views/faq-view.tsx) and is dropped by the same path, on every instance.
   */
  faqs: "faqs",
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

/**
 * The in-process copy of visitors' pages kept by our Node server (scripts/visitor-bytes.mjs), when
 * it runs: it registers itself on globalThis, which Next's module copies share with it.
 */
type VisitorBytes = { invalidate(tag: string): void };
const VISITOR_BYTES = Symbol.for("srh.visitor-bytes");

/**
 * After a write (here or, through lib/visitor-cache/cross-instance.ts, on another instance): the
 * next visitor gets fresh pages (expire now rather than stale-while-revalidate).
 */
export function revalidateContent(tag: CacheTag): void {
  (globalThis as { [VISITOR_BYTES]?: VisitorBytes })[VISITOR_BYTES]?.invalidate(tag);
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next request (scripts, integration tests) there is no cache to expire.
    if (
      error instanceof Error &&
      error.message.startsWith("Invariant: static generation store missing")
    )
      return;
    throw error;
  }
}

/** Seconds a cached page or feed lives without a write: scheduled items show up within this. */
export const VISITOR_CACHE_SECONDS = 600;

const publicationsCache = { tags: [cacheTags.publications], revalidate: VISITOR_CACHE_SECONDS };

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

/** The publications a newsletter's archive lists (written once, when the letter is queued). */
export const getCachedLetterContents = unstable_cache(
  listedInArchivedLetter,
  ["letter-contents"],
  publicationsCache,
);

export const getCachedFeedItems = unstable_cache(listFeedItems, ["rss"], publicationsCache);

export const getCachedSitemapEntries = unstable_cache(listPublicPublicationEntries, ["sitemap"], {
  tags: [cacheTags.publications],
  revalidate: 3600,
});

export const getCachedLinks = unstable_cache(() => listLinks(), ["links"], {
  tags: [cacheTags.links],
  revalidate: 3600,
});

const unionCache = { tags: [cacheTags.union], revalidate: 3600 };

export const getCachedBoard = unstable_cache(() => getBoard(), ["union-board"], unionCache);

export const getCachedDelegateRegions = unstable_cache(
  () => getDelegateRegions(),
  ["union-delegates"],
  unionCache,
);

export const getCachedUnionIdentity = unstable_cache(
  () => getUnionIdentity(),
  ["union-identity"],
  unionCache,
);

/**
 * The tiers offered on the signup page: reference data the app never writes (seeded, changed by
 * a migration), so no tag; a change made in SQL shows within ten minutes.
 */
export const getCachedPublicTiers = unstable_cache(() => listPublicTiers(), ["public-tiers"], {
  revalidate: VISITOR_CACHE_SECONDS,
});
