import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { DAY_MS } from "@/lib/format/time";
import { billingNow } from "@/lib/membership/clock";
import { FREE_YEAR_DAYS } from "@/lib/membership/offers";
import { membershipStateOf } from "@/lib/membership/reads";
import { coveredUntil } from "@/lib/membership/state";
import { findTier } from "@/lib/membership/tiers";
import type { BillingMetadata, PaymentProvider, ProviderIntent } from "./provider";
import { syncSubscription } from "./subscription-sync";

// The one start of the yearly subscription: from the webhook (setup_intent.succeeded) and from
// the signup's last step, whichever comes first. It asks the provider: never inside a transaction.

/** The trial of a recurring signup: the offered year (lib/membership/offers.ts). */
export const TRIAL_DAYS = FREE_YEAR_DAYS;

/**
 * The yearly subscription a saved card starts, whoever asks: one idempotency key per card's
 * intent, so one subscription.
 */
export async function startSubscriptionForCard(
  provider: PaymentProvider,
  intent: ProviderIntent,
  metadata: BillingMetadata,
): Promise<string | null> {
  if (!intent.paymentMethodId) return null;
  return startSubscription(provider, {
    customerId: intent.customerId,
    paymentMethodId: intent.paymentMethodId,
    metadata,
    idempotencyKey: `subscription:${intent.id}`,
  });
}

/**
 * The yearly subscription once a card is saved. At signup the first year is offered (365-day
 * trial); activated later from the profile, the first charge comes when the current paid or
 * offered year ends, or at once when nothing is valid any more.
 */
export async function startSubscription(
  provider: PaymentProvider,
  input: {
    customerId: string;
    paymentMethodId: string | null;
    metadata: BillingMetadata;
    idempotencyKey: string;
  },
): Promise<string | null> {
  const tier = await findTier(input.metadata.tierId, getDb());
  // A 0 € subscription is never made: the free tier is an administrator's grant.
  if (!tier || tier.priceCents <= 0) return null;
  let trialDays = TRIAL_DAYS;
  if (input.metadata.purpose !== "signup") {
    const now = await billingNow();
    // The first charge when what is paid, offered, imported or granted ends: never a period twice.
    const runsUntil = coveredUntil(await membershipStateOf(input.metadata.userId, { now }));
    trialDays =
      runsUntil && runsUntil > now ? Math.ceil((runsUntil.getTime() - now.getTime()) / DAY_MS) : 0;
  }
  // The tier chosen for the automatic renewal becomes the profile's: the profile names the tier
  // of the next charge.
  if (input.metadata.purpose === "recurring")
    await getDb()
      .update(users)
      .set({ tierId: tier.id, updatedAt: new Date() })
      .where(eq(users.id, input.metadata.userId));
  const sub = await provider.createSubscription({
    customerId: input.customerId,
    priceCents: tier.priceCents,
    tierTitle: tier.title,
    trialDays,
    paymentMethodId: input.paymentMethodId,
    metadata: input.metadata,
    idempotencyKey: input.idempotencyKey,
  });
  return syncSubscription(provider, sub.id);
}
