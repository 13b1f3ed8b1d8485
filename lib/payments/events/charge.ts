import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { subscriptions } from "@/lib/db/schema";
import { queueRenewalDeclined } from "@/lib/email/notices";
import { recordCardCharge } from "../ledger";
import type { PaymentProvider, ProviderCharge, ProviderSubscription } from "../provider";
import { knownTier, saveSubscription, userIdOfCustomer } from "../subscription-sync";

// A card charge into the ledger, as the invoice, one-time payment and refund events record it.

/**
 * A subscription's invoice (paid or failed), read with its subscription (null when the provider
 * no longer has it).
 */
export async function recordInvoice(
  tx: Database,
  provider: PaymentProvider,
  charge: ProviderCharge,
  sub: ProviderSubscription | null,
): Promise<void> {
  const subscriptionId = sub ? await saveSubscription(tx, provider, sub) : null;
  // Stripe's 0 € invoice when a trial starts (or a free tier's yearly one) is no payment: no
  // ledger line, no receipt; the subscription vouches for the year.
  if (charge.amountCents <= 0) return;
  await recordCharge(tx, provider, charge, subscriptionId);
  if (charge.status === "failed" && subscriptionId)
    await noticeDeclinedRenewal(tx, charge, subscriptionId);
}

/** A one-time payment (not a subscription's: those come as invoices). */
export async function recordOneTimePayment(
  tx: Database,
  provider: PaymentProvider,
  charge: ProviderCharge,
): Promise<void> {
  if (charge.metadata.purpose !== "one_time") return;
  await recordCharge(tx, provider, charge, null);
}

/** The charge's subscription as the provider has it now, if it belongs to one. */
export async function subscriptionOfCharge(
  provider: PaymentProvider,
  charge: ProviderCharge,
): Promise<ProviderSubscription | null> {
  return charge.subscriptionId ? provider.retrieveSubscription(charge.subscriptionId) : null;
}

async function recordCharge(
  tx: Database,
  provider: PaymentProvider,
  charge: ProviderCharge,
  subscriptionId: string | null,
): Promise<void> {
  const userId = await userIdOfCustomer(tx, provider, charge.customerId, charge.metadata.userId);
  if (!userId) return;
  // The ledger queues the receipt itself, in this transaction.
  await recordCardCharge(tx, provider, charge, {
    userId,
    subscriptionId,
    tierId: await knownTier(tx, charge.metadata.tierId),
  });
}

/**
 * The member's notice of a declined renewal, while the provider still retries (the last refusal
 * ends the subscription: its notice is the end of the membership's).
 */
async function noticeDeclinedRenewal(
  tx: Database,
  charge: ProviderCharge,
  subscriptionId: string,
): Promise<void> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (row?.status !== "past_due") return;
  await queueRenewalDeclined(tx, {
    userId: row.userId,
    invoiceId: charge.id,
    amountCents: charge.amountCents,
    retryAt: null,
    lastTry: false,
    endsAt: null,
  });
}
