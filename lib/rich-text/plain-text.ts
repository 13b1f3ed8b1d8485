import sanitizeHtml from "sanitize-html";
import { parseRichText, type TiptapNode } from "./parse";
import { collapseSpaces } from "@/lib/format/french";

/**
 * Plain text of stored rich text (spec §9): for JSON content the inserted text with newlines as
 * spaces; otherwise the HTML without its tags. Runs of white space become one space, so that
 * excerpts read well.
 */
export function richTextToPlainText(content: unknown): string {
  const parsed = parseRichText(content);
  switch (parsed.format) {
    case "delta":
      return collapse(
        parsed.ops.map((op) => (typeof op.insert === "string" ? op.insert : " ")).join(""),
      );
    case "tiptap":
      return collapse(tiptapText(parsed.doc));
    case "html":
      return collapse(htmlToText(parsed.html));
    case "text":
      return collapse(parsed.text);
  }
}

/** True when the content has some visible text (editors' "content entered" rule). */
export function hasText(content: unknown): boolean {
  return richTextToPlainText(content).length > 0;
}

/** Cuts at `max` characters and appends '...' when the text is longer (spec §9). */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // At the last word boundary, unless the last word is longer than 30 characters (a URL).
  const boundary = /\s/.test(text[max] ?? "") ? max : cut.search(/\s\S*$/);
  const words = boundary > 0 && max - boundary <= 30 ? cut.slice(0, boundary) : cut;
  // Punctuation the cut leaves at the end gives way to the ellipsis: never "fin....".
  return `${words.replace(/[\s.,;:!?…–-]+$/u, "")}...`;
}

// Opening tags count too: "a<p>b" (a paragraph left unclosed) or "texte<ul><li>…" are two blocks.
const BLOCK_BOUNDARY =
  /<(br|hr)\b[^>]*>|<\/?(p|div|h[1-6]|ul|ol|li|table|tr|td|th|blockquote|pre|section|article)\b[^>]*>/gi;

/** Elements whose content is never text a reader sees: dropped with everything inside them. */
export const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "template",
  "title",
];

function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT_TAGS,
  });
  // sanitize-html re-escapes only these four characters in text.
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function tiptapText(node: TiptapNode): string {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "hardBreak") return " ";
  const inner = (node.content ?? []).map(tiptapText).join("");
  return node.type === "doc" || node.type === "listItem" ? inner : `${inner} `;
}

function collapse(text: string): string {
  return collapseSpaces(text).trim();
}
