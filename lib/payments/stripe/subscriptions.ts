import "server-only";
import Stripe from "stripe";
import type { PaymentProvider } from "../provider";
import { isMissing, subscriptionView } from "./views";

// Stripe subscriptions: made (one product per tier), read, changed (tier, cancellation at the
// period end, the next charge moved by trial_end without proration).

export function stripeSubscriptions(
  stripe: Stripe,
): Pick<
  PaymentProvider,
  | "createSubscription"
  | "retrieveSubscription"
  | "changeSubscriptionTier"
  | "deferNextCharge"
  | "setCancelAtPeriodEnd"
> {
  async function ensureProduct(tierId: string, tierTitle: string): Promise<string> {
    // Our own product ids (one per tier): creating an existing one is harmless.
    const id = `srh-${tierId}`;
    try {
      await stripe.products.create(
        { id, name: `Adhésion SRH – ${tierTitle}` },
        { idempotencyKey: `product:${id}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === "resource_already_exists"))
        throw error;
    }
    return id;
  }

  return {
    async createSubscription({
      customerId,
      priceCents,
      tierTitle,
      trialDays,
      paymentMethodId,
      metadata,
      idempotencyKey,
    }) {
      const product = await ensureProduct(metadata.tierId, tierTitle);
      const sub = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [
            {
              price_data: {
                currency: "eur",
                product,
                unit_amount: priceCents,
                recurring: { interval: "year" },
              },
            },
          ],
          ...(trialDays > 0
            ? {
                trial_period_days: trialDays,
                trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } },
              }
            : {}),
          ...(paymentMethodId ? { default_payment_method: paymentMethodId } : {}),
          payment_settings: { save_default_payment_method: "on_subscription" },
          off_session: true,
          metadata: { ...metadata },
        },
        { idempotencyKey },
      );
      return subscriptionView(sub);
    },
    async retrieveSubscription(id) {
      try {
        return subscriptionView(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async changeSubscriptionTier({
      subscriptionId,
      tierId,
      tierTitle,
      priceCents,
      idempotencyKey,
    }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      const product = await ensureProduct(tierId, tierTitle);
      return subscriptionView(
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [
              {
                ...(item ? { id: item.id } : {}),
                price_data: {
                  currency: "eur",
                  product,
                  unit_amount: priceCents,
                  recurring: { interval: "year" },
                },
              },
            ],
            // The current period is neither refunded nor charged again: the next renewal pays the new price.
            proration_behavior: "none",
            metadata: { ...current.metadata, tierId },
          },
          { idempotencyKey },
        ),
      );
    },
    async deferNextCharge({ subscriptionId, until, idempotencyKey }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const view = subscriptionView(current);
      // past_due: its open invoice was just voided (paid apart), and Stripe may not have moved it
      // back to active yet; the trial ends the past-due state.
      const live = ["trialing", "active", "past_due"].includes(current.status);
      if (!live || until <= view.currentPeriodEnd) return view;
      return subscriptionView(
        await stripe.subscriptions.update(
          subscriptionId,
          // A trial up to the end of what is paid apart: nothing charged, nothing refunded now.
          { trial_end: Math.floor(until.getTime() / 1000), proration_behavior: "none" },
          { idempotencyKey },
        ),
      );
    },
    async setCancelAtPeriodEnd(subscriptionId, { cancel, idempotencyKey }) {
      return subscriptionView(
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey },
        ),
      );
    },
  };
}
