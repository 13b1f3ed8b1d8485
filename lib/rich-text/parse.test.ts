import { describe, expect, it } from "vitest";
import { parseRichText } from "./parse";

const delta = { ops: [{ insert: "Bonjour", attributes: { bold: true } }, { insert: "\n" }] };
const tiptap = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Bonjour" }] }],
};

describe("parseRichText", () => {
  it("recognises Quill Delta given as an object", () => {
    expect(parseRichText(delta)).toEqual({ format: "delta", ops: delta.ops });
  });

  it("recognises Quill Delta given as a JSON string, even with surrounding white space", () => {
    expect(parseRichText(JSON.stringify(delta))).toEqual({ format: "delta", ops: delta.ops });
    expect(parseRichText(`  \n${JSON.stringify(delta)}\n`)).toEqual({
      format: "delta",
      ops: delta.ops,
    });
  });

  it("recognises an empty Delta", () => {
    expect(parseRichText('{"ops":[]}')).toEqual({ format: "delta", ops: [] });
  });

  it("recognises Tiptap JSON given as an object and as a string", () => {
    expect(parseRichText(tiptap)).toEqual({ format: "tiptap", doc: tiptap });
    expect(parseRichText(JSON.stringify(tiptap))).toEqual({ format: "tiptap", doc: tiptap });
  });

  it("treats a Tiptap node that is not a document as text", () => {
    expect(parseRichText('{"type":"paragraph"}')).toEqual({
      format: "text",
      text: '{"type":"paragraph"}',
    });
  });

  it("treats JSON that is neither Delta nor Tiptap as text", () => {
    expect(parseRichText('{"foo": 1}')).toEqual({ format: "text", text: '{"foo": 1}' });
    expect(parseRichText('{"ops":[{"insert":42}]}')).toEqual({
      format: "text",
      text: '{"ops":[{"insert":42}]}',
    });
  });

  it("treats invalid JSON starting with { as text", () => {
    expect(parseRichText("{pas du json")).toEqual({ format: "text", text: "{pas du json" });
  });

  it("treats invalid JSON starting with { that contains tags as HTML", () => {
    expect(parseRichText("{<b>x</b>")).toEqual({ format: "html", html: "{<b>x</b>" });
  });

  it("recognises HTML", () => {
    expect(parseRichText("<p>Bonjour</p>")).toEqual({ format: "html", html: "<p>Bonjour</p>" });
    expect(parseRichText("avant<br/>après")).toEqual({ format: "html", html: "avant<br/>après" });
    expect(parseRichText('<A HREF="https://x.example">x</A>')).toEqual({
      format: "html",
      html: '<A HREF="https://x.example">x</A>',
    });
  });

  it("treats text with a lone < as plain text", () => {
    expect(parseRichText("3 < 4 & 5 > 2")).toEqual({ format: "text", text: "3 < 4 & 5 > 2" });
  });

  it("treats plain text as text", () => {
    expect(parseRichText("Bonjour\nle monde")).toEqual({
      format: "text",
      text: "Bonjour\nle monde",
    });
  });

  it("gives empty text for empty, null, undefined and non-string scalars", () => {
    for (const empty of ["", null, undefined, 42, true]) {
      expect(parseRichText(empty)).toEqual({ format: "text", text: "" });
    }
  });
});
