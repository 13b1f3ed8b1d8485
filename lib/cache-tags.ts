import { revalidateTag } from "next/cache";

// The data tags of Next's cache (the cached views under app/(site)/cached, the feeds, the sitemap,
// the visitors' legacy API list). A write calls `revalidateContent` after its commit; Next hands the
// expiry to its cache handler (lib/cache-handler.mjs), which tells the other instances.

export const cacheTags = {
  publications: "publications",
  links: "links",
  /** The board, the regional delegates and the union's identity (/bureau, /contactez-nous). */
  union: "union",
  /** Members' /faq keeps its rendered answers (app/(site)/_views/faq-view.tsx). */
  faqs: "faqs",
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

/** Seconds a cached page or list lives without a write: a scheduled item shows up within this. */
export const CACHE_SECONDS = 600;

/** After a committed write: the next reader gets fresh pages (expired now, not served stale). */
export function revalidateContent(tag: CacheTag): void {
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
