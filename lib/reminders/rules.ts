// Membership reminders: which notice a member is due on a given day. Pure: the daily
// job passes each member's situation and `now`; a unique key per notice in the database makes a
// second run (or a second instance) send nothing twice.
//
// - 30 and 7 days before the end of the paid or offered year:
//     recurring (a live subscription with a card, not cancelled) → "votre carte … sera débitée de
//     120 € le 23/11/2027"; otherwise (one-time, cancelled, no card) → "votre adhésion expire le …".
// - past_due (a renewal failed, the provider retries) → one notice per failed period, with the
//   update-card link.
// - expired → one notice, once the validity has passed (within 30 days of it).
// A member who renewed or cancelled meanwhile is judged on today's situation: the renewed one's
// year ends later (no reminder yet), the cancelled one gets the expiry wording, never a stale
// "your card will be charged".
import type { ReminderKind } from "@/lib/email/templates/membership-reminder";
import { DAY_MS } from "@/lib/format/time";

export const REMINDER_DAYS = [30, 7] as const;
/** How long after the end an expiry notice is still sent (the job may not have run that day). */
export const EXPIRY_NOTICE_DAYS = 30;

export type { ReminderKind };

export type MemberSituation = {
  /** From membershipState: trial, active, canceled, past_due, expired, none. */
  state: "trial" | "active" | "past_due" | "expired" | "canceled" | "none";
  /** The end of the current paid or offered year (or when it ran out, for past_due/expired). */
  validUntil: Date | null;
  /** A live subscription with a card that will be charged at validUntil. */
  chargesAutomatically: boolean;
  /** What that charge will be, in cents. */
  renewalAmountCents: number;
};

export type DueReminder = {
  kind: ReminderKind;
  /** The period the notice is about: with the member and the kind, the unique key of the notice. */
  periodEnd: Date;
};

export function dueReminder(situation: MemberSituation, now: Date): DueReminder | null {
  const { state, validUntil } = situation;
  if (!validUntil) return null;
  if (state === "past_due") return { kind: "past-due", periodEnd: validUntil };
  // Only a recent expiry: members who left long ago are not written to when the job first runs.
  if (state === "expired")
    return now.getTime() - validUntil.getTime() <= EXPIRY_NOTICE_DAYS * DAY_MS
      ? { kind: "expired", periodEnd: validUntil }
      : null;
  if (state !== "trial" && state !== "active" && state !== "canceled") return null;
  const daysLeft = (validUntil.getTime() - now.getTime()) / DAY_MS;
  if (daysLeft <= 0 || daysLeft > REMINDER_DAYS[0]) return null;
  const window = daysLeft <= REMINDER_DAYS[1] ? 7 : 30;
  const renews = situation.chargesAutomatically && state !== "canceled";
  return { kind: `${renews ? "renews" : "expires"}-in-${window}`, periodEnd: validUntil };
}
