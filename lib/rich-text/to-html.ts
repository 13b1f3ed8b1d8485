import { QuillDeltaToHtmlConverter } from "quill-delta-to-html";
import sanitizeHtml from "sanitize-html";
import { parseRichText } from "./parse";
import { NON_TEXT_TAGS } from "./plain-text";
import { tiptapToHtml } from "./tiptap-html";

// Any stored format → HTML that is safe to insert in a page (spec §5: links only http, https,
// mailto, tel, sms; images only http, https, data). Scripts, event handlers, iframes, forms and
// styles other than text alignment never survive.

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "sub",
    "sup",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "hr",
    "img",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel", "sms"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Embedded objects and foreign markup too: their text is not the article's.
  nonTextTags: [...NON_TEXT_TAGS, "object", "embed", "svg", "math"],
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src),
  transformTags: {
    // The page title is the only h1: content headings start at h2.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : { ...attribs, rel: "noopener noreferrer" },
    }),
  },
};

/**
 * sanitize-html lets any `data:` URL through on images; only raster images are allowed. Schemes
 * are case-insensitive and browsers ignore control characters and spaces in them, as
 * sanitize-html itself does when it checks schemes, so "DATA:" or " data:" must not slip by.
 */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const url = [...src].filter((char) => char.charCodeAt(0) > 0x20).join("");
  return !/^data:/i.test(url) || IMAGE_DATA_URL.test(url);
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Sanitised HTML for any stored rich text. */
export function richTextToHtml(content: unknown): string {
  const parsed = parseRichText(content);
  switch (parsed.format) {
    case "delta":
      return sanitizeRichHtml(
        new QuillDeltaToHtmlConverter(parsed.ops, { inlineStyles: true }).convert(),
      );
    case "tiptap":
      return sanitizeRichHtml(tiptapToHtml(parsed.doc));
    case "html":
      return sanitizeRichHtml(parsed.html);
    case "text":
      return textToHtml(parsed.text);
  }
}

function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
