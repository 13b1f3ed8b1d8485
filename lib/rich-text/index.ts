export { parseRichText, type RichText } from "./parse";
export { excerpt, hasText, richTextToPlainText } from "./plain-text";
export { richTextToHtml, sanitizeRichHtml } from "./to-html";
export { richTextToTiptap } from "./to-tiptap";
export { tiptapDocSchema, validateTiptapDoc, type TiptapDoc } from "./tiptap-schema";
export { isAllowedLinkUrl } from "./link-schemes";
