import "server-only";
import { z } from "zod";
import { parseRichText } from "./parse";
import { richTextToPlainText } from "./plain-text";
import {
  MAX_RICH_TEXT_BYTES,
  RICH_TEXT_MESSAGES,
  validateTiptapDoc,
  type TiptapDoc,
} from "./tiptap-schema";
import { richTextToTiptap } from "./to-tiptap";

// Rich text arriving in a write (forms and the documented API): Tiptap JSON is checked strictly
// (a forbidden link or node is a 400 naming it); legacy Quill Delta, HTML and plain text, which
// older clients still send, go through the sanitiser and are stored converted. Either way what
// is stored is Tiptap JSON.

export const richTextInputSchema = z.unknown().transform((value, ctx): TiptapDoc => {
  const source = typeof value === "string" ? value : JSON.stringify(value ?? "");
  if (source.length > MAX_RICH_TEXT_BYTES * 2) {
    ctx.addIssue({ code: "custom", message: RICH_TEXT_MESSAGES.tooLarge });
    return z.NEVER;
  }
  const parsed = parseRichText(value);
  // An object that is neither a Tiptap document nor a Delta is a broken client, not text.
  if (parsed.format === "text" && value !== null && typeof value === "object") {
    ctx.addIssue({ code: "custom", message: RICH_TEXT_MESSAGES.invalid });
    return z.NEVER;
  }
  const checked = validateTiptapDoc(
    parsed.format === "tiptap" ? parsed.doc : richTextToTiptap(value),
  );
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.error });
    return z.NEVER;
  }
  return checked.doc;
});

/** Rich text kept as plain text (the links' description, spec §3): any format, its text. */
export const plainTextInputSchema = z.unknown().transform((value) => richTextToPlainText(value));
