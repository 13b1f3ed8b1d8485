"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { markOutboxEmailSent, resendOutboxEmail } from "@/lib/email/queries";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";

const schema = z.object({ id: z.string() });

/** « Renvoyer »: an e-mail given up or « à vérifier », back in the queue with a new key. */
export const resendEmail = action({ schema, role: "admin" }, async ({ id }, { viewer }) => {
  await resendOutboxEmail(id, { actor: viewer });
  await sendQueuedEmailsSoon();
  revalidatePath("/admin/emails");
  return "E-mail remis en file d’envoi\u00a0: il part dans un instant.";
});

/** « Il a été envoyé »: the provider's log shows an « à vérifier » e-mail delivered. */
export const markEmailSent = action({ schema, role: "admin" }, async ({ id }, { viewer }) => {
  await markOutboxEmailSent(id, { actor: viewer });
  revalidatePath("/admin/emails");
  return "E-mail marqué envoyé.";
});
