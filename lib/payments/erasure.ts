import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { paymentCustomers, subscriptions } from "@/lib/db/schema";
import { withoutMembershipNotices } from "@/lib/email/notices";
import { ServiceUnavailableError } from "@/lib/errors";
import { syncSubscription } from "./subscription-sync";
import { getPaymentProvider } from "./index";

// Before a member is erased, the provider forgets them: an erased member must never be charged
// again (no receipt or reminder would reach them), nor stay named at the provider.

export const erasureMessages = {
  providerFailed:
    "La résiliation de l’adhésion auprès du prestataire de paiement a échoué\u00a0: rien n’a été supprimé. Veuillez réessayer dans quelques minutes.",
} as const;

/**
 * Cancels at once every subscription of the member's provider customers, detaches their cards and
 * blanks their name and e-mail; our subscriptions table follows. Throws (French message) if the
 * provider cannot be reached, so that the caller erases nothing.
 */
export async function forgetMemberAtProvider(userId: string): Promise<void> {
  const provider = getPaymentProvider();
  const db = getDb();
  const [customerRows, subscriptionRows] = await Promise.all([
    db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider.name)),
      ),
    db
      .select({ id: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.provider, provider.name),
          isNotNull(subscriptions.providerCustomerId),
        ),
      ),
  ]);
  const customerIds = [
    ...new Set([
      ...customerRows.map((row) => row.id),
      ...subscriptionRows.flatMap((row) => (row.id ? [row.id] : [])),
    ]),
  ];
  try {
    // These endings are the erasure's: the member gets its notice, not "your membership ended".
    await withoutMembershipNotices(async () => {
      for (const customerId of customerIds) {
        const { canceledSubscriptionIds } = await provider.forgetCustomer(
          customerId,
          `forget-customer:${customerId}`,
        );
        for (const id of canceledSubscriptionIds) await syncSubscription(provider, id);
      }
    });
  } catch (error) {
    console.error(`[payments] erasure of user ${userId} at ${provider.name} failed`, error);
    throw new ServiceUnavailableError(erasureMessages.providerFailed);
  }
}
