import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { contactMessages, newsletterSubscribers, otpCodes, outbox, rateLimits, revokedSessions, users } from "@/lib/db/schema";

// The privacy page's retention promises, kept by the daily job: what is past its period goes,
// and each run writes what it removed to the audit log (in the same transaction).

export const RETENTION = {
  /** Contact messages, and visitors' newsletter subscriptions after unsubscribing: 3 years (spec §9). */
  contactMessagesYears: 3,
  /** A newsletter subscription never confirmed by its e-mail link: no consent was given. */
  pendingSubscriptionDays: 30,
  /** E-mails kept by the local transport (development, staging). */
  outboxDays: 30,
  /** An account created on the site whose address was never confirmed by a code. */
  unconfirmedAccountDays: 30,
  /** Rate-limit events: no limit counts further back than a day. */
  rateLimitHours: 24,
} as const;

export type PurgeCounts = {
  contactMessages: number;
  newsletterSubscribers: number;
  loginCodes: number;
  rateLimitEvents: number;
  revokedSessions: number;
  outboxMessages: number;
  unconfirmedAccounts: number;
};

/** Removes everything past its retention period at `now`, in one transaction, and records the counts. */
export async function runRetentionPurges({ now }: { now: Date }): Promise<PurgeCounts> {
  return getDb().transaction(async (tx) => {
    const before = (amount: number, unit: "year" | "day" | "hour") =>
      sql`${now.toISOString()}::timestamptz - make_interval(${sql.raw(`${unit}s`)} => ${amount})`;
    const counts: PurgeCounts = {
      contactMessages: (await tx.delete(contactMessages).where(lt(contactMessages.createdAt, before(RETENTION.contactMessagesYears, "year"))).returning({ id: contactMessages.id })).length,
      newsletterSubscribers: (
        await tx
          .delete(newsletterSubscribers)
          .where(
            or(
              and(eq(newsletterSubscribers.status, "unsubscribed"), lt(newsletterSubscribers.unsubscribedAt, before(RETENTION.contactMessagesYears, "year"))),
              and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.createdAt, before(RETENTION.pendingSubscriptionDays, "day"))),
            ),
          )
          .returning({ id: newsletterSubscribers.id })
      ).length,
      // Used, killed or expired codes are of no use: only a live code can be typed.
      loginCodes: (await tx.delete(otpCodes).where(or(isNotNull(otpCodes.consumedAt), lt(otpCodes.expiresAt, now))).returning({ id: otpCodes.id })).length,
      rateLimitEvents: (await tx.delete(rateLimits).where(lt(rateLimits.createdAt, before(RETENTION.rateLimitHours, "hour"))).returning({ id: rateLimits.id })).length,
      revokedSessions: (await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now)).returning({ id: revokedSessions.tokenId })).length,
      outboxMessages: (await tx.delete(outbox).where(lt(outbox.createdAt, before(RETENTION.outboxDays, "day"))).returning({ id: outbox.id })).length,
      // Never confirmed: nobody controlling the address asked for it. No payment can exist.
      unconfirmedAccounts: (
        await tx
          .delete(users)
          .where(
            and(
              isNull(users.emailVerifiedAt),
              isNull(users.anonymizedAt),
              lt(users.createdAt, before(RETENTION.unconfirmedAccountDays, "day")),
              sql`not exists (select 1 from payments where payments.user_id = ${users.id})`,
              sql`not exists (select 1 from subscriptions where subscriptions.user_id = ${users.id})`,
            ),
          )
          .returning({ id: users.id })
      ).length,
    };
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    await recordAudit(tx, {
      actor: null,
      action: "retention.purge",
      subject: { type: "purge" },
      summary: total === 0 ? "Purge de conservation : rien à supprimer" : `Purge de conservation : ${total} élément(s) supprimé(s)`,
      details: { ...counts, at: now.toISOString() },
    });
    return counts;
  });
}
