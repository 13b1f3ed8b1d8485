import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { attestations, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { parisYear } from "@/lib/format/dates";
import { profilePath } from "@/lib/urls";
import TaxAttestationEmail from "@/lib/email/templates/tax-attestation";
import { issueAttestation, issueAttestationsOfYear } from "./issue";

// The attestations' part of the daily job:
// - in January (Europe/Paris), the previous year's attestations are issued;
// - every day, an issued attestation whose payments changed since (a late refund, an offline
//   payment entered afterwards) is corrected by a new version;
// - current attestations not yet sent are e-mailed to their member, PDF attached, a bounded
//   number per run so that a large January does not exceed the run's time.

/** E-mails per run: the provider's daily quota is shared with the newsletter (README). */
export const ATTESTATION_EMAILS_PER_RUN = 200;

/** PDFs written per run in January: bounds the run's time (figures in the README); the next day goes on. */
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
 * Sends current attestations of past years not yet sent; at most `limit`. One refused e-mail is
 * released for the next run and counted; the others go on.
 */
export async function emailPendingAttestations({
  now,
  limit = ATTESTATION_EMAILS_PER_RUN,
}: {
  now: Date;
  limit?: number;
}): Promise<{ sent: number; failed: number }> {
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
  let sent = 0;
  let failed = 0;
  for (const { id } of pending) {
    // Claimed before sending, so that two runs never send one twice; released if the send fails.
    const [claimed] = await db
      .update(attestations)
      .set({ emailedAt: now })
      .where(and(eq(attestations.id, id), isNull(attestations.emailedAt)))
      .returning({
        userId: attestations.userId,
        year: attestations.year,
        number: attestations.number,
        version: attestations.version,
        pdf: attestations.pdf,
      });
    if (!claimed) continue;
    const [member] = await db
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (!member) continue;
    try {
      await sendEmail({
        to: member.email,
        subject: `Votre attestation fiscale ${claimed.year}`,
        react: TaxAttestationEmail({
          firstname: member.firstname,
          year: claimed.year,
          number: claimed.number,
          corrected: claimed.version > 1,
          profileUrl: `${env.siteUrl}${profilePath(claimed.userId)}#attestations`,
        }),
        attachments: [{ filename: `attestation-${claimed.number}.pdf`, content: claimed.pdf }],
      });
      sent += 1;
    } catch (error) {
      await db.update(attestations).set({ emailedAt: null }).where(eq(attestations.id, id));
      failed += 1;
      console.error(
        `[attestations] ${claimed.number} not e-mailed (retried next run): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { sent, failed };
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
    emailed: emails.sent,
    emailFailed: emails.failed,
  };
}
