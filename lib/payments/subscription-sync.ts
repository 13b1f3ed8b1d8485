import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { paymentCustomers, subscriptions } from "@/lib/db/schema";
import { queueSubscriptionNotices } from "@/lib/email/notices";
import { findTier } from "@/lib/membership/tiers";
import type { PaymentProvider, ProviderSubscription } from "./provider";

// The provider's subscription copied into ours, and whose customer a provider object is: what
// the event handlers, the account's changes and the renewal's alignment all read the same way.
// The provider is read before a transaction opens, never inside one (an outage or a slow answer
// must not hold it open; PGlite's one connection would wait on itself): `syncSubscription` reads
// then writes, an event handler reads first and hands its transaction to `saveSubscription`.

export async function userIdOfCustomer(
  db: Database,
  provider: PaymentProvider,
  customerId: string,
  metadataUserId: string | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.provider, provider.name),
        eq(paymentCustomers.providerCustomerId, customerId),
      ),
    );
  return row?.userId ?? metadataUserId ?? null;
}

export async function knownTier(db: Database, tierId: string | undefined): Promise<string | null> {
  return (await findTier(tierId, db))?.id ?? null;
}

/** The provider's subscription, as it is now, into our table. Returns the local id. */
export async function syncSubscription(
  provider: PaymentProvider,
  providerSubscriptionId: string,
): Promise<string | null> {
  const sub = await provider.retrieveSubscription(providerSubscriptionId);
  if (!sub) return null;
  return getDb().transaction((tx) => saveSubscription(tx, provider, sub));
}

/** A subscription already read from the provider, into our table in `tx`. Returns the local id. */
export async function saveSubscription(
  tx: Database,
  provider: PaymentProvider,
  sub: ProviderSubscription,
): Promise<string | null> {
  const userId = await userIdOfCustomer(tx, provider, sub.customerId, sub.metadata.userId);
  if (!userId) return null;
  const values = {
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd:
      sub.currentPeriodEnd < sub.currentPeriodStart ? sub.currentPeriodStart : sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    endedAt: sub.endedAt,
    providerCustomerId: sub.customerId,
    updatedAt: new Date(),
  };
  const tierId = await knownTier(tx, sub.metadata.tierId);
  // The row as it was (locked), so that the member's notice of this change is written once.
  const [before] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.name),
        eq(subscriptions.providerSubscriptionId, sub.id),
      ),
    )
    .for("update");
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId,
      tierId,
      provider: provider.name,
      providerSubscriptionId: sub.id,
      ...values,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      // The tier follows the provider's metadata (changed with the member's tier on the profile).
      set: tierId ? { ...values, tierId } : values,
    })
    .returning();
  if (row)
    await queueSubscriptionNotices(tx, {
      userId,
      providerSubscriptionId: sub.id,
      before: before ?? null,
      after: row,
    });
  return row?.id ?? null;
}
