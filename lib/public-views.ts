import type { PublicationType } from "@/lib/db/enums";
import { isPublicationType, publicationTypeOrDefault } from "@/lib/publications/labels";
import { isUuid } from "@/lib/validation/ids";

// The visitor cache. Public pages whose URL carries their parameters in the query string
// (/publications?type=jo, /item?id=…&type=…) are served to visitors from one ISR route,
// /cached/<view>, that Next renders on first request and keeps until the content changes.
// proxy.ts rewrites a visitor's URL to its view; the page at the public URL stays the
// source of truth for members, filtered lists and anything not listed here.

export type PublicView =
  | { kind: "home" }
  | { kind: "publications"; type: PublicationType; page: number }
  | { kind: "item"; type: PublicationType; id: string }
  | { kind: "article"; id: string }
  | { kind: "links" };

export const CACHED_VIEWS_PREFIX = "/cached";
const MAX_CACHED_PAGE = 50;

/** The cacheable view of a public URL, or null when it must be rendered per request. */
export function cacheableView(pathname: string, params: URLSearchParams): PublicView | null {
  switch (pathname) {
    case "/":
      return { kind: "home" };
    case "/nos-liens":
      return { kind: "links" };
    case "/publications": {
      if (params.get("q")?.trim() || params.get("tags")?.trim()) return null;
      const page = parsePage(params.get("page"));
      return page === null ? null : { kind: "publications", type: publicationTypeOrDefault(params.get("type")), page };
    }
    case "/item": {
      const id = params.get("id");
      const type = params.get("type");
      return isUuid(id) && isPublicationType(type) ? { kind: "item", type, id: id.toLowerCase() } : null;
    }
    case "/article": {
      const id = params.get("id");
      return isUuid(id) ? { kind: "article", id: id.toLowerCase() } : null;
    }
    default:
      return null;
  }
}

function parsePage(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,3}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_CACHED_PAGE ? page : null;
}

export function viewPath(view: PublicView): string {
  switch (view.kind) {
    case "home":
      return `${CACHED_VIEWS_PREFIX}/home`;
    case "links":
      return `${CACHED_VIEWS_PREFIX}/links`;
    case "publications":
      return `${CACHED_VIEWS_PREFIX}/publications/${view.type}/${view.page}`;
    case "item":
      return `${CACHED_VIEWS_PREFIX}/item/${view.type}/${view.id}`;
    case "article":
      return `${CACHED_VIEWS_PREFIX}/article/${view.id}`;
  }
}

/** Back from the route's segments; null for anything viewPath() does not produce. */
export function viewFromSegments(segments: string[]): PublicView | null {
  const [kind, first, second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (kind === "home" && first === undefined) return { kind: "home" };
  if (kind === "links" && first === undefined) return { kind: "links" };
  if (kind === "publications" && isPublicationType(first) && second !== undefined) {
    const page = parsePage(second);
    return page === null ? null : { kind: "publications", type: first, page };
  }
  if (kind === "item" && isPublicationType(first) && isUuid(second)) return { kind: "item", type: first, id: second };
  if (kind === "article" && isUuid(first) && second === undefined) return { kind: "article", id: first };
  return null;
}
