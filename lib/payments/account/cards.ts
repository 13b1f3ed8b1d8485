import "server-only";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/db/schema";
import { ForbiddenError, ValidationError } from "@/lib/errors";
import { billingNow } from "@/lib/membership/clock";
import { tierOrThrow } from "@/lib/membership/tiers";
import { formatEuros } from "@/lib/format/numbers";
import { recordCard } from "../customers";
import { syncSubscription } from "../subscription-sync";
import { getPaymentProvider, isSimulated } from "../index";
import { membershipStateOf } from "@/lib/membership/reads";
import { ensureCustomer } from "../customers";
import { withDeclinedCardNextStep } from "../declined-card";
import { isLiveSubscription } from "@/lib/membership/state";
import { canPayOnce } from "@/lib/membership/offers";
import { accountMessages } from "./member";
import { ownSubscription } from "./subscription";

// A card saved (update, automatic renewal) or a year paid once: the intents the card form confirms,
// and what the member is told.

export type CardIntent = {
  clientSecret: string;
  setupIntentId?: string;
  paymentIntentId?: string;
  provider: "stripe" | "simulated";
};

/** A card to save: for the next charges of the subscription (update), or to start a recurring one. */
export async function createCardSetup(
  viewer: Viewer,
  user: User,
  purpose: "card_update" | "recurring",
  tierId?: string | null,
): Promise<CardIntent> {
  const provider = getPaymentProvider();
  let tier = tierId ?? user.tierId ?? null;
  if (purpose === "card_update") {
    const row = await ownSubscription(user, null);
    tier = row.tierId ?? tier;
  } else {
    const { subscription } = await membershipStateOf(user.id);
    if (subscription && isLiveSubscription(subscription.status) && !subscription.cancelAtPeriodEnd)
      throw new ValidationError(accountMessages.alreadyRecurring);
  }
  if (!tier) throw new ValidationError(accountMessages.noTier);
  const chosen = await tierOrThrow(tier, { message: accountMessages.noTier });
  if (purpose === "recurring" && chosen.priceCents <= 0)
    throw new ValidationError(accountMessages.freeTierNotRecurring);
  const customerId = await ensureCustomer(provider, user);
  const intent = await provider.createSetupIntent({
    customerId,
    metadata: { userId: user.id, tierId: tier, purpose },
    // A new intent per request: a card update may be done many times.
    idempotencyKey: `${purpose}:${user.id}:${Date.now()}`,
  });
  return { clientSecret: intent.clientSecret, setupIntentId: intent.id, provider: provider.name };
}

/** Pay the year once (one-time), the amount from the tier; refused when a valid subscription runs. */
export async function createOneTimePayment(
  viewer: Viewer,
  user: User,
  tierId: string | null | undefined,
  legacyAmountCents?: number | null,
): Promise<CardIntent> {
  const provider = getPaymentProvider();
  const tier = await tierOrThrow(tierId ?? user.tierId, { message: accountMessages.noTier });
  if (
    legacyAmountCents !== undefined &&
    legacyAmountCents !== null &&
    legacyAmountCents !== tier.priceCents
  )
    throw new ValidationError(accountMessages.amountMismatch, {
      amount: accountMessages.amountMismatch,
    });
  if (tier.priceCents === 0) throw new ValidationError(accountMessages.nothingToPay);
  const now = await billingNow();
  const { state, subscription } = await membershipStateOf(user.id, { now });
  if (!canPayOnce(state, subscription, now))
    throw new ValidationError(
      state.state === "past_due" ? accountMessages.pastDuePayOnce : accountMessages.alreadyActive,
    );
  const customerId = await ensureCustomer(provider, user);
  const day = now.toISOString().slice(0, 10);
  const intent = await provider.createPaymentIntent({
    customerId,
    amountCents: tier.priceCents,
    metadata: { userId: user.id, tierId: tier.id, purpose: "one_time" },
    // One intent per member, tier and day: a retry after a declined card pays the same intent.
    idempotencyKey: `one-time:${user.id}:${tier.id}:${day}`,
  });
  if (viewer.id !== user.id) {
    await recordAudit(getDb(), {
      actor: viewer,
      action: "payment.request",
      subject: { type: "user", id: user.id },
      summary: "Paiement de cotisation préparé par un administrateur",
    });
  }
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: provider.name };
}

/** The simulated provider's card form in the profile: confirm the intent the way Stripe.js would. */
export async function confirmSimulatedIntent(
  user: User,
  intentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<CardUpdateOutcome> {
  const provider = getPaymentProvider();
  if (!isSimulated(provider))
    throw new ValidationError("Le paiement se fait par le formulaire sécurisé de Stripe.");
  const intent = await provider.retrieveIntent(intentId);
  const customerId = await ensureCustomer(provider, user);
  if (!intent || intent.customerId !== customerId)
    throw new ForbiddenError(accountMessages.forbidden);
  await provider.confirmIntent({ intentId, clientSecret, cardNumber });
  return intent.kind === "setup" && intent.metadata.purpose === "card_update"
    ? finishCardUpdate(user, intentId)
    : "none";
}

export type CardUpdateOutcome = "paid" | "declined" | "none";

/**
 * After a new card is saved (the simulated form, or Stripe.js in the browser): it becomes the
 * card of the next charges, and a renewal that is past due is tried again at once with it
 * (Stripe: the open invoice paid with the new default method). Returns what the retry did.
 */
export async function finishCardUpdate(user: User, intentId: string): Promise<CardUpdateOutcome> {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(intentId);
  const customerId = await ensureCustomer(provider, user);
  if (!intent || intent.customerId !== customerId || intent.kind !== "setup")
    throw new ForbiddenError(accountMessages.forbidden);
  if (intent.status !== "succeeded" || !intent.paymentMethodId)
    throw new ValidationError(
      intent.lastError
        ? withDeclinedCardNextStep(intent.lastError)
        : "La carte n’est pas encore enregistrée.",
    );
  const row = await ownSubscription(user, null).catch(() => null);
  // The webhook may not have come yet: the same change, made again, is harmless.
  await provider.setDefaultPaymentMethod({
    customerId,
    subscriptionId: row?.providerSubscriptionId ?? null,
    paymentMethodId: intent.paymentMethodId,
  });
  await recordCard(provider, customerId, intent.paymentMethodId);
  if (!row || row.status !== "past_due") return "none";
  const outcome = await provider.payOpenInvoice(row.providerSubscriptionId, `retry:${intent.id}`);
  await syncSubscription(provider, row.providerSubscriptionId);
  return outcome;
}

/** What the payment tab says after a card update. */
export function cardUpdateMessage(outcome: CardUpdateOutcome, amountCents: number | null): string {
  if (outcome === "paid")
    return `Carte enregistrée. La cotisation due${amountCents ? ` (${formatEuros(amountCents)})` : ""} a été payée avec cette carte\u00a0: votre adhésion est renouvelée.`;
  if (outcome === "declined")
    return "Carte enregistrée, mais le paiement de la cotisation due a de nouveau été refusé. Essayez une autre carte.";
  return "Carte enregistrée. Elle servira aux prochains prélèvements.";
}
