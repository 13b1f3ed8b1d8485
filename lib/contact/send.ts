import "server-only";
import { eq } from "drizzle-orm";
import ContactMessageEmail from "@/lib/email/templates/contact-message";
import { getDb } from "@/lib/db";
import { contactMessages as contactTable } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { consumeRateLimits } from "@/lib/rate-limit";
import { contactMessages, contactSubjectLabels, type ContactInput } from "./schema";

export const CONTACT_LIMIT_PER_HOUR = 5;

export type ContactOutcome = "sent" | "ignored";

/**
 * Stores the message and sends it to the union's address with the sender as reply-to. A robot
 * that filled the honeypot is told "sent" and nothing happens. If delivery fails the stored row
 * is removed, so that the visitor's retry does not leave a duplicate.
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
  const [stored] = await getDb()
    .insert(contactTable)
    .values({
      subject: input.subject,
      isMember: input.isMember === "yes",
      identity: input.identity,
      email: input.email,
      message: input.message,
    })
    .returning({ id: contactTable.id });
  try {
    await sendEmail({
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
    });
  } catch (error) {
    if (stored) await getDb().delete(contactTable).where(eq(contactTable.id, stored.id));
    throw error;
  }
  return "sent";
}
