import { normalizeSearchText } from "@/lib/search-text";

// The FAQ filter of spec §5: the selected tags must ALL be on the item; the search ignores case
// and accents, over the question and the plain text of the answer. Pure, for the browser.

export type FaqEntry = {
  id: string;
  question: string;
  /** Sanitised HTML of the answer (lib/rich-text on the server). */
  answerHtml: string;
  /** Tags as shown (trimmed, without year tags). */
  tags: string[];
  /** normalizeSearchText(question + answer's plain text), computed on the server. */
  searchKey: string;
};

export function filterFaqs(entries: readonly FaqEntry[], query: string, selectedTags: readonly string[]): FaqEntry[] {
  const needle = normalizeSearchText(query).trim().replace(/\s+/g, " ");
  return entries.filter(
    (entry) => selectedTags.every((tag) => entry.tags.includes(tag)) && (!needle || entry.searchKey.includes(needle)),
  );
}

export function toggleTag(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((other) => other !== tag) : [...selected, tag];
}

/** The search key of an entry: one space between words, so that a typed phrase finds it. */
export function faqSearchKey(question: string, answerText: string): string {
  return normalizeSearchText(`${question} ${answerText}`).replace(/\s+/g, " ").trim();
}
