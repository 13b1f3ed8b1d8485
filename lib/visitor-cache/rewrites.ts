// The visitor cache. Public pages whose address carries their parameters in the query string
// (/publications?type=jo, /item?id=…&type=…) are served to visitors from ISR routes under
// /cached/…, that Next renders on first request and keeps until the content changes.
// next.config.ts rewrites a visitor's address to its view with the rules below (no session
// cookie, no search or tag filter); the page at the public address stays the source of truth
// for members, filtered lists and anything else.
//
// Relative imports only: next.config.ts loads this file.
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./auth/cookie-names";
import { PUBLICATION_TYPES, type PublicationType } from "./db/enums";

export const CACHED_VIEWS_PREFIX = "/cached";
export const MAX_CACHED_PAGE = 50;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const TYPES = PUBLICATION_TYPES.join("|");
const PAGE = "[1-9]|[1-4][0-9]|50";

type Condition = { type: "query" | "cookie"; key: string; value?: string };
export type CachedViewRewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

const withoutSession: Condition[] = [
  { type: "cookie", key: SESSION_COOKIE },
  { type: "cookie", key: SECURE_SESSION_COOKIE },
];
const unfiltered: Condition[] = [
  { type: "query", key: "q" },
  { type: "query", key: "tags" },
];

/** Rewrites (next.config.ts, beforeFiles) from public addresses to their cached views. */
export function cachedViewRewrites(): CachedViewRewrite[] {
  const typeParam: Condition = { type: "query", key: "type", value: `(?<type>${TYPES})` };
  const pageParam: Condition = { type: "query", key: "page", value: `(?<page>${PAGE})` };
  return [
    { source: "/", missing: withoutSession, destination: `${CACHED_VIEWS_PREFIX}/home` },
    { source: "/nos-liens", missing: withoutSession, destination: `${CACHED_VIEWS_PREFIX}/links` },
    {
      source: "/publications",
      has: [typeParam, pageParam],
      missing: [...withoutSession, ...unfiltered],
      destination: `${CACHED_VIEWS_PREFIX}/publications/:type/:page`,
    },
    {
      source: "/publications",
      has: [typeParam],
      missing: [...withoutSession, ...unfiltered, { type: "query", key: "page" }],
      destination: `${CACHED_VIEWS_PREFIX}/publications/:type/1`,
    },
    {
      source: "/item",
      has: [
        { type: "query", key: "id", value: `(?<id>${UUID})` },
        { type: "query", key: "type", value: `(?<type>${TYPES})` },
      ],
      missing: withoutSession,
      destination: `${CACHED_VIEWS_PREFIX}/item/:type/:id`,
    },
    {
      source: "/article",
      has: [{ type: "query", key: "id", value: `(?<id>${UUID})` }],
      missing: withoutSession,
      destination: `${CACHED_VIEWS_PREFIX}/article/:id`,
    },
  ];
}

/** A publication type of a cached view's address, or null (the route answers 404). */
export function cachedType(value: string): PublicationType | null {
  return (PUBLICATION_TYPES as readonly string[]).includes(value) ? (value as PublicationType) : null;
}

/** A page number of a cached list, 1 to MAX_CACHED_PAGE, or null. */
export function cachedPage(value: string): number | null {
  return new RegExp(`^(${PAGE})$`).test(value) ? Number(value) : null;
}

/** A publication id of a cached view (lower-case UUID, as the rewrites accept), or null. */
export function cachedId(value: string): string | null {
  return new RegExp(`^${UUID}$`).test(value) ? value : null;
}
