import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { newsletterDeliveries, newsletterSubscribers, users } from "@/lib/db/schema";
import { getSessionSecret } from "@/lib/env";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

// Unsubscribing an address, from an e-mail's link (one-click POST or the page's button): the
// member's option goes off, a visitor subscription becomes unsubscribed, and the deliveries still
// waiting for that address are skipped, in one transaction.

/** The address a link's token names: a signed newsletter token, or a visitor subscription's own token. */
export async function addressOfUnsubscribeToken(token: string): Promise<string | null> {
  const signed = verifyUnsubscribeToken(token, getSessionSecret());
  if (signed) return signed;
  const [subscriber] = await getDb()
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return subscriber ? subscriber.email.toLowerCase() : null;
}

/** false when the token names nobody. Unsubscribing twice is harmless. */
export async function unsubscribeWithToken(token: string, now = new Date()): Promise<boolean> {
  const email = await addressOfUnsubscribeToken(token);
  if (!email) return false;
  await unsubscribeAddress(email, now);
  return true;
}

export async function unsubscribeAddress(email: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  await getDb().transaction(async (tx) => {
    const members = await tx
      .update(users)
      .set({ newsletter: false, updatedAt: now })
      .where(
        and(
          eq(sql`lower(${users.email})`, address),
          isNull(users.anonymizedAt),
          eq(users.newsletter, true),
        ),
      )
      .returning({ id: users.id });
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(sql`lower(${newsletterSubscribers.email})`, address),
          ne(newsletterSubscribers.status, "unsubscribed"),
        ),
      );
    // Rows already in a batch call stay as they are (that call may be repeated after a crash).
    await tx
      .update(newsletterDeliveries)
      .set({ status: "skipped", error: "Désinscrit avant l’envoi" })
      .where(
        and(
          eq(sql`lower(${newsletterDeliveries.email})`, address),
          eq(newsletterDeliveries.status, "pending"),
          isNull(newsletterDeliveries.batchKey),
        ),
      );
    for (const member of members) {
      await recordAudit(tx, {
        actor: null,
        action: "member.newsletter-unsubscribe",
        subject: { type: "user", id: member.id },
        summary: "Désinscription de la lettre d’information par le lien d’un e-mail",
      });
    }
  });
}
