import { IMAGE_SOURCE_MESSAGE, isAllowedImageSource } from "./image-sources";
import { isAllowedLinkUrl, LINK_SCHEME_MESSAGE } from "./link-schemes";
import type { TiptapNode } from "./parse";

// The server's check of Tiptap JSON sent by the editor or the API: only the nodes and marks of our
// toolbar (and images inside paragraphs, which legacy content has), in the places ProseMirror
// allows them, links and image sources with an allowed scheme, a size limit.
// Unknown attributes are dropped rather than refused (the editor adds defaults such as
// target/rel that the renderer sets itself). Client-safe: the forms use the same schema.

export type TiptapMark = { type: string; attrs?: Record<string, unknown> };
export type TiptapDoc = { type: "doc"; content: TiptapNode[] };

/** Bytes of the JSON text; long reports fit, a pasted image or a bomb does not. */
export const MAX_RICH_TEXT_BYTES = 512 * 1024;
const MAX_DEPTH = 16;

export const RICH_TEXT_MESSAGES = {
  invalid: "Le contenu n’est pas un document valide.",
  tooLarge: "Le contenu est trop volumineux (512 Ko au plus).",
  element: (type: string) => `Le contenu contient un élément non autorisé\u00a0: ${type}.`,
  link: LINK_SCHEME_MESSAGE,
  image: IMAGE_SOURCE_MESSAGE,
} as const;

const ALIGNMENTS = new Set(["left", "center", "right", "justify"]);
const BLOCKS = new Set(["paragraph", "heading", "bulletList", "orderedList"]);
const INLINE = new Set(["text", "hardBreak", "image"]);
const MAX_IMAGE_TEXT = 500;
// In the editor schema's rank order: ProseMirror refuses a node whose marks come in another order.
const MARK_ORDER = ["link", "bold", "italic", "strike", "underline"];
const MARKS = new Set(MARK_ORDER);

class Refusal extends Error {}

export type TiptapCheck = { ok: true; doc: TiptapDoc } | { ok: false; error: string };

export function validateTiptapDoc(value: unknown): TiptapCheck {
  let size: number;
  try {
    size = new TextEncoder().encode(JSON.stringify(value) ?? "").length;
  } catch {
    return { ok: false, error: RICH_TEXT_MESSAGES.invalid };
  }
  if (size > MAX_RICH_TEXT_BYTES) return { ok: false, error: RICH_TEXT_MESSAGES.tooLarge };
  if (!isRecord(value) || value.type !== "doc")
    return { ok: false, error: RICH_TEXT_MESSAGES.invalid };
  try {
    const content = children(value, BLOCKS, 1);
    return {
      ok: true,
      doc: { type: "doc", content: content.length > 0 ? content : [{ type: "paragraph" }] },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

function children(
  node: Record<string, unknown>,
  allowed: Set<string>,
  depth: number,
): TiptapNode[] {
  if (depth > MAX_DEPTH) throw new Refusal(RICH_TEXT_MESSAGES.invalid);
  if (node.content === undefined) return [];
  if (!Array.isArray(node.content)) throw new Refusal(RICH_TEXT_MESSAGES.invalid);
  return node.content.map((child) => clean(child, allowed, depth));
}

function clean(value: unknown, allowed: Set<string>, depth: number): TiptapNode {
  if (!isRecord(value) || typeof value.type !== "string")
    throw new Refusal(RICH_TEXT_MESSAGES.invalid);
  const type = value.type;
  if (!allowed.has(type)) {
    const known = BLOCKS.has(type) || INLINE.has(type) || type === "listItem";
    throw new Refusal(
      known ? RICH_TEXT_MESSAGES.invalid : RICH_TEXT_MESSAGES.element(type.slice(0, 40)),
    );
  }
  const attrs = isRecord(value.attrs) ? value.attrs : {};
  switch (type) {
    case "text": {
      if (typeof value.text !== "string" || value.text.length === 0)
        throw new Refusal(RICH_TEXT_MESSAGES.invalid);
      const marks = cleanMarks(value.marks);
      return marks.length > 0 ? { type, text: value.text, marks } : { type, text: value.text };
    }
    case "hardBreak":
      return { type };
    case "image": {
      if (!isAllowedImageSource(attrs.src)) throw new Refusal(RICH_TEXT_MESSAGES.image);
      const text = (name: "alt" | "title") =>
        typeof attrs[name] === "string" && attrs[name].trim()
          ? { [name]: attrs[name].trim().slice(0, MAX_IMAGE_TEXT) }
          : {};
      return { type, attrs: { src: attrs.src.trim(), ...text("alt"), ...text("title") } };
    }
    case "paragraph":
      return withContent({ type, ...alignment(attrs) }, children(value, INLINE, depth + 1));
    case "heading": {
      const level = attrs.level;
      if (level !== 1 && level !== 2 && level !== 3)
        throw new Refusal(
          RICH_TEXT_MESSAGES.element(`titre de niveau ${String(level).slice(0, 10)}`),
        );
      const aligned = alignment(attrs).attrs ?? {};
      return withContent(
        { type, attrs: { ...aligned, level } },
        children(value, INLINE, depth + 1),
      );
    }
    case "bulletList":
    case "orderedList": {
      const items = children(value, new Set(["listItem"]), depth + 1);
      if (items.length === 0) throw new Refusal(RICH_TEXT_MESSAGES.invalid);
      const start = attrs.start;
      const listAttrs =
        type === "orderedList" &&
        Number.isInteger(start) &&
        Number(start) >= 1 &&
        Number(start) <= 100_000
          ? { attrs: { start } }
          : {};
      return { type, ...listAttrs, content: items };
    }
    case "listItem": {
      const content = children(value, BLOCKS, depth + 1);
      // ProseMirror's list item starts with a paragraph.
      if (content[0]?.type !== "paragraph") content.unshift({ type: "paragraph" });
      return { type, content };
    }
    default:
      throw new Refusal(RICH_TEXT_MESSAGES.element(type));
  }
}

function cleanMarks(value: unknown): TiptapMark[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Refusal(RICH_TEXT_MESSAGES.invalid);
  const marks: TiptapMark[] = [];
  for (const mark of value) {
    if (!isRecord(mark) || typeof mark.type !== "string")
      throw new Refusal(RICH_TEXT_MESSAGES.invalid);
    if (!MARKS.has(mark.type))
      throw new Refusal(RICH_TEXT_MESSAGES.element(mark.type.slice(0, 40)));
    if (marks.some((kept) => kept.type === mark.type)) continue;
    if (mark.type === "link") {
      const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
      if (!isAllowedLinkUrl(href)) throw new Refusal(RICH_TEXT_MESSAGES.link);
      marks.push({ type: "link", attrs: { href: href.trim() } });
    } else {
      marks.push({ type: mark.type });
    }
  }
  return marks.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
}

function alignment(attrs: Record<string, unknown>): { attrs?: { textAlign: string } } {
  const value = attrs.textAlign;
  return typeof value === "string" && ALIGNMENTS.has(value) && value !== "left"
    ? { attrs: { textAlign: value } }
    : {};
}

function withContent(node: TiptapNode, content: TiptapNode[]): TiptapNode {
  return content.length > 0 ? { ...node, content } : node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
