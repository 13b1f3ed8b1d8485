import "server-only";
import ContactMessageEmail from "@/lib/email/templates/contact-message";
import { getDb } from "@/lib/db";
import { contactMessages as contactTable } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { env } from "@/lib/env";
import { consumeRateLimits } from "@/lib/rate-limit";
import { contactMessages, contactSubjectLabels, type ContactInput } from "./schema";

export const CONTACT_LIMIT_PER_HOUR = 5;

export type ContactOutcome = "sent" | "ignored";

/**
 * Stores the message and, in the same transaction, its e-mail to the union's address with the
 * sender as reply-to; the e-mail goes out after the commit (and is retried until the provider
 * takes it). A robot that filled the honeypot is told "sent" and nothing happens.
 */
export async function sendContactMessage(input: ContactInput, ip: string): Promise<ContactOutcome> {
  if (input.website?.trim()) return "ignored";
  await consumeRateLimits(
    [
      {
        bucket: `contact:ip:${ip}`,
        limits: [{ limit: CONTACT_LIMIT_PER_HOUR, windowSeconds: 3600 }],
      },
    ],
    contactMessages.rateLimited,
  );
  await getDb().transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactTable)
      .values({
        subject: input.subject,
        isMember: input.isMember === "yes",
        identity: input.identity,
        email: input.email,
        message: input.message,
      })
      .returning({ id: contactTable.id });
    await queueEmail(tx, {
      kind: "contact-message",
      to: env.CONTACT_TO,
      replyTo: input.email,
      subject: `[Contact SRH] ${contactSubjectLabels[input.subject]} – ${input.identity}`,
      react: ContactMessageEmail({
        subject: contactSubjectLabels[input.subject],
        isMember: input.isMember === "yes" ? "Oui" : "Non",
        identity: input.identity,
        contactDetails: input.email,
        message: input.message,
      }),
      idempotencyKey: `contact:${stored!.id}`,
    });
  });
  await sendQueuedEmailsSoon();
  return "sent";
}
