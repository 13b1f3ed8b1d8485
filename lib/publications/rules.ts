import { richTextToPlainText } from "@/lib/rich-text";
import { normalizeSearchText } from "@/lib/search-text";

// Pure rules of publications (spec §3, §5, §9): no database, no HTTP. Tag rules: lib/tags.ts.

/** Columns derived from the title and content on every write: plain text and search key. */
export function derivedTextColumns(title: string, content: string) {
  const contentText = richTextToPlainText(content);
  return { contentText, searchText: normalizeSearchText(`${title} ${contentText}`) };
}
