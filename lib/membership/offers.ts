import {
  RENEWAL_RETRY_DAYS,
  willRenew,
  type MembershipState,
  type StateSubscription,
} from "./state";
import { DAY_MS } from "@/lib/format/time";

// What a member may do with money, decided once for the payment tab, the API and the actions
//. Pure: no database, no clock of its own.

/**
 * Spec §9: the first year is offered, the first charge 365 days after the signup (a recurring
 * signup's trial, a one-time signup's offered year alike).
 */
export const FREE_YEAR_DAYS = 365;

/** The end of the year offered at a signup completed at `from`. */
export function freeYearEndsAt(from: Date): Date {
  return new Date(from.getTime() + FREE_YEAR_DAYS * DAY_MS);
}

/** A paid member is offered "Payer l'année une fois" again only this close to the year's end. */
export const RENEW_WINDOW_DAYS = 60;

export { RENEWAL_RETRY_DAYS } from "./state";

/** When a past-due member loses the membership if nothing is paid: the last retry. */
export function pastDueAccessEndsAt(unpaidPeriodStart: Date): Date {
  return new Date(
    unpaidPeriodStart.getTime() + RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1]! * DAY_MS,
  );
}

/**
 * Whether the member may pay a year once now. Not while an automatic renewal runs (trial or
 * paid, not cancelled: it will charge), not while a renewal is past due (the card is updated
 * and the open invoice retried instead), not for a paid year far from its end.
 */
export function canPayOnce(
  state: MembershipState,
  subscription: Pick<StateSubscription, "status" | "cancelAtPeriodEnd"> | null,
  now: Date,
): boolean {
  const renewing = subscription !== null && willRenew(subscription);
  if (renewing && (state.state === "trial" || state.state === "active")) return false;
  if (state.state === "past_due") return false;
  if (state.state === "active" && state.date)
    return state.date.getTime() - now.getTime() <= RENEW_WINDOW_DAYS * DAY_MS;
  return true;
}
