import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { billingNow } from "@/lib/membership/clock";
import { listTiers } from "@/lib/membership/tiers";
import {
  conversionCohort,
  hasPaidDues,
  isAbandonedSignup,
  memberStateJoin,
} from "@/lib/membership/state-sql";
import {
  MEMBERSHIP_STATES,
  RENEWAL_KINDS,
  type MembershipStateKind as MemberState,
  type RenewalKind,
} from "@/lib/membership/state";

// The figures of the admin dashboard (/admin), each computed by the database with the same
// expressions as the directory, so that every figure equals the count of the directory it links to.

export const RENEWAL_WINDOW_DAYS = 30;

export type Dashboard = {
  total: number;
  byState: { state: MemberState; count: number }[];
  byTier: { tierId: string | null; title: string; count: number }[];
  /** The last 24 Paris months, oldest first (months without a new member included). */
  newMembersByMonth: { month: string; count: number }[];
  /** Dues per Paris calendar year, refunds subtracted from the payment's year (the attestations' figure). */
  duesByYear: { year: number; cents: number; members: number }[];
  renewalsDue: number;
  /** Members by automatic renewal (apart from the validity): automatic, stopped, failed, none. */
  byRenewal: { renewal: RenewalKind; count: number }[];
  /**
   * Renewal charges for a period already paid apart (payments.already_paid_until) and not refunded
   * yet: each to refund, linked to its member.
   */
  doubleCharges: { userId: string; name: string; amountCents: number; paidAt: Date }[];
  /** Members past their offered first year, and how many of them paid since. */
  conversion: { eligible: number; paid: number };
};

function parisMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(date);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

/** The 24 months ending with the month of `now`, as yyyy-mm. */
export function lastMonths(now: Date, count = 24): string[] {
  const [y, m] = parisMonth(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

export async function loadDashboard(
  admin: AdminViewer,
  at?: Date,
  db: Database = getDb(),
): Promise<Dashboard> {
  assertAdminViewer(admin);
  const now = at ?? (await billingNow(db));
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const months = lastMonths(now);
  const [states, tiers, joined, dues, conversion, doubles] = await Promise.all([
    selectRows<{ state: MemberState; renewal: RenewalKind; count: number; renewals: number }>(
      db,
      sql`select ms.state, ms.renewal, count(*)::int as count,
            count(*) filter (where ms.state in ('trial', 'active') and ms.until <= ${nowSql} + make_interval(days => ${RENEWAL_WINDOW_DAYS}::int))::int as renewals
          from users u ${memberStateJoin(now)} where u.anonymized_at is null and not ${isAbandonedSignup} group by ms.state, ms.renewal`,
    ),
    selectRows<{ tier_id: string | null; count: number }>(
      db,
      sql`select u.tier_id, count(*)::int as count from users u where u.anonymized_at is null and not ${isAbandonedSignup} group by u.tier_id`,
    ),
    selectRows<{ month: string; count: number }>(
      db,
      sql`select to_char(u.created_at at time zone 'Europe/Paris', 'YYYY-MM') as month, count(*)::int as count
          from users u where u.anonymized_at is null and not ${isAbandonedSignup} and to_char(u.created_at at time zone 'Europe/Paris', 'YYYY-MM') >= ${months[0]}
          group by 1`,
    ),
    selectRows<{ year: number; cents: number; members: number }>(
      db,
      sql`select extract(year from coalesce(p.paid_at, p.created_at) at time zone 'Europe/Paris')::int as year,
            sum(p.amount_cents - p.refunded_cents)::int as cents,
            count(distinct p.user_id) filter (where p.amount_cents > p.refunded_cents and u.anonymized_at is null)::int as members
          from payments p join users u on u.id = p.user_id
          where p.status = 'succeeded' and p.canceled_at is null
          group by 1 order by 1`,
    ),
    selectRows<{ eligible: number; paid: number }>(
      db,
      sql`select count(*)::int as eligible, count(*) filter (where ${hasPaidDues})::int as paid
          from users u where u.anonymized_at is null and not ${isAbandonedSignup} and ${conversionCohort(now, "eligible")}`,
    ),
    selectRows<{ user_id: string; name: string; amount_cents: number; paid_at: Date | string }>(
      db,
      sql`select p.user_id, u.firstname || ' ' || u.lastname as name, p.amount_cents,
            coalesce(p.paid_at, p.created_at) as paid_at
          from payments p join users u on u.id = p.user_id
          where p.already_paid_until is not null and p.status = 'succeeded' and p.refunded_cents < p.amount_cents
          order by 4 desc limit 50`,
    ),
  ]);
  const byMonth = new Map(joined.map((row) => [row.month, row.count]));
  // In the tiers' display order, members without a tier last.
  const tierOrder = await listTiers(db);
  const rank = (tierId: string | null) => {
    const index = tierOrder.findIndex((tier) => tier.id === tierId);
    return index < 0 ? tierOrder.length : index;
  };
  return {
    total: states.reduce((sum, row) => sum + row.count, 0),
    byState: MEMBERSHIP_STATES.map((state) => ({
      state,
      count: states.filter((row) => row.state === state).reduce((sum, row) => sum + row.count, 0),
    })),
    byRenewal: RENEWAL_KINDS.map((renewal) => ({
      renewal,
      count: states
        .filter((row) => row.renewal === renewal)
        .reduce((sum, row) => sum + row.count, 0),
    })),
    doubleCharges: doubles.map((row) => ({
      userId: row.user_id,
      name: row.name,
      amountCents: row.amount_cents,
      paidAt: new Date(row.paid_at),
    })),
    byTier: [...tiers]
      .sort((a, b) => rank(a.tier_id) - rank(b.tier_id))
      .map((row) => ({
        tierId: row.tier_id,
        title: tierOrder.find((tier) => tier.id === row.tier_id)?.title ?? "Sans type d’adhésion",
        count: row.count,
      })),
    newMembersByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    duesByYear: dues.filter((row) => row.cents > 0 || row.members > 0),
    renewalsDue: states.reduce((sum, row) => sum + row.renewals, 0),
    conversion: conversion[0] ?? { eligible: 0, paid: 0 },
  };
}
