import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "@/components/editor/extensions";
import { htmlToTiptap, richTextToTiptap } from "@/lib/rich-text/to-tiptap";
import { richTextToHtml } from "@/lib/rich-text/to-html";
import { richTextToPlainText } from "@/lib/rich-text/plain-text";
import { RICH_TEXT_MESSAGES, validateTiptapDoc } from "@/lib/rich-text/tiptap-schema";

// The editor's own ProseMirror schema, built in Node: every converted document must load in it.
const editorSchema = getSchema(editorExtensions());
function loadsInEditor(doc: unknown) {
  const node = editorSchema.nodeFromJSON(doc);
  node.check();
  return node;
}

const p = (...content: object[]) => ({ type: "paragraph", content });
const t = (text: string, marks?: object[]) =>
  marks ? { type: "text", text, marks } : { type: "text", text };

describe("richTextToTiptap", () => {
  it("converts a legacy Quill Delta with headers, marks, links, lists and alignment", () => {
    const delta = {
      ops: [
        { insert: "Titre" },
        { insert: "\n", attributes: { header: 1 } },
        { insert: "Gras", attributes: { bold: true } },
        { insert: " puis " },
        { insert: "lien", attributes: { link: "https://srh.example", italic: true } },
        { insert: "\n", attributes: { align: "center" } },
        { insert: "un" },
        { insert: "\n", attributes: { list: "bullet" } },
        { insert: "deux" },
        { insert: "\n", attributes: { list: "bullet" } },
        { insert: "premier" },
        { insert: "\n", attributes: { list: "ordered" } },
        {
          insert: "piège",
          attributes: { link: "javascript:alert(1)", underline: true, strike: true },
        },
        { insert: "\n" },
      ],
    };
    const doc = richTextToTiptap(JSON.stringify(delta));
    expect(doc).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [t("Titre")] },
        {
          type: "paragraph",
          attrs: { textAlign: "center" },
          content: [
            t("Gras", [{ type: "bold" }]),
            t(" puis "),
            t("lien", [
              { type: "link", attrs: { href: "https://srh.example" } },
              { type: "italic" },
            ]),
          ],
        },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [p(t("un"))] },
            { type: "listItem", content: [p(t("deux"))] },
          ],
        },
        { type: "orderedList", content: [{ type: "listItem", content: [p(t("premier"))] }] },
        p(t("piège", [{ type: "strike" }, { type: "underline" }])),
      ],
    });
    loadsInEditor(doc);
    expect(richTextToPlainText(doc)).toBe(richTextToPlainText(delta));
  });

  it("converts legacy HTML, keeping text the toolbar cannot format, images, and dropping the rest", () => {
    const html =
      '<h1>Titre</h1><p>Texte <b>gras</b> <a href="mailto:a@b.fr">écrire</a><br>suite</p>' +
      '<blockquote>cité</blockquote><table><tr><td>case</td></tr></table><img src="https://x.example/a.png">' +
      '<script>alert(1)</script><ul><li>a<ul><li>b</li></ul></li></ul><h5 style="text-align:right">petit</h5><pre>l1\nl2</pre>';
    const doc = richTextToTiptap(html);
    expect(doc.content).toEqual([
      { type: "heading", attrs: { level: 2 }, content: [t("Titre")] },
      p(
        t("Texte "),
        t("gras", [{ type: "bold" }]),
        t(" "),
        t("écrire", [{ type: "link", attrs: { href: "mailto:a@b.fr" } }]),
        { type: "hardBreak" },
        t("suite"),
      ),
      p(t("cité")),
      p(t("case")),
      p({ type: "image", attrs: { src: "https://x.example/a.png" } }),
      {
        type: "bulletList",
        content: [
          {
            type: "listItem",
            content: [
              p(t("a")),
              { type: "bulletList", content: [{ type: "listItem", content: [p(t("b"))] }] },
            ],
          },
        ],
      },
      { type: "heading", attrs: { level: 3, textAlign: "right" }, content: [t("petit")] },
      p(t("l1"), { type: "hardBreak" }, t("l2")),
    ]);
    loadsInEditor(doc);
  });

  it("keeps the images of a legacy Delta and of legacy HTML, ours or https, inside their paragraph", () => {
    const id = "0c1c28c3-1b27-513e-b66b-e3d3411c2342";
    const delta = {
      ops: [
        { insert: "Avant " },
        { insert: { image: `/images/${id}` } },
        { insert: " après\n" },
        { insert: { image: "http://ancien.example/photo.jpg" } },
        { insert: "\n" },
        { insert: { image: "data:image/png;base64,iVBORw0KGgo=" } },
        { insert: { image: "javascript:alert(1)" } },
        { insert: "fin\n" },
      ],
    };
    const doc = richTextToTiptap(delta);
    // Quill's lines: one paragraph, lines apart by breaks; the inline data and javascript: images go.
    expect(doc.content).toEqual([
      p(
        t("Avant "),
        { type: "image", attrs: { src: `/images/${id}` } },
        t(" après"),
        { type: "hardBreak" },
        { type: "image", attrs: { src: "https://ancien.example/photo.jpg" } },
        { type: "hardBreak" },
        t("fin"),
      ),
    ]);
    loadsInEditor(doc);
    expect(validateTiptapDoc(doc)).toEqual({ ok: true, doc });

    const html = `<p><img src="/api/files?action=download&amp;id=${id}" alt="Affiche" title="Le congrès"> légende</p><img src="https://x.example/b.png"><img src="//evil.example/c.png"><img src="/autre/d.png">`;
    const fromHtml = richTextToTiptap(html);
    expect(fromHtml.content).toEqual([
      p(
        {
          type: "image",
          attrs: {
            src: `/api/files?action=download&id=${id}`,
            alt: "Affiche",
            title: "Le congrès",
          },
        },
        t(" légende"),
      ),
      p({ type: "image", attrs: { src: "https://x.example/b.png" } }),
    ]);
    loadsInEditor(fromHtml);
    // Saved again, the page shows them as the legacy item did.
    expect(richTextToHtml(fromHtml)).toBe(
      `<p><img src="/api/files?action=download&amp;id=${id}" alt="Affiche" title="Le congrès" /> légende</p><p><img src="https://x.example/b.png" alt="" /></p>`,
    );
  });

  it("keeps an image through the editor’s own schema, and refuses one the server would refuse", () => {
    const node = editorSchema.nodeFromJSON({
      type: "doc",
      content: [p(t("x"), { type: "image", attrs: { src: "https://x.example/a.png", alt: "a" } })],
    });
    expect(node.toJSON().content[0].content[1]).toMatchObject({
      type: "image",
      attrs: { src: "https://x.example/a.png", alt: "a" },
    });
    for (const src of [
      "javascript:alert(1)",
      "data:image/png;base64,iVBORw0KGgo=",
      "http://x.example/a.png",
      "//x.example/a.png",
      "https://x.example/a b.png",
      "/autre/a.png",
    ]) {
      expect(
        validateTiptapDoc({ type: "doc", content: [p({ type: "image", attrs: { src } })] }),
        src,
      ).toEqual({ ok: false, error: RICH_TEXT_MESSAGES.image });
    }
    expect(
      validateTiptapDoc({
        type: "doc",
        content: [{ type: "image", attrs: { src: "https://x.example/a.png" } }],
      }),
    ).toEqual({ ok: false, error: RICH_TEXT_MESSAGES.invalid });
    expect(
      validateTiptapDoc({
        type: "doc",
        content: [
          p({
            type: "image",
            attrs: { src: " https://x.example/a.png ", onerror: "alert(1)", width: 3 },
          }),
        ],
      }),
    ).toEqual({
      ok: true,
      doc: {
        type: "doc",
        content: [p({ type: "image", attrs: { src: "https://x.example/a.png" } })],
      },
    });
  });

  it("converts plain text to paragraphs and line breaks", () => {
    expect(richTextToTiptap("un\ndeux\n\ntrois")).toEqual({
      type: "doc",
      content: [p(t("un"), { type: "hardBreak" }, t("deux")), p(t("trois"))],
    });
  });

  it("gives an empty document for empty content", () => {
    for (const empty of [null, "", "<p></p>", '{"ops":[]}', "<script>x</script>"]) {
      expect(richTextToTiptap(empty)).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    }
  });

  it("returns valid Tiptap JSON cleaned, and converts invalid Tiptap JSON through the sanitiser", () => {
    const valid = {
      type: "doc",
      content: [{ type: "paragraph", attrs: { textAlign: null }, content: [t("x")] }],
    };
    expect(richTextToTiptap(valid)).toEqual({ type: "doc", content: [p(t("x"))] });
    const withImage = {
      type: "doc",
      content: [
        p(t("avant")),
        { type: "image", attrs: { src: "https://x.example/a.png" } },
        p(t("bad", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])),
      ],
    };
    const doc = richTextToTiptap(withImage);
    expect(doc.content).toEqual([
      p(t("avant")),
      p({ type: "image", attrs: { src: "https://x.example/a.png" } }),
      p(t("bad")),
    ]);
    loadsInEditor(doc);
  });

  it("renders a converted document as the original renders, for the same text", () => {
    const html =
      '<p style="text-align:center">Centré <u>souligné</u> <s>barré</s> <a href="https://x.example">x</a></p>';
    const doc = richTextToTiptap(html);
    expect(richTextToHtml(doc)).toBe(richTextToHtml(html));
    // List items hold a paragraph in Tiptap: the text stays, the markup differs.
    expect(richTextToHtml(richTextToTiptap('<ol start="3"><li>trois</li></ol>'))).toBe(
      '<ol start="3"><li><p>trois</p></li></ol>',
    );
  });

  it("makes every converted document valid for the server and the editor, even from tag soup", () => {
    for (const soup of [
      "<li>orphelin",
      "<ul>texte<li>x</ul>après",
      "<p>a<ul><li>b</p>c",
      "<b>a<i>b</b>c</i>",
      "<h2><p>x</p></h2>",
      "<ol><ol><li>x</li></ol></ol>",
    ]) {
      const doc = htmlToTiptap(richTextToHtml(soup));
      expect(validateTiptapDoc(doc)).toEqual({ ok: true, doc });
      loadsInEditor(doc);
    }
  });
});
