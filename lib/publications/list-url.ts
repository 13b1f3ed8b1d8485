import type { PublicationType } from "@/lib/db/enums";

export type ListState = { type: PublicationType; query?: string; tags?: string[]; page?: number };

/** The shareable URL of a list state: /publications?type=…&q=…&tags=a,b&page=n. */
export function listUrl({ type, query, tags, page }: ListState): string {
  const params = new URLSearchParams({ type });
  if (query?.trim()) params.set("q", query.trim());
  if (tags && tags.length > 0) params.set("tags", tags.join(","));
  if (page && page > 1) params.set("page", String(page));
  return `/publications?${params.toString()}`;
}

/** Selecting a tag adds it, selecting it again removes it (spec §4); the page restarts at 1. */
export function toggleTag(state: ListState, tag: string): string {
  const selected = state.tags ?? [];
  const tags = selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag];
  return listUrl({ type: state.type, query: state.query, tags });
}

/** Tags from the query string: comma-separated, trimmed, unique. */
export function parseTagsParam(value: string | undefined): string[] {
  return [...new Set((value ?? "").split(",").map((tag) => tag.trim()).filter(Boolean))];
}
