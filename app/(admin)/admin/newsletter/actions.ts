"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { countNewsletterRecipients } from "@/lib/newsletter/recipients";
import { audienceSchema } from "@/lib/newsletter/composer-schema";
import { newsletterSettings } from "@/lib/newsletter/settings";

// The recipients' count shown in the preview and in the confirmation before a send (issue 19).
export const countRecipientsAction = action(
  { schema: z.object({ audience: audienceSchema }), role: "admin" },
  async ({ audience }) => {
    const { debug } = newsletterSettings();
    const count = await countNewsletterRecipients(audience, {
      debugLimit: debug.enabled ? debug.limit : null,
    });
    return { data: count };
  },
);
