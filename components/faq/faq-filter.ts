import { searchNeedle } from "@/lib/search-text";
import { hasAllTags } from "@/lib/tags";

// The FAQ filter of spec §5: the selected tags must ALL be on the item (lib/tags.ts, the list's
// rule too); the search ignores case and accents, over the question and the plain text of the
// answer. Pure, for the browser.

export type FaqEntry = {
  id: string;
  question: string;
  /** Sanitised HTML of the answer (lib/rich-text on the server). */
  answerHtml: string;
  /** Tags as shown (trimmed, without year tags). */
  tags: string[];
  /** faqSearchKey(question, answer's plain text), computed on the server. */
  searchKey: string;
};

export function filterFaqs(
  entries: readonly FaqEntry[],
  query: string,
  selectedTags: readonly string[],
): FaqEntry[] {
  const needle = searchNeedle(query);
  return entries.filter(
    (entry) =>
      hasAllTags(entry.tags, selectedTags) && (!needle || entry.searchKey.includes(needle)),
  );
}

/** The search key of an entry: one space between words, so that a typed phrase finds it. */
export function faqSearchKey(question: string, answerText: string): string {
  return searchNeedle(`${question} ${answerText}`);
}
