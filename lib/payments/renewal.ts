import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { subscriptions } from "@/lib/db/schema";
import { membershipStateOf, membershipStatesFor } from "@/lib/membership/reads";
import { deferredChargeAt, paidUntil, type MembershipStateInput } from "@/lib/membership/state";
import type { PaymentProvider } from "./provider";
import { syncSubscription } from "./subscription-sync";

// No period is paid twice: whatever pays for a period apart from the automatic renewal (a card
// paid once, a cheque, a transfer, an imported « payé jusqu'au », a staff grant) moves the
// renewal's next charge to the end of what is covered (deferredChargeAt, lib/membership/state.ts).
// A past-due renewal whose unpaid period is paid apart has its open invoice voided first (the
// provider's retries stop), then moves the same way.
// Called after the commit of each such payment (never inside a transaction: it asks the
// provider), after a reactivation, and by the daily job for everyone, in case a call was lost.

/** The key of one move: the same move asked twice is one change at the provider. */
function deferKey(providerSubscriptionId: string, until: Date): string {
  return `defer:${providerSubscriptionId}:${until.toISOString()}`;
}

/** Under a day apart, two dates are the same day (Paris and UTC years differ by an hour). */
const SAME_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A past-due renewal whose unpaid period is paid apart (a cheque or a transfer for it, an import
 * or a grant running past its start): the provider's retries must stop, and the next charge move
 * after what is paid.
 */
export function failedPeriodPaidApart(input: Omit<MembershipStateInput, "now">): boolean {
  const sub = input.subscription ?? null;
  if (!sub || sub.status !== "past_due") return false;
  const apart = [
    paidUntil(input.payments.filter((p) => !p.subscriptionId || p.subscriptionId !== sub.id)),
    input.importedPaidUntil ?? null,
    input.freeYearEndsAt ?? null,
  ].reduce<number>((latest, date) => Math.max(latest, date?.getTime() ?? 0), 0);
  return apart > sub.currentPeriodStart.getTime() + SAME_DAY_MS;
}

/** Moves the member's running renewal after what is paid apart, if it would charge it again. */
export async function alignRenewal(
  provider: PaymentProvider,
  userId: string,
): Promise<Date | null> {
  let billing = await membershipStateOf(userId);
  const sub = billing.subscription;
  if (!sub || sub.provider !== provider.name) return null;
  if (failedPeriodPaidApart(billing)) {
    // The unpaid period's invoice is void: its retries stop; the subscription runs again.
    await provider.voidOpenInvoice(
      sub.providerSubscriptionId,
      `void:${sub.providerSubscriptionId}:${sub.currentPeriodStart.toISOString()}`,
    );
    await syncSubscription(provider, sub.providerSubscriptionId);
    billing = await membershipStateOf(userId);
  }
  const until = deferredChargeAt(billing);
  if (!until) return null;
  await provider.deferNextCharge({
    subscriptionId: sub.providerSubscriptionId,
    until,
    idempotencyKey: deferKey(sub.providerSubscriptionId, until),
  });
  await syncSubscription(provider, sub.providerSubscriptionId);
  return until;
}

/** The daily job's pass over every running renewal of this provider; returns how many it moved. */
export async function alignAllRenewals(provider: PaymentProvider): Promise<number> {
  const running = await getDb()
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.name),
        inArray(subscriptions.status, ["trialing", "active", "past_due"]),
      ),
    );
  const states = await membershipStatesFor(running.map((row) => row.userId));
  let moved = 0;
  for (const [userId, billing] of states) {
    if (!deferredChargeAt(billing) && !failedPeriodPaidApart(billing)) continue;
    if (await alignRenewal(provider, userId)) moved += 1;
  }
  return moved;
}
