import { Parser } from "htmlparser2";
import { legacyImageSource } from "./image-sources";
import { isAllowedLinkUrl } from "./link-schemes";
import { parseRichText, type TiptapNode } from "./parse";
import { validateTiptapDoc, type TiptapDoc, type TiptapMark } from "./tiptap-schema";
import { richTextToHtml } from "./to-html";

// Any stored format → a Tiptap document the editor can open (legacy Quill Delta and HTML items are
// edited converted, spec §3). Delta and HTML go through the site's sanitiser first, so the
// conversion only ever sees the allowed tags; images stay (inside their paragraph) when their
// source is ours or https; what the toolbar cannot express (tables, quotes) keeps its text as
// paragraphs.

const EMPTY_DOC: TiptapDoc = { type: "doc", content: [{ type: "paragraph" }] };

export function richTextToTiptap(content: unknown): TiptapDoc {
  const parsed = parseRichText(content);
  switch (parsed.format) {
    case "tiptap": {
      const checked = validateTiptapDoc(parsed.doc);
      return checked.ok ? checked.doc : htmlToTiptap(richTextToHtml(parsed.doc));
    }
    case "delta":
    case "html":
      return htmlToTiptap(richTextToHtml(content));
    case "text":
      return textToTiptap(parsed.text);
  }
}

export function textToTiptap(text: string): TiptapDoc {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph): TiptapNode => {
      const content: TiptapNode[] = [];
      paragraph.split("\n").forEach((line, index) => {
        if (index > 0) content.push({ type: "hardBreak" });
        if (line.length > 0) content.push({ type: "text", text: line });
      });
      return { type: "paragraph", content };
    });
  return paragraphs.length > 0 ? { type: "doc", content: paragraphs } : EMPTY_DOC;
}

type Container = {
  type: "doc" | "bulletList" | "orderedList" | "listItem";
  tag: string;
  node: TiptapNode & { content: TiptapNode[] };
};

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "hr",
]);
// Headings keep their level up to 3 (h4–h6 become 3). The sanitiser has already turned <h1> into
// <h2> (the page title is the only h1), and the renderer shows levels 1 and 2 alike, so a legacy
// heading looks the same once edited.
const MARK_TAGS: Record<string, string> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
  strike: "strike",
  del: "strike",
};

/** Sanitised HTML → Tiptap JSON. */
export function htmlToTiptap(html: string): TiptapDoc {
  const doc: Container = { type: "doc", tag: "", node: { type: "doc", content: [] } };
  const stack: Container[] = [doc];
  let block: (TiptapNode & { content: TiptapNode[] }) | null = null;
  let preformatted = 0;
  const marks: { tag: string; mark: TiptapMark }[] = [];

  const top = (): Container => stack[stack.length - 1] ?? doc;
  const closeBlock = () => {
    const current = block;
    if (!current) return;
    block = null;
    const content = trimInline(current.content);
    const node: TiptapNode =
      content.length > 0
        ? { ...current, content }
        : { type: current.type, ...(current.attrs ? { attrs: current.attrs } : {}) };
    ensureBlockContainer().node.content.push(node);
  };
  // Inline content directly in a list gets a list item; a list item directly in the document a list.
  const ensureBlockContainer = (): Container => {
    const current = top();
    if (current.type === "bulletList" || current.type === "orderedList")
      return openContainer("listItem", "");
    return current;
  };
  const openBlock = (type: "paragraph" | "heading", attrs?: Record<string, unknown>) => {
    closeBlock();
    block = { type, ...(attrs && Object.keys(attrs).length > 0 ? { attrs } : {}), content: [] };
  };
  const openContainer = (type: Container["type"], tag: string): Container => {
    closeBlock();
    if (type === "listItem" && top().type !== "bulletList" && top().type !== "orderedList")
      openContainer("bulletList", "");
    if (
      (type === "bulletList" || type === "orderedList") &&
      top().type !== "doc" &&
      top().type !== "listItem"
    )
      closeContainer(top());
    const container: Container = { type, tag, node: { type, content: [] } };
    stack.push(container);
    return container;
  };
  const closeContainer = (target: Container) => {
    closeBlock();
    while (stack.length > 1) {
      const container = stack.pop() as Container;
      const content = container.node.content;
      if (container.type === "listItem" && content[0]?.type !== "paragraph")
        content.unshift({ type: "paragraph" });
      if (container.type === "listItem" || content.length > 0)
        top().node.content.push(container.node);
      if (container === target) return;
    }
  };
  const addInline = (node: TiptapNode) => {
    if (!block) openBlock("paragraph");
    (block as unknown as { content: TiptapNode[] }).content.push(node);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "br") return addInline({ type: "hardBreak" });
        if (name === "img") {
          const src = legacyImageSource(attribs.src);
          const text = (key: "alt" | "title") =>
            attribs[key]?.trim() ? { [key]: attribs[key].trim() } : {};
          return src
            ? addInline({ type: "image", attrs: { src, ...text("alt"), ...text("title") } })
            : undefined;
        }
        const mark = MARK_TAGS[name];
        if (mark) return void marks.push({ tag: name, mark: { type: mark } });
        if (name === "a") {
          return void marks.push({
            tag: name,
            mark: isAllowedLinkUrl(attribs.href)
              ? { type: "link", attrs: { href: attribs.href.trim() } }
              : { type: "" },
          });
        }
        if (name === "ul" || name === "ol") {
          const list = openContainer(name === "ul" ? "bulletList" : "orderedList", name);
          const start = Number(attribs.start);
          if (name === "ol" && Number.isInteger(start) && start > 1) list.node.attrs = { start };
          return;
        }
        if (name === "li") return void openContainer("listItem", name);
        if (name === "pre") preformatted += 1;
        if (/^h[1-6]$/.test(name))
          return openBlock("heading", {
            level: Math.min(3, Number(name[1])),
            ...textAlign(attribs.style),
          });
        if (name === "p" || name === "div") return openBlock("paragraph", textAlign(attribs.style));
        if (BLOCK_TAGS.has(name)) closeBlock();
      },
      onclosetag(name) {
        if (MARK_TAGS[name] || name === "a") {
          const index = marks.map((entry) => entry.tag).lastIndexOf(name);
          if (index >= 0) marks.splice(index, 1);
          return;
        }
        if (name === "pre") preformatted = Math.max(0, preformatted - 1);
        if (name === "ul" || name === "ol" || name === "li") {
          const target = [...stack].reverse().find((container) => container.tag === name);
          if (target) closeContainer(target);
          return;
        }
        if (BLOCK_TAGS.has(name)) closeBlock();
      },
      ontext(raw) {
        const text = preformatted > 0 ? raw : raw.replace(/\s+/g, " ");
        if (text.length === 0 || (!block && text.trim().length === 0)) return;
        const active = uniqueMarks(
          marks.map((entry) => entry.mark).filter((mark) => mark.type !== ""),
        );
        const lines = preformatted > 0 ? text.split("\n") : [text];
        lines.forEach((line, index) => {
          if (index > 0) addInline({ type: "hardBreak" });
          if (line.length > 0)
            addInline(
              active.length > 0
                ? { type: "text", text: line, marks: active }
                : { type: "text", text: line },
            );
        });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  closeContainer(doc);
  closeBlock();

  const checked = validateTiptapDoc(doc.node);
  return checked.ok && checked.doc.content.length > 0 ? checked.doc : EMPTY_DOC;
}

function textAlign(style: string | undefined): Record<string, unknown> {
  const value = /text-align\s*:\s*(center|right|justify)/i.exec(style ?? "")?.[1];
  return value ? { textAlign: value.toLowerCase() } : {};
}

function uniqueMarks(marks: TiptapMark[]): TiptapMark[] {
  return marks.filter(
    (mark, index) => marks.findIndex((other) => other.type === mark.type) === index,
  );
}

/** Spaces at the edges of a block are layout, not content (as in the browser). */
function trimInline(content: TiptapNode[]): TiptapNode[] {
  const result = content.map((node) => ({ ...node }));
  const first = result[0];
  if (first?.type === "text") first.text = (first.text ?? "").replace(/^\s+/, "");
  const last = result[result.length - 1];
  if (last?.type === "text") last.text = (last.text ?? "").replace(/\s+$/, "");
  return result.filter((node) => node.type !== "text" || (node.text ?? "").length > 0);
}
