import "server-only";
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb, type Database } from "@/lib/db";
import { deleteUnreferencedFiles } from "@/lib/files/cleanup";
import {
  attestations,
  contactMessages,
  files,
  newsletterSubscribers,
  emailOutbox,
  mailbox,
  otpCodes,
  payments,
  rateLimits,
  revokedSessions,
  signups,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { parisYear } from "@/lib/format/dates";
import { anonymizeMember } from "@/lib/members/gdpr";
import { addParisYears } from "@/lib/membership/state";
import { membershipStatesFor } from "@/lib/membership/reads";

// The privacy page's retention promises, kept by the daily job: what is past its period goes,
// and each run writes what it removed to the audit log (in the same transaction).

export const RETENTION = {
  /** Contact messages, and visitors' newsletter subscriptions after unsubscribing: 3 years (spec §9). */
  contactMessagesYears: 3,
  /** A newsletter subscription never confirmed by its e-mail link: no consent was given. */
  pendingSubscriptionDays: 30,
  /**
   * E-mails: the outbox's rows once sent or given up (staff answer "I never got my receipt"),
   * and what the local transport kept (development, staging). Counted in real time.
   */
  outboxDays: 30,
  /** An account created on the site whose address was never confirmed by a code. */
  unconfirmedAccountDays: 30,
  /** Rate-limit events: no limit counts further back than a day. */
  rateLimitHours: 24,
  /** A signup left before its end (address never confirmed, card never given). */
  unfinishedSignupDays: 30,
  /** Former members' personal data, after their membership ended (privacy page). */
  formerMemberYears: 5,
  /**
   * Payments, ended subscriptions and tax attestations: the legal accounting period (Code de
   * commerce art. L123-22), counted from the end of the (calendar) financial year they belong to.
   */
  accountingYears: 10,
  /** An upload nothing uses (an edit abandoned after its files were sent): a week to be saved. */
  unusedUploadDays: 7,
} as const;

export type PurgeCounts = {
  contactMessages: number;
  newsletterSubscribers: number;
  loginCodes: number;
  rateLimitEvents: number;
  revokedSessions: number;
  outboxMessages: number;
  mailboxMessages: number;
  unconfirmedAccounts: number;
  unfinishedSignups: number;
  formerMembers: number;
  accountingRecords: number;
  unusedUploads: number;
};

/**
 * Records of a Paris calendar year end their period on 1 January, `accountingYears` + 1 years
 * later: at any time in 2037, what belongs to 2026 or before goes. Payments first (they point at
 * subscriptions); a subscription goes once it has ended before that year and no payment of it
 * remains.
 */
async function purgeAccountingRecords(tx: Database, now: Date): Promise<number> {
  const lastPurgedYear = parisYear(now) - RETENTION.accountingYears - 1;
  const parisYearOf = (column: unknown) =>
    sql`extract(year from (${column}) at time zone 'Europe/Paris')::int`;
  const gonePayments = await tx
    .delete(payments)
    .where(
      sql`${parisYearOf(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`)} <= ${lastPurgedYear}`,
    )
    .returning({ id: payments.id });
  const goneAttestations = await tx
    .delete(attestations)
    .where(sql`${attestations.year} <= ${lastPurgedYear}`)
    .returning({ id: attestations.id });
  const goneSubscriptions = await tx
    .delete(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.endedAt),
        sql`${parisYearOf(subscriptions.endedAt)} <= ${lastPurgedYear}`,
        sql`not exists (select 1 from payments where payments.subscription_id = ${subscriptions.id})`,
      ),
    )
    .returning({ id: subscriptions.id });
  return gonePayments.length + goneAttestations.length + goneSubscriptions.length;
}

/** Uploads older than a week that no content, link, FAQ answer or newsletter points to. */
export async function purgeUnusedUploads(tx: Database, now: Date): Promise<number> {
  const old = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      lt(
        files.createdAt,
        sql`${now.toISOString()}::timestamptz - make_interval(days => ${RETENTION.unusedUploadDays})`,
      ),
    );
  const deleted = await deleteUnreferencedFiles(
    tx,
    null,
    old.map((row) => row.id),
    `sans usage depuis son envoi (purge de conservation)`,
  );
  return deleted.length;
}

/**
 * Removes everything past its retention period at `now` (the billing clock: real time with
 * Stripe, the demo's simulated clock otherwise), e-mail records at `realNow`, in one transaction,
 * and records the counts.
 */
export async function runRetentionPurges({
  now,
  realNow = new Date(),
}: {
  now: Date;
  realNow?: Date;
}): Promise<PurgeCounts> {
  const formerMembers = await anonymizeFormerMembers({ now });
  return getDb().transaction(async (tx) => {
    const before = (amount: number, unit: "year" | "day" | "hour") =>
      sql`${now.toISOString()}::timestamptz - make_interval(${sql.raw(`${unit}s`)} => ${amount})`;
    const realBefore = (days: number) => new Date(realNow.getTime() - days * 24 * 3600 * 1000);
    const counts: PurgeCounts = {
      contactMessages: (
        await tx
          .delete(contactMessages)
          .where(lt(contactMessages.createdAt, before(RETENTION.contactMessagesYears, "year")))
          .returning({ id: contactMessages.id })
      ).length,
      newsletterSubscribers: (
        await tx
          .delete(newsletterSubscribers)
          .where(
            or(
              and(
                eq(newsletterSubscribers.status, "unsubscribed"),
                lt(
                  newsletterSubscribers.unsubscribedAt,
                  before(RETENTION.contactMessagesYears, "year"),
                ),
              ),
              and(
                eq(newsletterSubscribers.status, "pending"),
                lt(
                  newsletterSubscribers.createdAt,
                  before(RETENTION.pendingSubscriptionDays, "day"),
                ),
              ),
            ),
          )
          .returning({ id: newsletterSubscribers.id })
      ).length,
      // Used, killed or expired codes are of no use: only a live code can be typed.
      loginCodes: (
        await tx
          .delete(otpCodes)
          .where(or(isNotNull(otpCodes.consumedAt), lt(otpCodes.expiresAt, now)))
          .returning({ id: otpCodes.id })
      ).length,
      rateLimitEvents: (
        await tx
          .delete(rateLimits)
          .where(lt(rateLimits.createdAt, before(RETENTION.rateLimitHours, "hour")))
          .returning({ id: rateLimits.id })
      ).length,
      revokedSessions: (
        await tx
          .delete(revokedSessions)
          .where(lt(revokedSessions.expiresAt, now))
          .returning({ id: revokedSessions.tokenId })
      ).length,
      // E-mail records are judged on real time, never the billing clock: moving the demo's
      // clock forward must not erase what members were just sent.
      outboxMessages: (
        await tx
          .delete(emailOutbox)
          .where(
            and(
              inArray(emailOutbox.state, ["sent", "failed", "unverified"]),
              lt(emailOutbox.createdAt, realBefore(RETENTION.outboxDays)),
            ),
          )
          .returning({ id: emailOutbox.id })
      ).length,
      mailboxMessages: (
        await tx
          .delete(mailbox)
          .where(lt(mailbox.createdAt, realBefore(RETENTION.outboxDays)))
          .returning({ id: mailbox.id })
      ).length,
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
      unfinishedSignups: (
        await tx
          .delete(signups)
          .where(
            and(
              ne(signups.status, "completed"),
              lt(signups.createdAt, before(RETENTION.unfinishedSignupDays, "day")),
            ),
          )
          .returning({ id: signups.id })
      ).length,
      formerMembers,
      accountingRecords: await purgeAccountingRecords(tx, now),
      unusedUploads: await purgeUnusedUploads(tx, now),
    };
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    await recordAudit(tx, {
      actor: null,
      action: "retention.purge",
      subject: { type: "purge" },
      summary:
        total === 0
          ? "Purge de conservation\u00a0: rien à supprimer"
          : `Purge de conservation\u00a0: ${total} ${total > 1 ? "éléments supprimés" : "élément supprimé"}`,
      details: { ...counts, at: now.toISOString() },
    });
    return counts;
  });
}

/**
 * Former members, 5 years after their membership ended: the same anonymisation as an account
 * deletion (payments and attestations stay, as accounting records). The end is the membership
 * state's date (expired); an account that never held a membership ends when it was created.
 * Administrators are never purged. Each member in its own transaction, with its audit row.
 */
export async function anonymizeFormerMembers({ now }: { now: Date }): Promise<number> {
  const db = getDb();
  const cutoff = addParisYears(now, -RETENTION.formerMemberYears);
  // Only accounts older than the period can qualify: a cheap first filter before the states.
  const candidates = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(isNull(users.anonymizedAt), eq(users.isAdmin, false), lt(users.createdAt, cutoff)));
  let count = 0;
  for (let start = 0; start < candidates.length; start += 1000) {
    const chunk = candidates.slice(start, start + 1000);
    const states = await membershipStatesFor(
      chunk.map((member) => member.id),
      { now },
    );
    for (const member of chunk) {
      const state = states.get(member.id)?.state;
      if (!state || (state.state !== "expired" && state.state !== "none")) continue;
      const ended = state.date ?? member.createdAt;
      if (ended >= cutoff) continue;
      await db.transaction((tx) =>
        anonymizeMember(tx, member, {
          actor: null,
          action: "retention.anonymize",
          summary: `Données personnelles anonymisées\u00a0: adhésion terminée depuis plus de ${RETENTION.formerMemberYears} ans`,
        }),
      );
      count += 1;
    }
  }
  return count;
}
