// Tag rules shared by the publication list and the FAQ (spec §3, §4, §5): pure, for the server
// and the browser.

const YEAR_TAG = /^\d{4}$/;

/** Four-digit year tags are kept in the data but ignored for display and filtering. */
export function isYearTag(tag: string): boolean {
  return YEAR_TAG.test(tag.trim());
}

/** Tags as shown: trimmed, non-empty, without year tags. */
export function displayTags(tags: readonly string[]): string[] {
  return tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && !isYearTag(tag));
}

/** Tags input of the editors: split on commas, trimmed, empty ones dropped (spec §5). */
export function parseTagsInput(input: string): string[] {
  return input
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Unique display tags of the given items, sorted alphabetically without case (French collation). */
export function tagPanel(items: readonly { tags: readonly string[] }[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    for (const tag of displayTags(item.tags)) if (!seen.has(tag)) seen.set(tag, tag);
  }
  return [...seen.values()].sort(compareWithoutCase);
}

export function compareWithoutCase(a: string, b: string): number {
  return a.localeCompare(b, "fr", { sensitivity: "base" });
}

/**
 * Reading (a) of spec §5 for the list, and the FAQ's rule: an item must carry every selected tag. The
 * item's tags are read as the panel shows them (trimmed, without year tags), so that a tag
 * picked in the panel always finds the items it came from.
 */
export function hasAllTags(itemTags: readonly string[], selected: readonly string[]): boolean {
  const shown = displayTags(itemTags);
  return selected.every((tag) => shown.includes(tag));
}

/** Selecting a tag adds it, selecting it again removes it (spec §4 "Tag filter"). */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((other) => other !== tag) : [...selected, tag];
}
