// Whether a Tiptap document has visible text: the editors' "content entered" rule (spec §4),
// shared by the server's schemas and the admin forms, so it imports nothing.

export type TextTree = { type?: string; text?: string; content?: TextTree[] };

export function tiptapHasText(node: TextTree | null | undefined): boolean {
  if (!node) return false;
  if (node.type === "text") return (node.text ?? "").trim().length > 0;
  return (node.content ?? []).some(tiptapHasText);
}
