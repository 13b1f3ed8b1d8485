import { isYearTag, toggleTag } from "@/lib/tags";
import { listUrl, type ListState } from "@/lib/urls";

export type { ListState };

/** The list's address with a tag selected or unselected (spec §4); the page restarts at 1. */
export function toggleTagUrl(state: ListState, tag: string): string {
  return listUrl({ type: state.type, query: state.query, tags: toggleTag(state.tags ?? [], tag) });
}

/** Tags from the query string: comma-separated, trimmed, unique; year tags are never filters. */
export function parseTagsParam(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((tag) => tag.trim())
        .filter((tag) => tag && !isYearTag(tag)),
    ),
  ];
}
