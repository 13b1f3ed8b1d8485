import type { PublicationType } from "@/lib/db/enums";
import { isPublicationType } from "./labels";

/**
 * What the proxy tells Next's 404 page when it sends it an /item or /article address naming no
 * readable item, so that the page says what the detail page would have said ('Contenu non
 * trouvé' with the way back to that type's list; 'Article not found'). Anyone may send the
 * header: it only chooses which 404 text is shown.
 */
export const UNKNOWN_DETAIL_HEADER = "x-srh-unknown-detail";

export type UnknownDetail = { page: "article" } | { page: "item"; type: PublicationType };

export function writeUnknownDetail(detail: UnknownDetail): string {
  return detail.page === "item" ? `item:${detail.type}` : "article";
}

export function readUnknownDetail(value: string | null): UnknownDetail | null {
  if (value === "article") return { page: "article" };
  const type = value?.startsWith("item:") ? value.slice("item:".length) : null;
  return isPublicationType(type) ? { page: "item", type } : null;
}
