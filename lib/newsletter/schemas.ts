import { z } from "zod";
import { MEMBERSHIP_STATES } from "@/lib/membership/state";
import { hasText, parseRichText, richTextToTiptap, validateTiptapDoc } from "@/lib/rich-text";
import { MISSING_TITLE_OR_CONTENT } from "./messages";

// The composer's input (spec §7: title, content, selectedPublicationIds) with its French
// messages; the audience is our addition (members only, some states or tiers).

export const audienceSchema = z
  .object({
    membersOnly: z.boolean().default(false),
    states: z
      .array(z.enum(MEMBERSHIP_STATES, { error: "État d'adhésion inconnu" }))
      .max(MEMBERSHIP_STATES.length)
      .default([]),
    tiers: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  })
  // Choosing states or tiers only makes sense for members.
  .transform((a) => ({
    ...a,
    membersOnly: a.membersOnly || a.states.length > 0 || a.tiers.length > 0,
  }));

export const newsletterInputSchema = z.object({
  title: z
    .string({ error: MISSING_TITLE_OR_CONTENT })
    .trim()
    .min(1, MISSING_TITLE_OR_CONTENT)
    .max(200, "Le titre ne doit pas dépasser 200 caractères"),
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
  selectedPublicationIds: z
    .array(z.uuid({ error: "Publication inconnue" }), { error: "Liste de publications invalide" })
    .max(100, "Trop de publications sélectionnées")
    .default([]),
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
