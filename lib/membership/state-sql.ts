import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { LIVE_SUBSCRIPTION_STATUSES, RENEWAL_RETRY_DAYS } from "./state";

// The membership state computed by the database, in the same query as the directory, the export,
// the list API and the dashboard (never one call per member). It is `membershipState`
// (lib/membership/state.ts) written in SQL, clause for clause; tests/integration/
// membership-state-sql.test.ts runs both on the same fixtures, on both databases.
// Derived tables grouped by member (hash joins), not a lateral query per member: 10,000 members
// and 30,000 payments are read once each.

const retryDays = sql.raw(`array[${RENEWAL_RETRY_DAYS.join(", ")}]`);
const liveStatuses = sql.raw(LIVE_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(", "));

/** addParisYears(date, 1): the same Paris day and time a year later (29/02 → 28/02). */
function plusParisYear(date: SQL): SQL {
  return sql`(((${date}) at time zone 'Europe/Paris') + interval '1 year') at time zone 'Europe/Paris'`;
}

/**
 * Joins to put after `from users u`: columns `ms.state` (trial, active, past_due, expired, none),
 * `ms.until` (the date that matters, or null), `ms.last_failed` (state none shown as 'Paiement
 * échoué': the last payment failed), and the renewal apart (`renewalOf`): `ms.renewal`
 * (automatic, stopped, failed, none) and `ms.renewal_at` (its date, or null).
 */
export function memberStateJoin(now: Date, userIds?: readonly string[]): SQL {
  // The end of the year a payment buys: its covers_until, or a year from when it was paid.
  const coverageEnd = sql`coalesce(covers_until, ${plusParisYear(sql`coalesce(paid_at, created_at)`)})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  // A page of 24 members computes the state of those 24 only.
  const only = userIds ? sql`and user_id = any(${`{${userIds.join(",")}}`}::uuid[])` : sql``;
  return sql`
  left join (
    select distinct on (user_id) user_id, status, current_period_start, current_period_end, cancel_at_period_end, ended_at,
      status in (${liveStatuses}) as live
    from subscriptions where true ${only} order by user_id, created_at desc, id desc
  ) ms_sub on ms_sub.user_id = u.id
  left join (
    -- max after the year is added: 28/02 11:00 and 29/02 10:00 swap order a year later
    select user_id, max(covered) as paid
    from (
      select user_id, ${coverageEnd} as covered
      from payments
      where status = 'succeeded' and canceled_at is null and amount_cents > 0 and refunded_cents < amount_cents ${only}
      offset 0
    ) ms_covered
    group by user_id
  ) ms_pay on ms_pay.user_id = u.id
  left join (
    select user_id, max(free_year_ends_at) as free from signups where user_id is not null ${only} group by user_id
  ) ms_free on ms_free.user_id = u.id
  left join (
    select distinct on (user_id) user_id, status = 'failed' as failed
    from payments where canceled_at is null ${only} order by user_id, coalesce(paid_at, created_at) desc, created_at desc
  ) ms_last on ms_last.user_id = u.id
  -- What is paid: the ledger's latest year, or an imported "payé jusqu'au" (users.imported_paid_until).
  cross join lateral (
    select greatest(ms_pay.paid, u.imported_paid_until) as paid
  ) ms_paid
  cross join lateral (
    select greatest(
      ms_paid.paid,
      ms_free.free,
      case
        when ms_sub.live then ms_sub.current_period_end
        when ms_sub.status = 'canceled' then least(coalesce(ms_sub.ended_at, ms_sub.current_period_end), ms_sub.current_period_end)
      end
    ) as valid_until
  ) ms_v
  cross join lateral (
    select
      case
        when ms_sub.status = 'past_due' then
          case when ms_paid.paid > ${at} and ms_paid.paid > ms_sub.current_period_start then 'active' else 'past_due' end
        when ms_v.valid_until > ${at} then
          case when ms_paid.paid > ${at} or ms_sub.status = 'active' then 'active' else 'trial' end
        when ms_sub.live and not ms_sub.cancel_at_period_end then 'past_due'
        when ms_v.valid_until is not null then 'expired'
        else 'none'
      end as state,
      case
        when ms_sub.status = 'past_due' then
          case
            when ms_paid.paid > ${at} and ms_paid.paid > ms_sub.current_period_start then ms_paid.paid
            else greatest(ms_paid.paid, ms_free.free, ms_sub.current_period_start)
          end
        else ms_v.valid_until
      end as until,
      coalesce(ms_last.failed, false) as last_failed,
      case
        when ms_sub.status = 'past_due' then 'failed'
        when ms_sub.live and ms_sub.cancel_at_period_end then 'stopped'
        when ms_sub.live then 'automatic'
        else 'none'
      end as renewal,
      case
        when ms_sub.status = 'past_due' then (
          select min(ms_sub.current_period_start + d * interval '86400 seconds')
          from unnest(${retryDays}) d
          where ms_sub.current_period_start + d * interval '86400 seconds' > ${at}
        )
        when ms_sub.live then ms_sub.current_period_end
      end as renewal_at
  ) ms`;
}

/**
 * The conversion cohort of the dashboard and of the directory's matching view: members registered
 * more than a year ago (the first year is offered), and among them those who have paid dues.
 */
export function conversionCohort(now: Date, cohort: "eligible" | "paid"): SQL {
  const eligible = sql`u.created_at <= ${now.toISOString()}::timestamptz - interval '1 year'`;
  return cohort === "eligible" ? eligible : sql`${eligible} and ${hasPaidDues}`;
}

/** At least one payment that went through and was not entirely refunded or cancelled. */
export const hasPaidDues = sql`exists (select 1 from payments p where p.user_id = u.id and p.status = 'succeeded' and p.canceled_at is null and p.amount_cents > p.refunded_cents)`;

/**
 * An abandoned signup : the address was confirmed (the account exists) but the
 * card step was never finished, and nothing was paid, offered, imported or granted. A prospect,
 * not a member: kept out of the directory, its counts and the dashboard, listed apart.
 */
// One uncorrelated subquery (a hashed set of the few prospects, computed once per statement),
// not a correlated test per member: the directory's 10,000 rows only probe the set.
export const isAbandonedSignup = sql`(u.id in (
  select s.user_id from signups s join users su on su.id = s.user_id
  where s.status = 'confirmed' and s.user_id is not null and su.imported_paid_until is null
    and not exists (select 1 from subscriptions x where x.user_id = s.user_id)
    and not exists (select 1 from payments p where p.user_id = s.user_id and p.status = 'succeeded' and p.canceled_at is null)
))`;
