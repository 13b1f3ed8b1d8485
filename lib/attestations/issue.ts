import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb, type Database } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { selectRows } from "@/lib/db/client";
import {
  attestationCounters,
  attestations,
  payments,
  users,
  type Attestation,
} from "@/lib/db/schema";
import { parisYear } from "@/lib/format/dates";
import { site } from "@/lib/site";
import { getDocumentIssuer } from "@/lib/union/queries";
import { renderAttestationPdf } from "./pdf";
import {
  attestationIsCurrent,
  attestationNumber,
  duesOfYear,
  type DuesMovement,
  type YearDues,
} from "./rules";

// Issuing the yearly tax attestations: one current attestation per member and calendar year with
// dues paid, stored as issued and never changed. When the payments of an issued year change (a
// late refund, an offline payment entered afterwards), a new version with a new number cancels
// the previous one; both stay listed. A year whose dues come to 0 € has no attestation.

export type IssueOutcome =
  | { status: "issued" | "corrected"; attestation: Attestation }
  | { status: "unchanged"; attestation: Attestation }
  | { status: "canceled"; attestation: Attestation }
  | { status: "nothing-due" };

type Issuer = { id: string } | null;

/** The dues movements of some members: succeeded, not cancelled payments, and their refunds. */
async function movementsOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, DuesMovement[]>> {
  const byUser = new Map<string, DuesMovement[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      paidAt: payments.paidAt,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      method: payments.method,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.userId, [...userIds]),
        eq(payments.status, "succeeded"),
        isNull(payments.canceledAt),
      ),
    );
  for (const row of rows) {
    if (!row.paidAt) continue;
    const movements = byUser.get(row.userId) ?? [];
    movements.push({
      kind: "payment",
      id: row.id,
      paidAt: row.paidAt,
      amountCents: row.amountCents,
      method: row.method,
    });
    if (row.refundedCents > 0)
      movements.push({
        kind: "refund",
        paymentId: row.id,
        paymentPaidAt: row.paidAt,
        amountCents: row.refundedCents,
      });
    byUser.set(row.userId, movements);
  }
  return byUser;
}

/**
 * Issues, corrects or cancels one member's attestation for `year` so that it says the truth at
 * `now`; unchanged when it already does. Safe to call any number of times, also concurrently
 * (one current attestation per member and year is a unique index).
 */
export async function issueAttestation({
  userId,
  year,
  now,
  issuedBy = null,
  db = getDb(),
}: {
  userId: string;
  year: number;
  now: Date;
  issuedBy?: Issuer;
  db?: Database;
}): Promise<IssueOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx.select().from(users).where(eq(users.id, userId));
      if (!member) return { status: "nothing-due" } as const;
      const dues = duesOfYear((await movementsOf(tx, [userId])).get(userId) ?? [], year);
      const [current] = await tx
        .select()
        .from(attestations)
        .where(inForce(userId, year))
        .for("update");
      if (current && attestationIsCurrent(current, dues))
        return { status: "unchanged", attestation: current } as const;
      if (current)
        await tx
          .update(attestations)
          .set({ canceledAt: now })
          .where(eq(attestations.id, current.id));
      if (dues.totalCents <= 0) {
        if (!current) return { status: "nothing-due" } as const;
        await recordAudit(tx, {
          actor: issuedBy,
          action: "attestation.cancel",
          subject: { type: "attestation", id: current.id },
          memberId: userId,
          summary: `Attestation ${current.number} annulée\u00a0: plus de cotisation versée en ${year}`,
        });
        return { status: "canceled", attestation: { ...current, canceledAt: now } } as const;
      }
      const attestation = await insertVersion(tx, {
        member,
        year,
        dues,
        now,
        issuedBy,
        replaces: current ?? null,
      });
      await recordAudit(tx, {
        actor: issuedBy,
        action: current ? "attestation.correct" : "attestation.issue",
        subject: { type: "attestation", id: attestation.id },
        memberId: userId,
        summary: current
          ? `Attestation ${attestation.number} émise, elle annule et remplace ${current.number}`
          : `Attestation ${attestation.number} émise (${year})`,
      });
      return { status: current ? "corrected" : "issued", attestation } as const;
    });
  } catch (error) {
    // Another issuer made the year's attestation at the same moment: theirs stands.
    if (isUniqueViolation(error)) {
      const [current] = await db.select().from(attestations).where(inForce(userId, year));
      if (current) return { status: "unchanged", attestation: current };
    }
    throw error;
  }
}

/** The member's attestation of the year in force (not cancelled by a correction). */
function inForce(userId: string, year: number) {
  return and(
    eq(attestations.userId, userId),
    eq(attestations.year, year),
    isNull(attestations.canceledAt),
  );
}

async function insertVersion(
  tx: Database,
  {
    member,
    year,
    dues,
    now,
    issuedBy,
    replaces,
  }: {
    member: typeof users.$inferSelect;
    year: number;
    dues: YearDues;
    now: Date;
    issuedBy: Issuer;
    replaces: Attestation | null;
  },
): Promise<Attestation> {
  // The counter row is updated in place: two issuers wait on it and never get the same number.
  const [counter] = await tx
    .insert(attestationCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: attestationCounters.year,
      set: { lastSequence: sql`${attestationCounters.lastSequence} + 1` },
    })
    .returning({ sequence: attestationCounters.lastSequence });
  const sequence = counter!.sequence;
  const number = attestationNumber(year, sequence);
  // The identity and signatory of the day of issue, kept with the attestation.
  const issuer = await getDocumentIssuer(tx);
  const pdf = await renderAttestationPdf({
    number,
    replacesNumber: replaces?.number ?? null,
    year,
    issuedAt: now,
    union: {
      name: site.name,
      legalName: issuer.legalName,
      address: issuer.address,
      legalStatus: issuer.legalStatus,
    },
    member: { name: `${member.firstname} ${member.lastname}`.trim(), address: member.address },
    totalCents: dues.totalCents,
    lines: dues.lines,
    signatory: { name: issuer.signatoryName, title: issuer.signatoryTitle },
  });
  const [row] = await tx
    .insert(attestations)
    .values({
      userId: member.id,
      year,
      version: (replaces?.version ?? 0) + 1,
      sequence,
      number,
      totalCents: dues.totalCents,
      paymentIds: dues.lines.map((line) => line.paymentId),
      pdf,
      issuedAt: now,
      issuedBy: issuedBy?.id ?? null,
      signatoryName: issuer.signatoryName,
      signatoryTitle: issuer.signatoryTitle,
    })
    .returning();
  return row!;
}

/** `remaining`: members not yet examined when the run stopped at its limit of PDFs written. */
export type YearIssueCounts = {
  issued: number;
  corrected: number;
  canceled: number;
  unchanged: number;
  remaining: number;
};

/** The members who paid dues in `year` (Europe/Paris) or hold a current attestation for it. */
async function membersConcernedBy(year: number, db: Database): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select distinct ${payments.userId} as user_id from ${payments}
        where ${payments.status} = 'succeeded' and ${payments.canceledAt} is null and ${payments.paidAt} is not null
          and extract(year from ${payments.paidAt} at time zone 'Europe/Paris') = ${year}
        union
        select ${attestations.userId} from ${attestations} where ${attestations.year} = ${year} and ${attestations.canceledAt} is null`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * Brings the attestations of `year` up to date: issues the missing ones, corrects the stale ones,
 * writing at most `limit` PDFs so that one run stays within its time (the next run goes on:
 * up-to-date members cost a query each, no PDF).
 */
export async function issueAttestationsOfYear({
  year,
  now,
  issuedBy = null,
  limit = Number.POSITIVE_INFINITY,
  db = getDb(),
}: {
  year: number;
  now: Date;
  issuedBy?: Issuer;
  limit?: number;
  db?: Database;
}): Promise<YearIssueCounts> {
  const counts: YearIssueCounts = {
    issued: 0,
    corrected: 0,
    canceled: 0,
    unchanged: 0,
    remaining: 0,
  };
  const members = await membersConcernedBy(year, db);
  for (const [index, userId] of members.entries()) {
    if (counts.issued + counts.corrected + counts.canceled >= limit) {
      counts.remaining = members.length - index;
      break;
    }
    const outcome = await issueAttestation({ userId, year, now, issuedBy, db });
    if (outcome.status !== "nothing-due") counts[outcome.status] += 1;
  }
  return counts;
}

export type AttestationSummary = Omit<Attestation, "pdf">;

const summaryColumns = {
  id: attestations.id,
  userId: attestations.userId,
  year: attestations.year,
  version: attestations.version,
  sequence: attestations.sequence,
  number: attestations.number,
  totalCents: attestations.totalCents,
  paymentIds: attestations.paymentIds,
  issuedAt: attestations.issuedAt,
  issuedBy: attestations.issuedBy,
  canceledAt: attestations.canceledAt,
  emailedAt: attestations.emailedAt,
  signatoryName: attestations.signatoryName,
  signatoryTitle: attestations.signatoryTitle,
};

/** A member's attestations, newest year first, the current version before the cancelled ones. */
export async function listMemberAttestations(userId: string): Promise<AttestationSummary[]> {
  return getDb()
    .select(summaryColumns)
    .from(attestations)
    .where(eq(attestations.userId, userId))
    .orderBy(desc(attestations.year), desc(attestations.version));
}

/** The stored PDF of an attestation, with its owner (the caller checks who may read it). */
export async function findAttestationPdf(
  id: string,
): Promise<{ userId: string; number: string; year: number; pdf: Uint8Array } | undefined> {
  const [row] = await getDb()
    .select({
      userId: attestations.userId,
      number: attestations.number,
      year: attestations.year,
      pdf: attestations.pdf,
    })
    .from(attestations)
    .where(eq(attestations.id, id));
  return row;
}

export type YearAttestationRow = {
  userId: string;
  name: string;
  email: string;
  /** The year's dues at today's payments (Europe/Paris year, refunds subtracted). */
  duesCents: number;
  current: {
    id: string;
    number: string;
    version: number;
    totalCents: number;
    issuedAt: Date;
    emailedAt: Date | null;
  } | null;
  canceledCount: number;
};

export type YearAttestationStatus = "issued" | "corrected" | "stale" | "missing";

export function yearAttestationStatus(row: YearAttestationRow): YearAttestationStatus {
  if (!row.current) return "missing";
  if (row.current.totalCents !== row.duesCents) return "stale";
  return row.current.version > 1 ? "corrected" : "issued";
}

/** Every member with dues in `year` or an attestation for it: for /admin/attestations. */
export async function listYearAttestations(
  admin: AdminViewer,
  year: number,
): Promise<YearAttestationRow[]> {
  assertAdminViewer(admin);
  const rows = await selectRows<{
    user_id: string;
    firstname: string;
    lastname: string;
    email: string;
    dues: number | null;
    current_id: string | null;
    current_number: string | null;
    current_version: number | null;
    current_total: number | null;
    current_issued_at: string | Date | null;
    current_emailed_at: string | Date | null;
    canceled_count: number;
  }>(
    getDb(),
    sql`with dues as (
          select p.user_id, sum(p.amount_cents - p.refunded_cents)::int as dues
          from payments p
          where p.status = 'succeeded' and p.canceled_at is null and p.paid_at is not null
            and extract(year from p.paid_at at time zone 'Europe/Paris') = ${year}
          group by p.user_id
        ), concerned as (
          select user_id from dues where dues > 0
          union select user_id from attestations where year = ${year}
        )
        select u.id as user_id, u.firstname, u.lastname, u.email, d.dues,
               a.id as current_id, a.number as current_number, a.version as current_version, a.total_cents as current_total,
               a.issued_at as current_issued_at, a.emailed_at as current_emailed_at,
               (select count(*)::int from attestations c where c.user_id = u.id and c.year = ${year} and c.canceled_at is not null) as canceled_count
        from concerned
        join users u on u.id = concerned.user_id
        left join dues d on d.user_id = u.id
        left join attestations a on a.user_id = u.id and a.year = ${year} and a.canceled_at is null
        order by u.lastname, u.firstname, u.id`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    userId: row.user_id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    duesCents: Number(row.dues ?? 0),
    current: row.current_id
      ? {
          id: row.current_id,
          number: row.current_number!,
          version: Number(row.current_version),
          totalCents: Number(row.current_total),
          issuedAt: date(row.current_issued_at)!,
          emailedAt: date(row.current_emailed_at),
        }
      : null,
    canceledCount: Number(row.canceled_count),
  }));
}

/** Demo content: the attestations of every past year with payments, as if January's runs had sent them. */
export async function issueDemoAttestations({
  now,
  db = getDb(),
}: {
  now: Date;
  db?: Database;
}): Promise<number> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct extract(year from ${payments.paidAt} at time zone 'Europe/Paris')::int as year from ${payments}
        where ${payments.status} = 'succeeded' and ${payments.paidAt} is not null order by 1`,
  );
  let issued = 0;
  for (const { year } of rows) {
    if (Number(year) >= parisYear(now)) continue;
    issued += (await issueAttestationsOfYear({ year: Number(year), now, db })).issued;
  }
  await db.update(attestations).set({ emailedAt: now }).where(isNull(attestations.emailedAt));
  return issued;
}
