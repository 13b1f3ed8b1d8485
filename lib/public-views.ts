// The visitor cache. Public pages whose address carries their parameters in the query string
// (/publications?type=jo, /item?id=…&type=…) are served to visitors from one ISR route,
// /cached/<view>, that Next renders on first request and keeps until the content changes.
// next.config.ts rewrites a visitor's address to its view with the rules below (no session
// cookie, no search or tag filter); the page at the public address stays the source of truth
// for members, filtered lists and anything else.
//
// Relative imports only: next.config.ts loads this file.
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./auth/cookie-names";
import { PUBLICATION_TYPES, type PublicationType } from "./db/enums";

export type PublicView =
  | { kind: "home" }
  | { kind: "publications"; type: PublicationType; page: number }
  | { kind: "item"; type: PublicationType; id: string }
  | { kind: "article"; id: string }
  | { kind: "links" };

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

function isPublicationType(value: unknown): value is PublicationType {
  return typeof value === "string" && (PUBLICATION_TYPES as readonly string[]).includes(value);
}

/** The view of the cached route's segments; null for anything the rewrites do not produce. */
export function viewFromSegments(segments: string[]): PublicView | null {
  const [kind, first, second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (kind === "home" && first === undefined) return { kind: "home" };
  if (kind === "links" && first === undefined) return { kind: "links" };
  if (kind === "publications" && isPublicationType(first) && second !== undefined && new RegExp(`^(${PAGE})$`).test(second)) {
    return { kind: "publications", type: first, page: Number(second) };
  }
  if (kind === "item" && isPublicationType(first) && second !== undefined && new RegExp(`^${UUID}$`).test(second)) {
    return { kind: "item", type: first, id: second };
  }
  if (kind === "article" && first !== undefined && new RegExp(`^${UUID}$`).test(first) && second === undefined) {
    return { kind: "article", id: first };
  }
  return null;
}
