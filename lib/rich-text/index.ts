export { parseRichText } from "./parse";
export { excerpt, hasText, richTextToPlainText } from "./plain-text";
export { richTextToHtml } from "./to-html";
export { richTextToTiptap } from "./to-tiptap";
export { validateTiptapDoc, type TiptapDoc } from "./tiptap-schema";
