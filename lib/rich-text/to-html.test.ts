import { describe, expect, it } from "vitest";
import { richTextToHtml } from "./to-html";

const EXTERNAL = 'target="_blank" rel="noopener noreferrer"';

describe("richTextToHtml: Quill Delta", () => {
  it("renders bold, italic, underline, strike and links", () => {
    const ops = [
      { insert: "Gras", attributes: { bold: true } },
      { insert: " " },
      { insert: "italique", attributes: { italic: true } },
      { insert: " " },
      { insert: "souligné", attributes: { underline: true } },
      { insert: " " },
      { insert: "barré", attributes: { strike: true } },
      { insert: " " },
      { insert: "lien", attributes: { link: "https://srh.example/a?b=1&c=2" } },
      { insert: "\n" },
    ];
    expect(richTextToHtml({ ops })).toBe(
      `<p><strong>Gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s> <a href="https://srh.example/a?b=1&amp;c=2" ${EXTERNAL}>lien</a></p>`,
    );
  });

  it("renders the same from a JSON string as from an object", () => {
    const ops = [{ insert: "Bonjour", attributes: { bold: true } }, { insert: "\n" }];
    expect(richTextToHtml(JSON.stringify({ ops }))).toBe("<p><strong>Bonjour</strong></p>");
    expect(richTextToHtml({ ops })).toBe("<p><strong>Bonjour</strong></p>");
  });

  it("renders header 1 as h2 (the page title is the only h1), and headers 2 and 3 as they are", () => {
    const ops = [
      { insert: "Un" },
      { insert: "\n", attributes: { header: 1 } },
      { insert: "Deux" },
      { insert: "\n", attributes: { header: 2 } },
      { insert: "Trois" },
      { insert: "\n", attributes: { header: 3 } },
    ];
    expect(richTextToHtml({ ops })).toBe("<h2>Un</h2><h2>Deux</h2><h3>Trois</h3>");
  });

  it("renders ordered and bullet lists", () => {
    const ops = [
      { insert: "Un" },
      { insert: "\n", attributes: { list: "ordered" } },
      { insert: "Deux" },
      { insert: "\n", attributes: { list: "ordered" } },
      { insert: "Puce" },
      { insert: "\n", attributes: { list: "bullet" } },
    ];
    expect(richTextToHtml({ ops })).toBe("<ol><li>Un</li><li>Deux</li></ol><ul><li>Puce</li></ul>");
  });

  it("keeps alignment as the only style", () => {
    const ops = [
      {
        insert: "centré",
        attributes: { color: "#ff0000", background: "yellow", font: "serif", size: "huge" },
      },
      { insert: "\n", attributes: { align: "center" } },
    ];
    expect(richTextToHtml({ ops })).toBe('<p style="text-align:center"><span>centré</span></p>');
  });

  it("escapes text that looks like HTML", () => {
    expect(richTextToHtml({ ops: [{ insert: "<b>x</b> & y\n" }] })).toBe(
      "<p>&lt;b&gt;x&lt;/b&gt; &amp; y</p>",
    );
  });

  it("renders line breaks inside one paragraph", () => {
    expect(richTextToHtml({ ops: [{ insert: "Bonjour\nle monde\n" }] })).toBe(
      "<p>Bonjour<br />le monde</p>",
    );
  });

  it("renders an empty Delta as nothing", () => {
    expect(richTextToHtml({ ops: [] })).toBe("");
  });
});

describe("richTextToHtml: Tiptap", () => {
  const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({
    type: "text",
    text: value,
    ...(marks ? { marks } : {}),
  });
  const paragraph = (...content: object[]) => ({ type: "paragraph", content });
  const doc = (...content: object[]) => ({ type: "doc", content });

  it("renders paragraphs and headings, heading 1 as h2", () => {
    const content = doc(
      { type: "heading", attrs: { level: 1 }, content: [text("Un")] },
      { type: "heading", attrs: { level: 2 }, content: [text("Deux")] },
      { type: "heading", attrs: { level: 3 }, content: [text("Trois")] },
      paragraph(text("Texte")),
    );
    expect(richTextToHtml(content)).toBe("<h2>Un</h2><h2>Deux</h2><h3>Trois</h3><p>Texte</p>");
  });

  it("renders a heading without a valid level as h2 and clamps levels above 6", () => {
    const content = doc(
      { type: "heading", content: [text("a")] },
      { type: "heading", attrs: { level: "x" }, content: [text("b")] },
      { type: "heading", attrs: { level: 9 }, content: [text("c")] },
    );
    expect(richTextToHtml(content)).toBe("<h2>a</h2><h2>b</h2><h6>c</h6>");
  });

  it("renders bold, italic, underline, strike and link marks", () => {
    const content = doc(
      paragraph(
        text("g", [{ type: "bold" }]),
        text("i", [{ type: "italic" }]),
        text("u", [{ type: "underline" }]),
        text("s", [{ type: "strike" }]),
        text("l", [{ type: "link", attrs: { href: "https://srh.example" } }]),
        text("m", [{ type: "link", attrs: { href: "mailto:contact@srh.example" } }]),
      ),
    );
    expect(richTextToHtml(content)).toBe(
      `<p><strong>g</strong><em>i</em><u>u</u><s>s</s><a href="https://srh.example" ${EXTERNAL}>l</a>` +
        '<a href="mailto:contact@srh.example" rel="noopener noreferrer">m</a></p>',
    );
  });

  it("nests several marks on one text", () => {
    expect(richTextToHtml(doc(paragraph(text("x", [{ type: "bold" }, { type: "italic" }]))))).toBe(
      "<p><em><strong>x</strong></em></p>",
    );
  });

  it("renders bullet and ordered lists, with a start number above 1", () => {
    const item = (value: string) => ({ type: "listItem", content: [paragraph(text(value))] });
    const content = doc(
      { type: "bulletList", content: [item("a"), item("b")] },
      { type: "orderedList", attrs: { start: 3 }, content: [item("c")] },
      { type: "orderedList", attrs: { start: 1 }, content: [item("d")] },
    );
    expect(richTextToHtml(content)).toBe(
      '<ul><li><p>a</p></li><li><p>b</p></li></ul><ol start="3"><li><p>c</p></li></ol><ol><li><p>d</p></li></ol>',
    );
  });

  it("renders hard breaks", () => {
    expect(richTextToHtml(doc(paragraph(text("a"), { type: "hardBreak" }, text("b"))))).toBe(
      "<p>a<br />b</p>",
    );
  });

  it("keeps text alignment (center, right, justify) as the only style, and drops left and unknown values", () => {
    const content = doc(
      {
        type: "paragraph",
        attrs: { textAlign: "center", style: "color:red" },
        content: [text("c")],
      },
      { type: "heading", attrs: { level: 2, textAlign: "right" }, content: [text("r")] },
      { type: "paragraph", attrs: { textAlign: "justify" }, content: [text("j")] },
      { type: "paragraph", attrs: { textAlign: "left" }, content: [text("l")] },
      {
        type: "paragraph",
        attrs: { textAlign: 'center" onclick="alert(1)' },
        content: [text("x")],
      },
    );
    expect(richTextToHtml(content)).toBe(
      '<p style="text-align:center">c</p><h2 style="text-align:right">r</h2><p style="text-align:justify">j</p><p>l</p><p>x</p>',
    );
  });

  it("escapes text", () => {
    expect(richTextToHtml(doc(paragraph(text("<script>alert(1)</script> & co"))))).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>",
    );
  });

  it("renders images with http(s) and data:image sources", () => {
    const content = doc(
      { type: "image", attrs: { src: "https://srh.example/a.png", alt: "Logo" } },
      { type: "image", attrs: { src: "data:image/png;base64,iVBORw0KGgo=" } },
    );
    expect(richTextToHtml(content)).toBe(
      '<img src="https://srh.example/a.png" alt="Logo" /><img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    );
  });

  it("keeps only the text of unknown node types", () => {
    expect(richTextToHtml(doc({ type: "mystery", content: [text("z")] }))).toBe("z");
  });
});

describe("richTextToHtml: HTML", () => {
  it("keeps the allowed formatting", () => {
    const html =
      '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li>e</li></ul><ol start="2"><li>f</li></ol>';
    expect(richTextToHtml(html)).toBe(html);
  });

  it("turns h1 into h2", () => {
    expect(richTextToHtml("<h1>Titre</h1><h3>Sous-titre</h3>")).toBe(
      "<h2>Titre</h2><h3>Sous-titre</h3>",
    );
  });

  it("opens http(s) links in a new tab and forces rel on every link", () => {
    expect(richTextToHtml('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://x.example" ${EXTERNAL}>x</a>`,
    );
    expect(richTextToHtml('<a href="tel:+33100000000">t</a>')).toBe(
      '<a href="tel:+33100000000" rel="noopener noreferrer">t</a>',
    );
  });

  it("drops classes, ids, data attributes and styles other than text alignment", () => {
    expect(
      richTextToHtml('<p style="text-align: center; color: red" class="x" id="y" data-x="1">t</p>'),
    ).toBe('<p style="text-align:center">t</p>');
  });

  it("drops unknown tags but keeps their text", () => {
    expect(richTextToHtml("<div><font color=red>texte</font></div>")).toBe("texte");
  });
});

describe("richTextToHtml: plain text", () => {
  it("makes paragraphs of blank-line-separated blocks and line breaks of single newlines", () => {
    expect(richTextToHtml("Première ligne\nseconde ligne\n\n  Deuxième paragraphe  ")).toBe(
      "<p>Première ligne<br>seconde ligne</p><p>Deuxième paragraphe</p>",
    );
  });

  it("escapes special characters", () => {
    expect(richTextToHtml("3 < 4 & 5 > 2")).toBe("<p>3 &lt; 4 &amp; 5 &gt; 2</p>");
  });

  it("renders invalid JSON as text", () => {
    expect(richTextToHtml('{"ops": [')).toBe('<p>{"ops": [</p>');
  });

  it("renders empty content as nothing", () => {
    for (const empty of ["", "  \n ", null, undefined]) expect(richTextToHtml(empty)).toBe("");
  });
});
