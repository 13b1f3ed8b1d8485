import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { attestations, users } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { parisYear } from "@/lib/format/dates";
import { profilePath } from "@/lib/urls";
import TaxAttestationEmail from "@/lib/email/templates/tax-attestation";
import { issueAttestation, issueAttestationsOfYear } from "./issue";

// The attestations' part of the daily job:
// - in January (Europe/Paris), the previous year's attestations are issued;
// - every day, an issued attestation whose payments changed since (a late refund, an offline
//   payment entered afterwards) is corrected by a new version;
// - current attestations not yet e-mailed are queued in the outbox for their member (the PDF
//   attached when sent), a bounded number per run; the sender sends them within the day's quota.

/** E-mails queued per run (the sender spreads them over the days the provider's quota needs). */
export const ATTESTATION_EMAILS_PER_RUN = 200;

/** PDFs written per run in January: bounds the run's time (figures in docs/membership.md); the next day goes on. */
export const ATTESTATIONS_ISSUED_PER_RUN = 1000;

/** Members whose current attestation no longer matches their payments of its year. */
async function staleAttestations(): Promise<{ userId: string; year: number }[]> {
  const rows = await selectRows<{ user_id: string; year: number }>(
    getDb(),
    sql`select a.user_id, a.year from attestations a
        left join lateral (
          select coalesce(sum(p.amount_cents - p.refunded_cents), 0)::int as total,
                 coalesce(array_agg(p.id::text order by p.id::text), '{}') as ids
          from payments p
          where p.user_id = a.user_id and p.status = 'succeeded' and p.canceled_at is null and p.paid_at is not null
            and extract(year from p.paid_at at time zone 'Europe/Paris') = a.year
        ) dues on true
        where a.canceled_at is null
          and (dues.total <> a.total_cents
               or dues.ids <> coalesce((select array_agg(x order by x) from jsonb_array_elements_text(a.payment_ids) x), '{}'))`,
  );
  return rows.map((row) => ({ userId: row.user_id, year: Number(row.year) }));
}

export async function correctStaleAttestations({
  now,
}: {
  now: Date;
}): Promise<{ corrected: number; canceled: number }> {
  const counts = { corrected: 0, canceled: 0 };
  for (const { userId, year } of await staleAttestations()) {
    const outcome = await issueAttestation({ userId, year, now });
    if (outcome.status === "corrected" || outcome.status === "canceled")
      counts[outcome.status] += 1;
  }
  return counts;
}

/**
 * Queues the e-mails of current attestations of past years not yet e-mailed; at most `limit`.
 * Each is marked e-mailed in the transaction that queues it (so never twice); the outbox's
 * sender delivers it and retries what the provider refuses.
 */
export async function emailPendingAttestations({
  now,
  limit = ATTESTATION_EMAILS_PER_RUN,
}: {
  now: Date;
  limit?: number;
}): Promise<{ queued: number }> {
  const db = getDb();
  const pending = await db
    .select({ id: attestations.id })
    .from(attestations)
    .innerJoin(users, eq(users.id, attestations.userId))
    .where(
      and(
        isNull(attestations.emailedAt),
        isNull(attestations.canceledAt),
        isNull(users.anonymizedAt),
        lt(attestations.year, parisYear(now)),
      ),
    )
    .orderBy(attestations.issuedAt)
    .limit(limit);
  let queued = 0;
  for (const { id } of pending) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(attestations)
        .set({ emailedAt: now })
        .where(and(eq(attestations.id, id), isNull(attestations.emailedAt)))
        .returning({
          userId: attestations.userId,
          year: attestations.year,
          number: attestations.number,
          version: attestations.version,
        });
      if (!claimed) return false;
      const [member] = await tx
        .select({ email: users.email, firstname: users.firstname })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (!member) return false;
      await queueEmail(tx, {
        kind: "tax-attestation",
        to: member.email,
        userId: claimed.userId,
        subject: `Votre attestation fiscale ${claimed.year}`,
        react: TaxAttestationEmail({
          firstname: member.firstname,
          year: claimed.year,
          number: claimed.number,
          corrected: claimed.version > 1,
          profileUrl: `${env.siteUrl}${profilePath(claimed.userId)}#attestations`,
        }),
        // The PDF is read when the e-mail is sent: attestations are immutable records.
        attachments: [
          { kind: "attestation", attestationId: id, filename: `attestation-${claimed.number}.pdf` },
        ],
        idempotencyKey: `attestation:${id}`,
      });
      return true;
    });
    if (done) queued += 1;
  }
  if (queued > 0) await sendQueuedEmailsSoon();
  return { queued };
}

/** The daily job's entry. */
export async function runAttestationJob({ now }: { now: Date }) {
  const parisMonth = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", month: "numeric" }).format(now),
  );
  const yearly =
    parisMonth === 1
      ? await issueAttestationsOfYear({
          year: parisYear(now) - 1,
          now,
          limit: ATTESTATIONS_ISSUED_PER_RUN,
        })
      : null;
  const corrections = await correctStaleAttestations({ now });
  const emails = await emailPendingAttestations({ now });
  return {
    issued: yearly?.issued ?? 0,
    corrected: corrections.corrected + (yearly?.corrected ?? 0),
    canceled: corrections.canceled + (yearly?.canceled ?? 0),
    emailed: emails.queued,
  };
}
