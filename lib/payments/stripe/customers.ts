import "server-only";
import Stripe from "stripe";
import type { PaymentProvider } from "../provider";
import { idOf, intentView, isMissing } from "./views";

// Stripe customers, the intents Stripe.js confirms (a card saved, a year paid once), the default
// card, and a customer forgotten (account erasure).

export function stripeCustomers(
  stripe: Stripe,
): Pick<
  PaymentProvider,
  | "createCustomer"
  | "createSetupIntent"
  | "createPaymentIntent"
  | "retrieveIntent"
  | "setDefaultPaymentMethod"
  | "retrieveCard"
  | "forgetCustomer"
> {
  return {
    async createCustomer({ email, name, userId, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey },
      );
      return { id: customer.id };
    },
    async createSetupIntent({ customerId, metadata, idempotencyKey }) {
      const intent = await stripe.setupIntents.create(
        {
          customer: customerId,
          usage: "off_session",
          allowed_payment_method_types: ["card"],
          metadata: { ...metadata },
        },
        { idempotencyKey },
      );
      return intentView({ kind: "setup", intent }, customerId);
    },
    async createPaymentIntent({ customerId, amountCents, metadata, idempotencyKey }) {
      // No setup_future_usage: a member who pays the year once chose not to leave a card with us.
      const intent = await stripe.paymentIntents.create(
        {
          customer: customerId,
          amount: amountCents,
          currency: "eur",
          allowed_payment_method_types: ["card"],
          metadata: { ...metadata },
        },
        { idempotencyKey },
      );
      return intentView({ kind: "payment", intent }, customerId);
    },
    async retrieveIntent(id) {
      try {
        if (id.startsWith("seti_")) {
          const intent = await stripe.setupIntents.retrieve(id);
          return intentView({ kind: "setup", intent }, idOf(intent.customer) ?? "", id);
        }
        const intent = await stripe.paymentIntents.retrieve(id);
        return intentView({ kind: "payment", intent }, idOf(intent.customer) ?? "", id);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      if (subscriptionId)
        await stripe.subscriptions.update(subscriptionId, {
          default_payment_method: paymentMethodId,
        });
    },
    async retrieveCard(paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async forgetCustomer(customerId, idempotencyKey) {
      const canceledSubscriptionIds: string[] = [];
      try {
        // The default list leaves out cancelled subscriptions; a DELETE is idempotent by itself.
        for await (const sub of stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
          if (sub.status === "canceled" || sub.status === "incomplete_expired") continue;
          await stripe.subscriptions.cancel(sub.id, { invoice_now: false, prorate: false });
          canceledSubscriptionIds.push(sub.id);
        }
        for await (const method of stripe.customers.listPaymentMethods(customerId, {
          limit: 100,
        })) {
          await stripe.paymentMethods.detach(
            method.id,
            {},
            { idempotencyKey: `${idempotencyKey}:detach:${method.id}` },
          );
        }
        // An empty string unsets a field at Stripe.
        await stripe.customers.update(
          customerId,
          { name: "", email: "", invoice_settings: { default_payment_method: "" } },
          { idempotencyKey: `${idempotencyKey}:blank` },
        );
      } catch (error) {
        // A customer deleted from Stripe's dashboard holds nothing any more.
        if (!isMissing(error)) throw error;
      }
      return { canceledSubscriptionIds };
    },
  };
}
