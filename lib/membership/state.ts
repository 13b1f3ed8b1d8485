import type { PaymentStatus, SubscriptionStatus } from "@/lib/db/enums";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { lastDayCovered, memberStateLabel, membershipStateLabels } from "./labels";
import type { MembershipStateKind, Renewal } from "./kinds";
export {
  MEMBERSHIP_STATES,
  RENEWAL_KINDS,
  type MembershipStateKind,
  type Renewal,
  type RenewalKind,
} from "./kinds";

// Membership states, pure: no database, no clock of its own. The subscription is the
// provider's word (kept up to date by its webhooks); payments are the ledger (card, cheque,
// transfer). Each successful payment buys a year, in Europe/Paris calendar terms (paid
// 29/02/2028 → valid until 28/02/2029; paid at 00:30 in Paris counts for that Paris day even
// though it is still the day before in UTC): a subscription's charge from when it was paid, a
// payment apart from the end of what was already covered (paymentCoverage, nextCoverage).
//
//   none ──signup──▶ trial ──trial end, charge ok──▶ active ──renewal ok──▶ active
//                      │                               │
//                      │ period end, renewal stopped   │ renewal declined
//                      ▼                               ▼
//                   expired ◀──retries exhausted──── past_due (provider retries; access kept)
//                      │                               │
//                      └──────── a new payment ──▶ active ◀── a new payment
//
// Stopping the renewal changes no state (renewalOf: `stopped`); resuming it sets it `automatic`.

// Two things, shown as two things: the membership's validity (this state: valid while anything
// paid or offered runs, whatever the renewal does) and the automatic renewal (renewalOf below:
// automatic, stopped, failed or none). A member who stopped the renewal stays valid to the end
// of what is paid; only when nothing runs is the membership expired or none.

export type StateSubscription = {
  /** Our row's id: the ledger's lines of this subscription name it. */
  id?: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a canceled subscription ended (it may end before its period did). */
  endedAt?: Date | null;
};

export type StatePayment = {
  status: PaymentStatus;
  amountCents: number;
  refundedCents?: number;
  /** When the money was paid; falls back to createdAt for rows that predate the column. */
  paidAt?: Date | null;
  createdAt: Date;
  /** A cancelled offline payment counts for nothing. */
  canceledAt?: Date | null;
  /** The end of the year it buys (`nextCoverage` below); null: a year from paidAt. */
  coversUntil?: Date | null;
  /** A subscription's charge (its period), or null: a payment apart (one-time card, cheque, transfer). */
  subscriptionId?: string | null;
};

export type MembershipStateInput = {
  /** The member's latest subscription, if any. */
  subscription: StateSubscription | null | undefined;
  payments: readonly StatePayment[];
  /** The offered first year of a one-time member (no subscription carries it). */
  freeYearEndsAt?: Date | null;
  /** Dues paid before the site, up to this date (a CSV import's "Payé jusqu'au"): counts as paid. */
  importedPaidUntil?: Date | null;
  now: Date;
};

export type MembershipState = {
  state: MembershipStateKind;
  /** 'Première année offerte', 'Adhésion valide', 'Paiement échoué', 'Adhésion expirée', 'Aucun paiement'. */
  label: string;
  /** The date that matters: end of the offered or paid year, or when it ran out. */
  date: Date | null;
  /** "Première année offerte jusqu'au 23/11/2027", … (null for none). */
  detail: string | null;
  /** past_due and expired members see a renewal banner linking to the payment tab. */
  needsRenewal: boolean;
};

const PARIS = "Europe/Paris";
const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function parisParts(date: Date): [number, number, number, number, number, number] {
  const parts = new Map(partsFormat.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return [part("year"), part("month"), part("day"), part("hour"), part("minute"), part("second")];
}

/** Paris wall-clock time → the instant; a time skipped or repeated by a DST change takes the first offset tried. */
function fromParisWallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Paris is UTC+1 or UTC+2: try both offsets and keep the one that reads back as asked.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const [y, mo, d, h] = parisParts(candidate);
    if (y === year && mo === month && d === day && h === hour) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}

/** The same Paris day and time `years` later; 29 February becomes 28 February in a common year. */
export function addParisYears(date: Date, years: number): Date {
  const [y, mo, d, h, mi, s] = parisParts(date);
  const target = y + years;
  const lastDay = new Date(Date.UTC(target, mo, 0)).getUTCDate();
  return fromParisWallClock(target, mo, Math.min(d, lastDay), h, mi, s, date.getUTCMilliseconds());
}

/**
 * The year one payment pays for: up to its `coversUntil` (a payment apart),
 * else a year from when it was paid (a subscription's charge, or a line older than the rule).
 */
export function paymentCoverage(
  payment: Pick<StatePayment, "coversUntil" | "paidAt" | "createdAt">,
): { from: Date; until: Date } {
  if (payment.coversUntil)
    return { from: addParisYears(payment.coversUntil, -1), until: payment.coversUntil };
  const from = payment.paidAt ?? payment.createdAt;
  return { from, until: addParisYears(from, 1) };
}

/**
 * The end of the year a successful, not cancelled, not fully refunded payment pays for. A 0 €
 * line pays for nothing (Stripe's invoice at the start of a trial is one): the offered year
 * comes from the subscription or the signup, never from the ledger.
 */
export function paidUntil(
  payments: readonly StatePayment[],
  only: "all" | "apart" = "all",
): Date | null {
  let latest: Date | null = null;
  for (const payment of payments) {
    if (payment.status !== "succeeded" || payment.canceledAt || payment.amountCents <= 0) continue;
    if ((payment.refundedCents ?? 0) >= payment.amountCents) continue;
    if (only === "apart" && payment.subscriptionId) continue;
    const end = paymentCoverage(payment).until;
    if (!latest || end > latest) latest = end;
  }
  return latest;
}

function latestOf(...dates: (Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (date && (!latest || date > latest)) latest = date;
  return latest;
}

/**
 * Retries of a declined renewal, in days after the first attempt; after the last one the
 * subscription ends and the membership with it (the simulated provider runs this schedule, and
 * Stripe's retry settings must match it: docs/membership.md, "Past due").
 */
export const RENEWAL_RETRY_DAYS = [3, 5, 7] as const;

export function renewalOf(
  subscription:
    | Pick<
        StateSubscription,
        "status" | "cancelAtPeriodEnd" | "currentPeriodStart" | "currentPeriodEnd"
      >
    | null
    | undefined,
  now: Date,
): Renewal {
  if (!subscription || !isLiveSubscription(subscription.status))
    return { kind: "none", date: null };
  if (subscription.status === "past_due") {
    const retries = RENEWAL_RETRY_DAYS.map(
      (days) => new Date(subscription.currentPeriodStart.getTime() + days * 86_400_000),
    );
    return { kind: "failed", date: retries.find((at) => at > now) ?? null };
  }
  return {
    kind: subscription.cancelAtPeriodEnd ? "stopped" : "automatic",
    date: subscription.currentPeriodEnd,
  };
}

/** The provider still runs these subscriptions: it will charge (or is charging) the card. */
export const LIVE_SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
] as const satisfies readonly SubscriptionStatus[];

export function isLiveSubscription(status: string): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/**
 * The automatic renewal will charge at the period's end: live, not cancelled, not past due (a
 * past-due renewal is retried, not renewed).
 */
export function willRenew(
  subscription: Pick<StateSubscription, "status" | "cancelAtPeriodEnd">,
): boolean {
  return (
    isLiveSubscription(subscription.status) &&
    !subscription.cancelAtPeriodEnd &&
    subscription.status !== "past_due"
  );
}

export function membershipState({
  subscription,
  payments,
  freeYearEndsAt,
  importedPaidUntil,
  now,
}: MembershipStateInput): MembershipState {
  const paid = latestOf(paidUntil(payments), importedPaidUntil);
  const sub = subscription ?? null;
  const live = sub !== null && isLiveSubscription(sub.status);

  // A failed renewal the provider still retries: access kept, the date is when the paid (or offered) year ended.
  if (sub?.status === "past_due") {
    const date = latestOf(paid, freeYearEndsAt, sub.currentPeriodStart);
    return date && paid && paid > now && paid > sub.currentPeriodStart
      ? make("active", paid)
      : make("past_due", date);
  }

  // What the subscription itself vouches for (a past-due one was answered above).
  const subscriptionEnd = subscriptionCovers(sub);
  const validUntil = latestOf(paid, freeYearEndsAt, subscriptionEnd);

  if (validUntil && now < validUntil) {
    // Valid, whatever the renewal does (stopped or not): paid, or only offered so far.
    const paidNow = (paid !== null && now < paid) || sub?.status === "active";
    return make(paidNow ? "active" : "trial", validUntil);
  }

  // A live, not cancelled subscription whose period has run out: the provider is charging now.
  if (live && sub && !sub.cancelAtPeriodEnd) return make("past_due", validUntil);
  if (validUntil) return make("expired", validUntil);
  const last = [...payments]
    .filter((p) => !p.canceledAt)
    .sort((a, b) => (b.paidAt ?? b.createdAt).getTime() - (a.paidAt ?? a.createdAt).getTime())[0];
  // Spec §4: 'Paiement échoué' when the last payment did not succeed and nothing is valid.
  if (last && last.status === "failed")
    return { ...make("none", null), label: memberStateLabel("none", { lastFailed: true }) };
  return make("none", null);
}

function make(state: MembershipStateKind, date: Date | null): MembershipState {
  return {
    state,
    label: membershipStateLabels[state],
    date,
    detail: detailOf(state, date),
    needsRenewal: needsRenewal(state),
  };
}

/** past_due and expired members see a renewal banner linking to the payment tab. */
export function needsRenewal(state: MembershipStateKind): boolean {
  return state === "past_due" || state === "expired";
}

function detailOf(state: MembershipStateKind, date: Date | null): string | null {
  if (!date) return null;
  const day = formatDate(date, PROFILE_YEAR_RANGE);
  const lastDay = formatDate(lastDayCovered(date), PROFILE_YEAR_RANGE);
  switch (state) {
    case "trial":
      return `Première année offerte jusqu’au ${lastDay}`;
    case "active":
      return `Valide jusqu’au ${lastDay}`;
    case "past_due":
      return `Échéance\u00a0: ${day} – le renouvellement a échoué, mettez à jour votre carte`;
    case "expired":
      return `Échéance\u00a0: ${day}`;
    default:
      return null;
  }
}

/**
 * The end of what is covered now (offered year, paid years, import or grant, the subscription's
 * trial or paid period; a past-due subscription covers up to its unpaid period's start), or null.
 */
export function coveredUntil(input: Omit<MembershipStateInput, "now">): Date | null {
  return latestOf(
    paidUntil(input.payments),
    input.importedPaidUntil,
    input.freeYearEndsAt,
    subscriptionCovers(input.subscription ?? null),
  );
}

/**
 * What the subscription itself vouches for: a live one its period (a past-due one up to its
 * unpaid period's start), a cancelled one until it ended, any other nothing.
 */
function subscriptionCovers(sub: StateSubscription | null): Date | null {
  if (!sub) return null;
  if (sub.status === "past_due") return sub.currentPeriodStart;
  if (isLiveSubscription(sub.status)) return sub.currentPeriodEnd;
  if (sub.status === "canceled")
    return sub.endedAt && sub.endedAt < sub.currentPeriodEnd ? sub.endedAt : sub.currentPeriodEnd;
  return null;
}

/**
 * The year a payment made at `at` buys: it starts when the covered period running then ends
 * (offered, paid, imported or granted), or at `at` when none runs .
 */
export function nextCoverage(
  input: Omit<MembershipStateInput, "now">,
  at: Date,
): { from: Date; until: Date } {
  const covered = coveredUntil(input);
  const from = covered && covered > at ? covered : at;
  return { from, until: addParisYears(from, 1) };
}

/** Under a day apart, two period ends are the same end (Paris and UTC years differ by an hour). */
const SAME_END_MS = 24 * 60 * 60 * 1000;

/** Whether `later` falls on a later Paris calendar day than `earlier` (its hour aside). */
function laterParisDay(later: Date, earlier: Date): boolean {
  const dayOf = (date: Date) => {
    const [y, mo, d] = parisParts(date);
    return y * 10_000 + mo * 100 + d;
  };
  return dayOf(later) > dayOf(earlier);
}

/**
 * When a running renewal must charge next so that no period is paid twice: the end of what is
 * covered apart from the subscription itself (a payment apart, an import or grant, the offered
 * year), when it runs past the subscription's next charge; else null (nothing to move). A
 * past-due renewal is not moved here: once its unpaid period is paid apart, the payments room
 * voids that period first (failedPeriodPaidApart), and the renewal it leaves is moved. A stopped
 * one is moved too, so that a reactivation charges after what is paid.
 */
export function deferredChargeAt(input: Omit<MembershipStateInput, "now">): Date | null {
  const sub = input.subscription ?? null;
  if (!sub || !isLiveSubscription(sub.status) || sub.status === "past_due") return null;
  const others = input.payments.filter((p) => !p.subscriptionId || p.subscriptionId !== sub.id);
  const covered = latestOf(paidUntil(others), input.importedPaidUntil, input.freeYearEndsAt);
  // Compared by Paris day, not by a day's length: a cheque dated at noon the day after a renewal
  // that fell due in the afternoon covers less than 24 hours more, yet a whole day the renewal
  // would charge again.
  return covered && laterParisDay(covered, sub.currentPeriodEnd) ? covered : null;
}

/**
 * A subscription's charge made at `paidAt` for a period already covered apart (a race with the
 * provider, or a charge made before the renewal was moved): the end of that coverage, for staff
 * to refund; null when the charge pays a period of its own.
 */
export function alreadyPaidUntil(
  input: Omit<MembershipStateInput, "now" | "subscription">,
  paidAt: Date,
): Date | null {
  const apart = latestOf(
    paidUntil(input.payments, "apart"),
    input.importedPaidUntil,
    input.freeYearEndsAt,
  );
  return apart && apart.getTime() > paidAt.getTime() + SAME_END_MS ? apart : null;
}
