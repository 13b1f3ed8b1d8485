import "server-only";
import { eq, sql } from "drizzle-orm";
import NewsletterAlreadySubscribedEmail from "@/lib/email/templates/newsletter-already-subscribed";
import NewsletterConfirmationEmail from "@/lib/email/templates/newsletter-confirmation";
import { getDb } from "@/lib/db";
import { newsletterSubscribers } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { env } from "@/lib/env";
import { consumeRateLimits } from "@/lib/rate-limit";
import { hashToken, newToken } from "@/lib/tokens";

// Visitors' newsletter subscriptions with double opt-in: a pending row and a confirmation
// e-mail; the link's page confirms with a button (so that mail scanners opening links confirm
// nothing). Members choose the newsletter on their profile instead.

// One answer whatever the address's state (audit finding L6): an address already subscribed
// receives an e-mail saying so, so that the form never tells who reads the newsletter.
export type SubscribeOutcome = "confirmation-sent";

export const subscribeMessages = {
  "confirmation-sent":
    "Merci\u00a0! Un e-mail de confirmation vient de vous être envoyé\u00a0: cliquez sur le lien qu’il contient pour valider votre inscription.",
  "rate-limited": "Trop de demandes d’inscription. Veuillez réessayer dans une heure.",
} as const;

/** `email` must already be validated and normalised (emailSchema). */
export async function subscribeVisitor(email: string, ip: string): Promise<SubscribeOutcome> {
  // Limits first: whatever the answer, asking costs the same, so that addresses cannot be tried in bulk.
  await consumeRateLimits(
    [
      { bucket: `subscribe:ip:${ip}`, limits: [{ limit: 10, windowSeconds: 3600 }] },
      { bucket: `subscribe:email:${email}`, limits: [{ limit: 3, windowSeconds: 3600 }] },
    ],
    subscribeMessages["rate-limited"],
  );
  const [existing] = await getDb().select().from(newsletterSubscribers).where(byEmail(email));
  if (existing?.status === "confirmed") {
    await getDb().transaction((tx) =>
      queueEmail(tx, {
        // why the kind: the reply to a subscription request, with the confirmation's priority.
        kind: "newsletter-confirmation",
        to: email,
        subject: "Votre inscription à la lettre du SRH",
        react: NewsletterAlreadySubscribedEmail({ siteUrl: env.siteUrl }),
        idempotencyKey: `newsletter-already-subscribed:${newToken().hash}`,
      }),
    );
    await sendQueuedEmailsSoon();
    return "confirmation-sent";
  }

  const confirm = newToken();
  const pending = {
    status: "pending" as const,
    confirmTokenHash: confirm.hash,
    unsubscribedAt: null,
  };
  await getDb().transaction(async (tx) => {
    const inserted = existing
      ? []
      : await tx
          .insert(newsletterSubscribers)
          .values({ email, ...pending, unsubscribeToken: newToken().token })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      await tx.update(newsletterSubscribers).set(pending).where(byEmail(email));
    }
    await queueEmail(tx, {
      kind: "newsletter-confirmation",
      to: email,
      subject: "Confirmez votre inscription à la lettre du SRH",
      react: NewsletterConfirmationEmail({
        confirmUrl: `${env.siteUrl}/newsletter/confirmation?token=${confirm.token}`,
      }),
      // One e-mail per confirmation link.
      idempotencyKey: `newsletter-confirmation:${confirm.hash}`,
    });
  });
  await sendQueuedEmailsSoon();
  return "confirmation-sent";
}

function byEmail(email: string) {
  return eq(sql`lower(${newsletterSubscribers.email})`, email);
}

export type ConfirmOutcome = "confirmed" | "invalid";

export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const rows = await getDb()
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date(), confirmTokenHash: null })
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0 ? "confirmed" : "invalid";
}
