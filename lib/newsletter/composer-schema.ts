import { z } from "zod";
import { MEMBERSHIP_STATES } from "@/lib/membership/state";
import { tiptapHasText, type TextTree } from "@/lib/rich-text/tiptap-text";
import { MISSING_TITLE_OR_CONTENT } from "./messages";

// The composer's rules (spec §7: title, content, selectedPublicationIds; the audience is our
// addition) with their French messages, for the admin's form and the server alike: no server code
// here. The server's schema (./schemas.ts) takes these and converts the content for storage.

export const newsletterTitleSchema = z
  .string({ error: MISSING_TITLE_OR_CONTENT })
  .trim()
  .min(1, MISSING_TITLE_OR_CONTENT)
  .max(200, "Le titre ne doit pas dépasser 200 caractères");

export const selectedPublicationIdsSchema = z
  .array(z.uuid({ error: "Publication inconnue" }), { error: "Liste de publications invalide" })
  .max(100, "Trop de publications sélectionnées")
  .default([]);

/** The audience as chosen: everyone, or members only (some states or tiers; none chosen: all). */
export const audienceChoiceSchema = z.object({
  membersOnly: z.boolean().default(false),
  states: z
    .array(z.enum(MEMBERSHIP_STATES, { error: "État d’adhésion inconnu" }))
    .max(MEMBERSHIP_STATES.length)
    .default([]),
  tiers: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

/** The audience of a send: choosing states or tiers only makes sense for members. */
export const audienceSchema = audienceChoiceSchema.transform((a) => ({
  ...a,
  membersOnly: a.membersOnly || a.states.length > 0 || a.tiers.length > 0,
}));

/**
 * The composer's form: the content is the editor's Tiptap document, with visible text. The
 * audience keeps the states and tiers ticked while "Tous les inscrits" is chosen (they come back
 * with "Adhérents seulement"); `composerRequest` leaves them out of what is sent.
 */
export const composerFormSchema = z.object({
  title: newsletterTitleSchema,
  content: z
    .custom<TextTree | null>((value) => value === null || typeof value === "object", {
      error: MISSING_TITLE_OR_CONTENT,
    })
    .refine((doc) => tiptapHasText(doc), MISSING_TITLE_OR_CONTENT),
  selectedPublicationIds: selectedPublicationIdsSchema,
  audience: audienceChoiceSchema,
});

export type ComposerFormValues = z.input<typeof composerFormSchema>;
export type ComposerFormOutput = z.output<typeof composerFormSchema>;

/**
 * What the composer sends (preview or queue): the chosen publications still listed, in the list's
 * order, and the states and tiers only for a members-only letter.
 */
export function composerRequest(values: ComposerFormOutput, listed: { id: string }[]) {
  const { membersOnly, states, tiers } = values.audience;
  return {
    title: values.title,
    content: values.content,
    selectedPublicationIds: listed
      .filter((publication) => values.selectedPublicationIds.includes(publication.id))
      .map((publication) => publication.id),
    audience: { membersOnly, states: membersOnly ? states : [], tiers: membersOnly ? tiers : [] },
  };
}
