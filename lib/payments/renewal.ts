import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { subscriptions } from "@/lib/db/schema";
import { membershipStateOf, membershipStatesFor } from "@/lib/membership/reads";
import { deferredChargeAt } from "@/lib/membership/state";
import type { PaymentProvider } from "./provider";
import { syncSubscription } from "./subscription-sync";

// No period is paid twice: whatever pays for a period apart from the automatic renewal (a card
// paid once, a cheque, a transfer, an imported « payé jusqu'au », a staff grant) moves the
// renewal's next charge to the end of what is covered (deferredChargeAt, lib/membership/state.ts).
// Called after the commit of each such payment (never inside a transaction: it asks the
// provider), after a reactivation, and by the daily job for everyone, in case a call was lost.

/** The key of one move: the same move asked twice is one change at the provider. */
function deferKey(providerSubscriptionId: string, until: Date): string {
  return `defer:${providerSubscriptionId}:${until.toISOString()}`;
}

/** Moves the member's running renewal after what is paid apart, if it would charge it again. */
export async function alignRenewal(
  provider: PaymentProvider,
  userId: string,
): Promise<Date | null> {
  const billing = await membershipStateOf(userId);
  const sub = billing.subscription;
  if (!sub || sub.provider !== provider.name) return null;
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
        inArray(subscriptions.status, ["trialing", "active"]),
      ),
    );
  const states = await membershipStatesFor(running.map((row) => row.userId));
  let moved = 0;
  for (const [userId, billing] of states) {
    if (!deferredChargeAt(billing)) continue;
    if (await alignRenewal(provider, userId)) moved += 1;
  }
  return moved;
}
