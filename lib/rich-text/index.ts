export { parseRichText, type RichText } from "./parse";
export { excerpt, hasText, richTextToPlainText } from "./plain-text";
export { richTextToHtml, sanitizeRichHtml } from "./to-html";
