import "server-only";
import { getDb } from "@/lib/db";
import { queueCardChanged } from "@/lib/email/notices";
import { findLiveSubscription } from "@/lib/membership/reads";
import { saveCardShown } from "../customers";
import type { PaymentProvider } from "../provider";
import { startSubscriptionForCard } from "../subscription-start";
import { userIdOfCustomer } from "../subscription-sync";
import { NOTHING_TO_WRITE, type EventHandler } from "./handler";

/**
 * setup_intent.succeeded, at the provider: the saved card becomes the one the next charges use
 * (the customer's and the live subscription's default), and the yearly subscription starts when
 * there is none. These are the only provider writes an event causes: they run before the event's
 * transaction, never inside it (an outage or a slow answer must not hold a transaction open, nor
 * roll back what was recorded). Each is idempotent – the same default again, the subscription
 * keyed by the intent – so a delivery that fails after them, or a concurrent one, redoes them
 * harmlessly.
 */
export async function saveCardAtProvider(
  provider: PaymentProvider,
  intentId: string,
): Promise<void> {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent || intent.status !== "succeeded" || !intent.paymentMethodId) return;
  const db = getDb();
  const userId = await userIdOfCustomer(db, provider, intent.customerId, intent.metadata.userId);
  if (!userId) return;
  const current = await findLiveSubscription(userId, provider.name, db);
  await provider.setDefaultPaymentMethod({
    customerId: intent.customerId,
    subscriptionId: current?.providerSubscriptionId ?? null,
    paymentMethodId: intent.paymentMethodId,
  });
  const purpose = intent.metadata.purpose;
  if (!current && (purpose === "signup" || purpose === "recurring") && intent.metadata.tierId) {
    await startSubscriptionForCard(provider, intent, {
      userId,
      tierId: intent.metadata.tierId,
      purpose,
      ...(intent.metadata.signupId ? { signupId: intent.metadata.signupId } : {}),
    });
  }
}

/** setup_intent.succeeded, in our records: the member's card shown, and the notice of a card changed. */
export const setupSucceeded: EventHandler = async (provider, intentId) => {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) return "missing";
  const paymentMethodId = intent.paymentMethodId;
  if (intent.status !== "succeeded" || !paymentMethodId) return NOTHING_TO_WRITE;
  const card = await provider.retrieveCard(paymentMethodId);
  return async (tx) => {
    const userId = await userIdOfCustomer(tx, provider, intent.customerId, intent.metadata.userId);
    if (!userId || !card) return;
    await saveCardShown(tx, provider, intent.customerId, card);
    // The member's confirmation (and security notice) of a card changed from the payment tab.
    if (intent.metadata.purpose === "card_update")
      await queueCardChanged(tx, { userId, intentId: intent.id, ...card });
  };
};
