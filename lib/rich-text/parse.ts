import { z } from "zod";

// Stored rich text comes in four formats (spec §3): Quill Delta JSON `{"ops": […]}` from the
// legacy editor, Tiptap JSON from the new one, HTML, or plain text.

const deltaOpSchema = z.object({
  insert: z.union([z.string(), z.record(z.string(), z.unknown())]),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type DeltaOp = z.infer<typeof deltaOpSchema>;

export type TiptapNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: TiptapNode[];
};

const tiptapNodeSchema: z.ZodType<TiptapNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    content: z.array(tiptapNodeSchema).optional(),
  }),
);

export type RichText =
  | { format: "delta"; ops: DeltaOp[] }
  | { format: "tiptap"; doc: TiptapNode }
  | { format: "html"; html: string }
  | { format: "text"; text: string };

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** Recognises the stored format. Content that is neither valid JSON document nor HTML is text. */
export function parseRichText(content: unknown): RichText {
  if (content !== null && typeof content === "object")
    return fromJson(content, JSON.stringify(content));
  const source = typeof content === "string" ? content : "";
  const trimmed = source.trim();
  if (trimmed.startsWith("{")) {
    try {
      return fromJson(JSON.parse(trimmed), source);
    } catch {
      // Not JSON after all: fall through to HTML or text.
    }
  }
  if (HTML_TAG.test(source)) return { format: "html", html: source };
  return { format: "text", text: source };
}

function fromJson(value: unknown, source: string): RichText {
  const delta = z.object({ ops: z.array(deltaOpSchema) }).safeParse(value);
  if (delta.success) return { format: "delta", ops: delta.data.ops };
  const doc = tiptapNodeSchema.safeParse(value);
  if (doc.success && doc.data.type === "doc") return { format: "tiptap", doc: doc.data };
  return { format: "text", text: source };
}
