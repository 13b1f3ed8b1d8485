import "server-only";
import { z } from "zod";
import { hasText, parseRichText, richTextToTiptap, validateTiptapDoc } from "@/lib/rich-text";
import { audienceSchema, composerFormSchema } from "./composer-schema";
import { MISSING_TITLE_OR_CONTENT } from "./messages";

// The composer's input as the server takes it: the form's rules (./composer-schema.ts, shared with
// the admin's form), with the content converted for storage (the documented call also accepts
// legacy formats) and the audience's states or tiers meaning members only.

export const newsletterInputSchema = composerFormSchema.extend({
  content: z
    .unknown()
    .transform((value, ctx): string => {
      const stored = storedContent(value);
      if ("error" in stored) {
        ctx.addIssue({ code: "custom", message: stored.error });
        return z.NEVER;
      }
      return stored.content;
    })
    .refine((content) => hasText(content), MISSING_TITLE_OR_CONTENT),
  audience: audienceSchema.default({ membersOnly: false, states: [], tiers: [] }),
});

export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/**
 * The editor's Tiptap document (an object, or its JSON text) is checked against the toolbar's
 * allow-list and stored as JSON text; a legacy HTML, Quill Delta or plain-text string is converted
 * to the same checked format (through the sanitiser), like every publication: the archive on the
 * site and `/api/content` never carry what the sanitiser would drop (audit finding L5).
 */
function storedContent(value: unknown): { content: string } | { error: string } {
  if (value === undefined || value === null) return { error: MISSING_TITLE_OR_CONTENT };
  let doc: unknown = value;
  if (typeof value === "string") {
    if (value.length > 600_000)
      return { error: "Le contenu est trop volumineux (512 Ko au plus)." };
    try {
      doc = value.trimStart().startsWith("{") ? JSON.parse(value) : value;
    } catch {
      doc = value;
    }
  }
  const parsed = parseRichText(doc);
  const checked = validateTiptapDoc(
    parsed.format === "tiptap" ? parsed.doc : richTextToTiptap(doc),
  );
  return checked.ok ? { content: JSON.stringify(checked.doc) } : { error: checked.error };
}
