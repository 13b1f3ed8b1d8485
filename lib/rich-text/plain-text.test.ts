import { describe, expect, it } from "vitest";
import { excerpt, hasText, richTextToPlainText } from "./plain-text";

describe("richTextToPlainText", () => {
  describe("Quill Delta", () => {
    it("joins the inserted text, newlines as spaces, trimmed", () => {
      const ops = [
        { insert: "Titre" },
        { insert: "\n", attributes: { header: 1 } },
        { insert: "Gras", attributes: { bold: true } },
        { insert: " et lien", attributes: { link: "https://srh.example" } },
        { insert: "\nfin\n" },
      ];
      expect(richTextToPlainText({ ops })).toBe("Titre Gras et lien fin");
      expect(richTextToPlainText(JSON.stringify({ ops }))).toBe("Titre Gras et lien fin");
    });

    it("turns embeds into a space and collapses white-space runs to one space", () => {
      const ops = [
        { insert: "a" },
        { insert: { image: "https://x.example/a.png" } },
        { insert: "b\n\n  c \t \n" },
      ];
      expect(richTextToPlainText({ ops })).toBe("a b c");
    });

    it("keeps HTML-looking inserts as literal text", () => {
      expect(richTextToPlainText({ ops: [{ insert: "<b>x</b> &amp;\n" }] })).toBe("<b>x</b> &amp;");
    });
  });

  describe("Tiptap", () => {
    it("separates blocks and hard breaks with spaces but not adjacent marks", () => {
      const doc = {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Titre" }] },
          {
            type: "paragraph",
            content: [
              { type: "text", text: "gr", marks: [{ type: "bold" }] },
              { type: "text", text: "as" },
              { type: "hardBreak" },
              { type: "text", text: "ligne" },
            ],
          },
          {
            type: "bulletList",
            content: [
              {
                type: "listItem",
                content: [{ type: "paragraph", content: [{ type: "text", text: "un" }] }],
              },
              {
                type: "listItem",
                content: [{ type: "paragraph", content: [{ type: "text", text: "deux" }] }],
              },
            ],
          },
        ],
      };
      expect(richTextToPlainText(doc)).toBe("Titre gras ligne un deux");
    });
  });

  describe("HTML", () => {
    it("strips tags and decodes entities", () => {
      expect(
        richTextToPlainText(
          "<p>Caf&eacute; &amp; <b>th&#233;</b> &lt;b&gt; &quot;x&quot; l’été</p>",
        ),
      ).toBe('Café & thé <b> "x" l’été');
    });

    it("decodes an escaped entity only once", () => {
      expect(richTextToPlainText("<p>&amp;lt;b&amp;gt;</p>")).toBe("&lt;b&gt;");
    });

    it("gives a space at block boundaries and line breaks, none inside inline tags", () => {
      expect(
        richTextToPlainText(
          "<h1>Titre</h1><p>un</p><p>deux</p><p>x<br>y</p><ul><li>a</li><li>b</li></ul>",
        ),
      ).toBe("Titre un deux x y a b");
      expect(richTextToPlainText("con<b>ti</b><em>nu</em>")).toBe("continu");
      expect(richTextToPlainText("<p>un<br/>deux<hr>trois</p>")).toBe("un deux trois");
      expect(richTextToPlainText("<table><tr><td>a</td><td>b</td></tr></table>")).toBe("a b");
    });

    it("gives a space where a block opens, closed or not", () => {
      expect(richTextToPlainText("<p>un<p>deux")).toBe("un deux");
      expect(richTextToPlainText("avant<ul><li>un<li>deux</ul>après")).toBe("avant un deux après");
      expect(richTextToPlainText('texte<div class="x">bloc</div>')).toBe("texte bloc");
      expect(richTextToPlainText("titre<h2>sous-titre</h2>")).toBe("titre sous-titre");
    });

    it("does not split words at inline tags whose names start like block tags", () => {
      expect(richTextToPlainText("ca<pre>x</pre>")).toBe("ca x");
      expect(richTextToPlainText("a<param>b<picture>c</picture>")).toBe("abc");
    });

    it("drops script, style and similar content, and comments", () => {
      expect(
        richTextToPlainText(
          "<p>a</p><script>alert(1)</script><style>p{color:red}</style><noscript>n</noscript><!-- note -->b",
        ),
      ).toBe("a b");
    });

    it("collapses white space, including non-breaking spaces", () => {
      expect(richTextToPlainText("<p>  a \n\n b&nbsp;&nbsp;c  </p>")).toBe("a b c");
    });
  });

  describe("plain text", () => {
    it("collapses white space and trims", () => {
      expect(richTextToPlainText("  Bonjour\n\n le\tmonde  ")).toBe("Bonjour le monde");
    });

    it("keeps invalid JSON as it is", () => {
      expect(richTextToPlainText('{"ops": [')).toBe('{"ops": [');
    });
  });

  it("gives an empty string for empty content", () => {
    for (const empty of [
      "",
      "   ",
      null,
      undefined,
      '{"ops":[]}',
      { ops: [{ insert: "\n" }] },
      "<p></p>",
      "<p> <br> </p>",
    ]) {
      expect(richTextToPlainText(empty)).toBe("");
    }
  });
});

describe("hasText", () => {
  it("is true when some visible text exists, in every format", () => {
    expect(hasText("x")).toBe(true);
    expect(hasText("<p>x</p>")).toBe(true);
    expect(hasText({ ops: [{ insert: "x\n" }] })).toBe(true);
    expect(
      hasText({
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }],
      }),
    ).toBe(true);
  });

  it("is false for empty editors and markup without text", () => {
    expect(hasText("")).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText("<p><br></p>")).toBe(false);
    expect(hasText({ ops: [{ insert: "\n" }] })).toBe(false);
    expect(
      hasText({ ops: [{ insert: { image: "https://x.example/a.png" } }, { insert: "\n" }] }),
    ).toBe(false);
    expect(hasText({ type: "doc", content: [{ type: "paragraph" }] })).toBe(false);
    expect(hasText("<script>alert(1)</script>")).toBe(false);
  });
});

describe("excerpt", () => {
  const long = "abcdefghij".repeat(25); // 250 characters

  it("cuts a longer text at 200 characters and appends '...'", () => {
    expect(excerpt(long, 200)).toBe(`${long.slice(0, 200)}...`);
    expect(excerpt(long, 200)).toHaveLength(203);
  });

  it("cuts at 150 characters for the other list reading", () => {
    expect(excerpt(long, 150)).toBe(`${long.slice(0, 150)}...`);
  });

  it("leaves a text of exactly the limit or shorter unchanged", () => {
    const exact = long.slice(0, 200);
    expect(excerpt(exact, 200)).toBe(exact);
    expect(excerpt("court", 200)).toBe("court");
    expect(excerpt("", 200)).toBe("");
  });

  it("cuts at a word boundary and never adds the ellipsis after a period", () => {
    const sentence = "Le syndicat défend les radiologues hospitaliers. ".repeat(6);
    const cut = excerpt(sentence, 99);
    expect(cut).toBe(
      "Le syndicat défend les radiologues hospitaliers. Le syndicat défend les radiologues hospitaliers...",
    );
    expect(excerpt("Une phrase qui se termine ici. Et une autre qui continue", 31)).toBe(
      "Une phrase qui se termine ici...",
    );
    expect(excerpt("mot mot mot mot mot", 10)).toBe("mot mot...");
    expect(cut).not.toMatch(/\.\.\.\.$/);
  });

  it("cuts one character over the limit", () => {
    const over = long.slice(0, 201);
    expect(excerpt(over, 200)).toBe(`${long.slice(0, 200)}...`);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(excerpt("abc def ghi", 4)).toBe("abc...");
  });
});
