import type { TiptapNode } from "./parse";

// Tiptap (ProseMirror) JSON to HTML, for the node and mark types of our editor. The output is
// sanitised afterwards like any other HTML, so unknown types only need to keep their text.

const ALIGNMENTS = new Set(["left", "right", "center", "justify"]);

export function tiptapToHtml(node: TiptapNode): string {
  const children = (node.content ?? []).map(tiptapToHtml).join("");
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case "doc":
      return children;
    case "text":
      return (node.marks ?? []).reduce(applyMark, escapeHtml(node.text ?? ""));
    case "paragraph":
      return `<p${alignment(attrs)}>${children}</p>`;
    case "heading": {
      const level = Math.min(Math.max(Number(attrs.level) || 2, 1), 6);
      return `<h${level}${alignment(attrs)}>${children}</h${level}>`;
    }
    case "bulletList":
      return `<ul>${children}</ul>`;
    case "orderedList": {
      const start = Number(attrs.start);
      return `<ol${Number.isInteger(start) && start > 1 ? ` start="${start}"` : ""}>${children}</ol>`;
    }
    case "listItem":
      return `<li>${children}</li>`;
    case "blockquote":
      return `<blockquote>${children}</blockquote>`;
    case "codeBlock":
      return `<pre><code>${children}</code></pre>`;
    case "hardBreak":
      return "<br>";
    case "horizontalRule":
      return "<hr>";
    case "image":
      return `<img src="${escapeAttribute(attrs.src)}" alt="${escapeAttribute(attrs.alt)}"${typeof attrs.title === "string" ? ` title="${escapeAttribute(attrs.title)}"` : ""}>`;
    default:
      return children;
  }
}

function applyMark(html: string, mark: { type: string; attrs?: Record<string, unknown> }): string {
  switch (mark.type) {
    case "bold":
      return `<strong>${html}</strong>`;
    case "italic":
      return `<em>${html}</em>`;
    case "underline":
      return `<u>${html}</u>`;
    case "strike":
      return `<s>${html}</s>`;
    case "code":
      return `<code>${html}</code>`;
    case "link":
      return `<a href="${escapeAttribute(mark.attrs?.href)}">${html}</a>`;
    default:
      return html;
  }
}

function alignment(attrs: Record<string, unknown>): string {
  const value = attrs.textAlign;
  return typeof value === "string" && ALIGNMENTS.has(value) && value !== "left"
    ? ` style="text-align: ${value}"`
    : "";
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: unknown): string {
  return escapeHtml(typeof value === "string" ? value : "").replace(/"/g, "&quot;");
}
