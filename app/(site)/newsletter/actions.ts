"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { ValidationError } from "@/lib/errors";
import {
  confirmSubscription,
  subscribeMessages,
  subscribeVisitor,
} from "@/lib/newsletter/subscribers";
import { unsubscribeWithToken } from "@/lib/newsletter/unsubscribe";
import { clientIp } from "@/lib/request-info";
import { emailSchema } from "@/lib/validation/email";

export const subscribeToNewsletter = action(
  { schema: z.object({ email: emailSchema }), keepTyped: ["email"] },
  async ({ email }) => {
    const outcome = await subscribeVisitor(email, await clientIp());
    return subscribeMessages[outcome];
  },
);

const tokenSchema = z.object({ token: z.string().min(10).max(600) });

export const confirmNewsletterSubscription = action({ schema: tokenSchema }, async ({ token }) => {
  const outcome = await confirmSubscription(token);
  if (outcome === "invalid") {
    throw new ValidationError(
      "Ce lien de confirmation n’est plus valable. Inscrivez-vous de nouveau pour en recevoir un autre.",
    );
  }
  return "Votre inscription est confirmée. Vous recevrez désormais la lettre d’information du SRH.";
});

export const unsubscribeFromNewsletter = action({ schema: tokenSchema }, async ({ token }) => {
  // A newsletter e-mail's signed link (members and subscribers) or a subscription's own token.
  if (!(await unsubscribeWithToken(token))) {
    throw new ValidationError("Ce lien de désinscription n’est pas valable.");
  }
  return "Vous êtes désinscrit\u00a0: vous ne recevrez plus la lettre d’information du SRH.";
});
