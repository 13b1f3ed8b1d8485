"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { countNewsletterRecipients } from "@/lib/newsletter/recipients";
import { audienceSchema } from "@/lib/newsletter/composer-schema";
import { IMMEDIATE_SEND, newsletterSettings } from "@/lib/newsletter/settings";
import { newsletterShareLeft } from "@/lib/email/sender";
import {
  deleteNewsletterDraft,
  newsletterDraftSchema,
  saveNewsletterDraft,
} from "@/lib/newsletter/drafts";

// The recipients' count shown in the preview and in the confirmation before a send, with what
// today's share leaves: the confirmation says how many go today and when the others go.
export const countRecipientsAction = action(
  { schema: z.object({ audience: audienceSchema }), role: "admin" },
  async ({ audience }) => {
    const { debug, dailyLimit } = newsletterSettings();
    const count = await countNewsletterRecipients(audience, {
      debugLimit: debug.enabled ? debug.limit : null,
    });
    return {
      data: {
        count,
        shareLeftToday: await newsletterShareLeft(new Date(), dailyLimit),
        immediateCap: debug.enabled ? Math.min(IMMEDIATE_SEND, debug.limit) : IMMEDIATE_SEND,
        dailyLimit,
      },
    };
  },
);

/** Keeps the letter being written on the server, for every administrator. */
export const saveNewsletterDraftAction = action(
  {
    schema: newsletterDraftSchema,
    role: "admin",
    failureMessage: "Erreur lors de l’enregistrement du brouillon",
  },
  async (input, { viewer }) => ({
    message: "Brouillon enregistré.",
    data: await saveNewsletterDraft(viewer, input),
  }),
);

/** Discards a draft, or removes it once its letter is sent. */
export const deleteNewsletterDraftAction = action(
  { schema: z.object({ id: z.string() }), role: "admin" },
  async ({ id }, { viewer }) => {
    await deleteNewsletterDraft(viewer, id);
    return "Brouillon supprimé.";
  },
);
