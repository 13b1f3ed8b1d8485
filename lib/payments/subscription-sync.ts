import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, inTransaction } from "@/lib/db";
import { paymentCustomers, subscriptions } from "@/lib/db/schema";
import { queueSubscriptionNotices } from "@/lib/email/notices";
import { findTier } from "@/lib/membership/tiers";
import type { PaymentProvider } from "./provider";

// The provider's subscription copied into ours, and whose customer a provider object is: what
// the event handlers, the account's changes and the renewal's alignment all read the same way.

export async function userIdOfCustomer(
  provider: PaymentProvider,
  customerId: string,
  metadataUserId: string | undefined,
): Promise<string | null> {
  const [row] = await getDb()
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

export async function knownTier(tierId: string | undefined): Promise<string | null> {
  return (await findTier(tierId, getDb()))?.id ?? null;
}

/** The provider's subscription, as it is now, into our table. Returns the local id. */
export async function syncSubscription(
  provider: PaymentProvider,
  providerSubscriptionId: string,
  onMissing?: () => void,
): Promise<string | null> {
  const sub = await provider.retrieveSubscription(providerSubscriptionId);
  if (!sub) {
    onMissing?.();
    return null;
  }
  const userId = await userIdOfCustomer(provider, sub.customerId, sub.metadata.userId);
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
  const tierId = await knownTier(sub.metadata.tierId);
  return inTransaction(async (tx) => {
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
  });
}
