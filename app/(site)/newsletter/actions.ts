"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { ValidationError } from "@/lib/errors";
import { confirmSubscription, subscribeMessages, subscribeVisitor, unsubscribe } from "@/lib/newsletter/subscribers";
import { clientIp } from "@/lib/request-info";
import { emailSchema } from "@/lib/validation/email";

export const subscribeToNewsletter = action({ schema: z.object({ email: emailSchema }) }, async ({ email }) => {
  const outcome = await subscribeVisitor(email, await clientIp());
  return subscribeMessages[outcome];
});

const tokenSchema = z.object({ token: z.string().min(10).max(200) });

export const confirmNewsletterSubscription = action({ schema: tokenSchema }, async ({ token }) => {
  const outcome = await confirmSubscription(token);
  if (outcome === "invalid") {
    throw new ValidationError(
      "Ce lien de confirmation n'est plus valable. Inscrivez-vous de nouveau pour en recevoir un autre.",
    );
  }
  return "Votre inscription est confirmée. Vous recevrez désormais la lettre d'information du SRH.";
});

export const unsubscribeFromNewsletter = action({ schema: tokenSchema }, async ({ token }) => {
  if (!(await unsubscribe(token))) {
    throw new ValidationError("Ce lien de désinscription n'est pas valable.");
  }
  return "Vous êtes désinscrit : vous ne recevrez plus la lettre d'information du SRH.";
});
