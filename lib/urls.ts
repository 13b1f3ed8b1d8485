import type { PublicationType } from "@/lib/db/enums";

// The site's addresses, built in one place (pages, cards, feeds, sitemap, e-mails).

export type ListState = { type: PublicationType; query?: string; tags?: string[]; page?: number };

/**
 * The site's fixed public pages, whose address carries no data: the sitemap lists them, and the
 * e2e specs and the bench visit each of them.
 */
export const FIXED_PUBLIC_PAGES = [
  "/",
  "/qui-sommes-nous",
  "/presentation",
  "/bureau",
  "/statuts",
  "/nos-informations",
  "/nos-liens",
  "/contactez-nous",
  "/privacy",
] as const;

/** A publication's detail page (spec §2: /item?id=…&type=…). */
export function itemPath(item: { id: string; type: PublicationType }): string {
  return `/item?id=${encodeURIComponent(item.id)}&type=${item.type}`;
}

/** The shareable URL of a list state: /publications?type=…&q=…&tags=a,b&page=n. */
export function listUrl({ type, query, tags, page }: ListState): string {
  const params = new URLSearchParams({ type });
  if (query?.trim()) params.set("q", query.trim());
  if (tags && tags.length > 0) params.set("tags", tags.join(","));
  if (page && page > 1) params.set("page", String(page));
  return `/publications?${params.toString()}`;
}

/** The RSS feed of one publication type. */
export function rssPath(type: PublicationType): string {
  return `/rss/${type}.xml`;
}

/** A document or image of the files API (spec §7), opened or downloaded. */
export function downloadPath(fileId: string): string {
  return `/api/files?action=download&id=${encodeURIComponent(fileId)}`;
}

export function profilePath(userId: string): string {
  return `/profile?id=${encodeURIComponent(userId)}`;
}

/** "Mon adhésion": the membership, its money actions and receipts, on the profile. */
export function membershipPath(userId: string): string {
  return `${profilePath(userId)}#mon-adhesion`;
}

export function profileEditPath(userId: string, tab?: "payment"): string {
  return `/profile/edit?id=${encodeURIComponent(userId)}${tab ? `#${tab}` : ""}`;
}

/** A paid payment's receipt (PDF), for its member or an administrator. */
export function receiptPath(paymentId: string): string {
  return `/profile/recu?id=${encodeURIComponent(paymentId)}`;
}

/** Where proxy.ts sends a non-administrator's request for an /admin page: « Accès refusé », 403. */
export const ACCESS_DENIED_PATH = "/acces-refuse";
