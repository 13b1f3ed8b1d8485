// The visitor cache's address rules (docs/cache.md tells the whole idea). next.config.ts loads
// this file: relative imports only, no server code.
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../auth/cookie-names";
import { PUBLICATION_TYPES, type PublicationType } from "../db/enums";

export const CACHED_VIEWS_PREFIX = "/cached";
export const MAX_CACHED_PAGE = 50;

/** The institutional pages (no database), served to visitors as /cached/<page>. */
export const INSTITUTIONAL_PAGES = [
  "presentation",
  "statuts",
  "privacy",
  "qui-sommes-nous",
  "nos-informations",
] as const;
export type InstitutionalPage = (typeof INSTITUTIONAL_PAGES)[number];

/**
 * The other public pages that are the same for every visitor, served to visitors as
 * /cached/<page>/visitor: /bureau and /contactez-nous (the union's data, tag `union`), /faq ('Accès
 * restreint' for a visitor) and /login without a return address. Their forms post to the pages
 * themselves (server actions without JavaScript): only requests with no body (no Content-Type)
 * are rewritten, so a POST reaches the page, never the view.
 */
export const VISITOR_PAGES = ["bureau", "contactez-nous", "faq", "login"] as const;
export type VisitorPage = (typeof VISITOR_PAGES)[number];
/**
 * Each of those has a route of its own, /cached/<page>/visitor (its client code is not shipped with
 * the other cached views): a dynamic segment, so that it is rendered at run time, never at build.
 */
export const VISITOR_VARIANT = "visitor";

/**
 * /jadhere-au-srh for a visitor, GET and POST alike, is /cached/jadhere-au-srh/visitor. Its code
 * step starts a session, and after an action that sets a cookie Next's router fetches the page
 * again, with that cookie: had the real route (another tree) answered, the form would remount and
 * lose its card step. So the code step also sets SIGNUP_CARD_STEP_COOKIE, which keeps the view
 * until the signup completes (the welcome, then, is the real page's: it reads the member).
 */
export const SIGNUP_PAGE = "jadhere-au-srh";
export const SIGNUP_CARD_STEP_COOKIE = "srh-adhesion-carte";

/** The legacy API's address (app/api/content); visitors' GETs of its publications have cached views. */
export const LEGACY_CONTENT_PATH = "/api/content";
/** The type segment of /cached/api-publications/<type> for the list of every type. */
export const ALL_PUBLICATION_TYPES = "toutes";

/** The type segment of /cached/item/<type>/<id> for an address without a valid type. */
export const UNTYPED_ITEM = "sans-type";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const TYPES = PUBLICATION_TYPES.join("|");
const PAGE = "[1-9]|[1-4][0-9]|50";

type Condition = { type: "query" | "cookie" | "header"; key: string; value?: string };
export type CachedViewRewrite = {
  source: string;
  destination: string;
  has?: Condition[];
  missing?: Condition[];
};

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
    ...INSTITUTIONAL_PAGES.map((page) => ({
      source: `/${page}`,
      missing: withoutSession,
      destination: `${CACHED_VIEWS_PREFIX}/${page}`,
    })),
    ...VISITOR_PAGES.map((page) => ({
      source: `/${page}`,
      missing: [
        ...withoutSession,
        { type: "header", key: "content-type" } as const,
        // A return address is the visitor's own (the proxy's ?callbackUrl=/profile…).
        ...(page === "login" ? [{ type: "query", key: "callbackUrl" } as const] : []),
      ],
      destination: `${CACHED_VIEWS_PREFIX}/${page}/${VISITOR_VARIANT}`,
    })),
    {
      source: `/${SIGNUP_PAGE}`,
      missing: withoutSession,
      destination: `${CACHED_VIEWS_PREFIX}/${SIGNUP_PAGE}/${VISITOR_VARIANT}`,
    },
    {
      source: `/${SIGNUP_PAGE}`,
      has: [{ type: "cookie", key: SIGNUP_CARD_STEP_COOKIE }],
      destination: `${CACHED_VIEWS_PREFIX}/${SIGNUP_PAGE}/${VISITOR_VARIANT}`,
    },
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
    // An old or hand-typed address without its type (or with a wrong one): the view looks the
    // id up in every type and sends the visitor to the item's own address, or answers the 404.
    {
      source: "/item",
      has: [{ type: "query", key: "id", value: `(?<id>${UUID})` }],
      missing: withoutSession,
      destination: `${CACHED_VIEWS_PREFIX}/item/${UNTYPED_ITEM}/:id`,
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
  return (PUBLICATION_TYPES as readonly string[]).includes(value)
    ? (value as PublicationType)
    : null;
}

/** The type segment of /cached/api-publications/<type>: a type, every type (undefined), or null. */
export function cachedApiType(segment: string): PublicationType | undefined | null {
  return segment === ALL_PUBLICATION_TYPES ? undefined : cachedType(segment);
}

/** A page number of a cached list, 1 to MAX_CACHED_PAGE, or null. */
export function cachedPage(value: string): number | null {
  return new RegExp(`^(${PAGE})$`).test(value) ? Number(value) : null;
}

/** A publication id of a cached view (lower-case UUID, as the rewrites accept), or null. */
export function cachedId(value: string): string | null {
  return new RegExp(`^${UUID}$`).test(value) ? value : null;
}

/**
 * The cached view a public address is rewritten to for a visitor, by the same rules as
 * next.config.ts (their query conditions; the cookie ones are the caller's business), or null.
 * The proxy uses it for a request whose session cookie is not a session.
 */
export function cachedViewFor(pathname: string, query: URLSearchParams): string | null {
  for (const rewrite of cachedViewRewrites()) {
    if (rewrite.source !== pathname) continue;
    const captures: Record<string, string> = {};
    const hasAll = (rewrite.has ?? []).every((condition) => {
      if (condition.type !== "query") return true;
      const value = query.get(condition.key);
      if (value === null) return false;
      if (!condition.value) return true;
      const match = new RegExp(`^${condition.value}$`).exec(value);
      Object.assign(captures, match?.groups);
      return Boolean(match);
    });
    const missesAll = (rewrite.missing ?? []).every(
      (condition) => condition.type !== "query" || !query.has(condition.key),
    );
    if (hasAll && missesAll)
      return rewrite.destination.replace(/:(\w+)/g, (_, name: string) => captures[name] ?? "");
  }
  return null;
}

/**
 * The cached view of `GET /api/content?contentType=publications[&type=…][&id=…]` as a visitor
 * gets it, or null (another content type, an unknown type, an id that is not a lower-case UUID:
 * the route answers itself). Read as the route reads its query: a repeated parameter's last value.
 */
export function legacyPublicationsView(query: URLSearchParams): string | null {
  const params = Object.fromEntries(query);
  if (params.contentType !== "publications") return null;
  const type = params.type === undefined ? ALL_PUBLICATION_TYPES : cachedType(params.type);
  if (!type) return null;
  const list = `${CACHED_VIEWS_PREFIX}/api-publications/${type}`;
  if (params.id === undefined) return list;
  return cachedId(params.id) ? `${list}/${params.id}` : null;
}
