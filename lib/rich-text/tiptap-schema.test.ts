import { describe, expect, it } from "vitest";
import { MAX_RICH_TEXT_BYTES, RICH_TEXT_MESSAGES, validateTiptapDoc } from "./tiptap-schema";

const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const text = (value: string, marks?: object[]) =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };
const doc = (...content: object[]) => ({ type: "doc", content });

describe("validateTiptapDoc", () => {
  it("accepts what the editor’s toolbar produces and drops the editor’s default attributes", () => {
    const input = doc(
      { type: "heading", attrs: { textAlign: null, level: 1 }, content: [text("Titre")] },
      {
        type: "paragraph",
        attrs: { textAlign: "center" },
        content: [
          text("gras", [
            { type: "bold" },
            { type: "italic" },
            { type: "underline" },
            { type: "strike" },
          ]),
          { type: "hardBreak" },
          text("lien", [
            {
              type: "link",
              attrs: {
                href: "https://x.example",
                target: "_blank",
                rel: "noopener noreferrer nofollow",
                class: null,
              },
            },
          ]),
        ],
      },
      {
        type: "orderedList",
        attrs: { start: 3, type: null },
        content: [{ type: "listItem", content: [paragraph(text("un"))] }],
      },
      {
        type: "bulletList",
        content: [
          {
            type: "listItem",
            content: [
              paragraph(text("deux")),
              {
                type: "bulletList",
                content: [{ type: "listItem", content: [paragraph(text("trois"))] }],
              },
            ],
          },
        ],
      },
      { type: "paragraph", attrs: { textAlign: "left" } },
    );
    const result = validateTiptapDoc(input);
    expect(result).toEqual({
      ok: true,
      doc: doc(
        { type: "heading", attrs: { level: 1 }, content: [text("Titre")] },
        {
          type: "paragraph",
          attrs: { textAlign: "center" },
          content: [
            text("gras", [
              { type: "bold" },
              { type: "italic" },
              { type: "strike" },
              { type: "underline" },
            ]),
            { type: "hardBreak" },
            text("lien", [{ type: "link", attrs: { href: "https://x.example" } }]),
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [paragraph(text("un"))] }],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                paragraph(text("deux")),
                {
                  type: "bulletList",
                  content: [{ type: "listItem", content: [paragraph(text("trois"))] }],
                },
              ],
            },
          ],
        },
        { type: "paragraph" },
      ),
    });
  });

  it("gives an empty document one empty paragraph", () => {
    expect(validateTiptapDoc({ type: "doc" })).toEqual({
      ok: true,
      doc: doc({ type: "paragraph" }),
    });
  });

  it.each([
    [
      "image outside a paragraph",
      doc({ type: "image", attrs: { src: "https://x.example/a.png" } }),
      RICH_TEXT_MESSAGES.invalid,
    ],
    [
      "image with a javascript: source",
      doc(paragraph({ type: "image", attrs: { src: "javascript:alert(1)" } })),
      RICH_TEXT_MESSAGES.image,
    ],
    [
      "image without a source",
      doc(paragraph({ type: "image", attrs: {} })),
      RICH_TEXT_MESSAGES.image,
    ],
    [
      "iframe-like node",
      doc({ type: "iframe", attrs: { src: "https://evil.example" } }),
      RICH_TEXT_MESSAGES.element("iframe"),
    ],
    [
      "code block",
      doc({ type: "codeBlock", content: [text("x")] }),
      RICH_TEXT_MESSAGES.element("codeBlock"),
    ],
    [
      "unknown mark",
      doc(paragraph(text("x", [{ type: "textStyle", attrs: { color: "red" } }]))),
      RICH_TEXT_MESSAGES.element("textStyle"),
    ],
    [
      "heading level 4",
      doc({ type: "heading", attrs: { level: 4 }, content: [text("x")] }),
      RICH_TEXT_MESSAGES.element("titre de niveau 4"),
    ],
    [
      "javascript: link",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))),
      RICH_TEXT_MESSAGES.link,
    ],
    [
      "link with a tab in the scheme",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "java\tscript:alert(1)" } }]))),
      RICH_TEXT_MESSAGES.link,
    ],
    [
      "data: link",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "data:text/html,x" } }]))),
      RICH_TEXT_MESSAGES.link,
    ],
    ["link without href", doc(paragraph(text("x", [{ type: "link" }]))), RICH_TEXT_MESSAGES.link],
    ["text at the top level", doc(text("x")), RICH_TEXT_MESSAGES.invalid],
    [
      "paragraph inside a paragraph",
      doc(paragraph(paragraph(text("x")))),
      RICH_TEXT_MESSAGES.invalid,
    ],
    [
      "list item outside a list",
      doc({ type: "listItem", content: [paragraph(text("x"))] }),
      RICH_TEXT_MESSAGES.invalid,
    ],
    ["empty list", doc({ type: "bulletList", content: [] }), RICH_TEXT_MESSAGES.invalid],
    ["empty text node", doc(paragraph({ type: "text", text: "" })), RICH_TEXT_MESSAGES.invalid],
    [
      "text that is not a string",
      doc(paragraph({ type: "text", text: 42 })),
      RICH_TEXT_MESSAGES.invalid,
    ],
    ["content that is not an array", { type: "doc", content: "x" }, RICH_TEXT_MESSAGES.invalid],
    ["not a document", paragraph(text("x")), RICH_TEXT_MESSAGES.invalid],
    ["a string", "<p>x</p>", RICH_TEXT_MESSAGES.invalid],
    ["null", null, RICH_TEXT_MESSAGES.invalid],
  ])("refuses %s", (_name, input, error) => {
    expect(validateTiptapDoc(input)).toEqual({ ok: false, error });
  });

  it("refuses nesting deeper than sixteen levels", () => {
    let node: object = paragraph(text("x"));
    for (let level = 0; level < 10; level += 1)
      node = { type: "bulletList", content: [{ type: "listItem", content: [node] }] };
    expect(validateTiptapDoc(doc(node))).toEqual({ ok: false, error: RICH_TEXT_MESSAGES.invalid });
  });

  it("refuses more than 512 KB of JSON and accepts just under", () => {
    const filler = "é".repeat(MAX_RICH_TEXT_BYTES / 2); // two bytes each in UTF-8
    expect(validateTiptapDoc(doc(paragraph(text(filler))))).toEqual({
      ok: false,
      error: RICH_TEXT_MESSAGES.tooLarge,
    });
    expect(validateTiptapDoc(doc(paragraph(text("a".repeat(MAX_RICH_TEXT_BYTES - 200))))).ok).toBe(
      true,
    );
  });
});
