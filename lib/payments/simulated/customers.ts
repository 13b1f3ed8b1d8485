import "server-only";
import { timingSafeEqual } from "node:crypto";
import { billingNow } from "@/lib/membership/clock";
import { withDeclinedCardNextStep } from "../declined-card";
import { CardDeclinedError, type ProviderCard } from "../provider";
import type { SimulatedProvider } from "./index";
import {
  DECLINED_MESSAGE,
  idempotent,
  INVALID_CARD_MESSAGE,
  SIMULATED_CARDS,
  intentView,
  listKind,
  newId,
  newIntent,
  read,
  save,
  type CardData,
  type Emit,
} from "./store";

// The simulated provider's customers, intents and cards: what Stripe.js's card form does
// (confirmIntent with a test card number), the default card, and a customer forgotten.

function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function simulatedCustomers(
  emit: Emit,
): Pick<
  SimulatedProvider,
  | "createCustomer"
  | "createSetupIntent"
  | "createPaymentIntent"
  | "retrieveIntent"
  | "confirmIntent"
  | "setDefaultPaymentMethod"
  | "retrieveCard"
  | "forgetCustomer"
> {
  return {
    async createCustomer({ email, name, userId, idempotencyKey }) {
      const customer = await idempotent(idempotencyKey, "customer", "sim_cus", async (id) => ({
        id,
        email,
        name,
        defaultPaymentMethod: null,
        metadata: { userId },
      }));
      return { id: customer.id };
    },
    async createSetupIntent({ customerId, metadata, idempotencyKey }) {
      return intentView(
        await idempotent(idempotencyKey, "intent", "sim_seti", async (id) =>
          newIntent(id, "setup", customerId, 0, metadata),
        ),
      );
    },
    async createPaymentIntent({ customerId, amountCents, metadata, idempotencyKey }) {
      return intentView(
        await idempotent(idempotencyKey, "intent", "sim_pi", async (id) =>
          newIntent(id, "payment", customerId, amountCents, metadata),
        ),
      );
    },
    async retrieveIntent(id) {
      const intent = await read("intent", id);
      return intent ? intentView(intent) : null;
    },
    async confirmIntent({ intentId, clientSecret, cardNumber }) {
      const intent = await read("intent", intentId);
      const given = Buffer.from(clientSecret);
      const expected = Buffer.from(intent?.clientSecret ?? "");
      if (!intent || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new CardDeclinedError("Session de paiement inconnue.");
      if (intent.status === "succeeded") return intentView(intent);
      const number = normaliseCardNumber(cardNumber);
      const known = Object.values(SIMULATED_CARDS) as string[];
      if (!known.includes(number)) throw new CardDeclinedError(INVALID_CARD_MESSAGE);
      if (number === SIMULATED_CARDS.declined) {
        intent.lastError = DECLINED_MESSAGE;
        await save("intent", intent);
        if (intent.kind === "payment") await emit("payment_intent.payment_failed", intent.id);
        throw new CardDeclinedError(withDeclinedCardNextStep(DECLINED_MESSAGE));
      }
      const card: CardData = {
        id: newId("sim_pm"),
        customer: intent.customer,
        brand: "visa",
        last4: number.slice(-4),
        declinesWhenCharged: number === SIMULATED_CARDS.declinesWhenCharged,
      };
      await save("card", card);
      if (intent.kind === "payment" && card.declinesWhenCharged) {
        intent.lastError = DECLINED_MESSAGE;
        await save("intent", intent);
        await emit("payment_intent.payment_failed", intent.id);
        throw new CardDeclinedError(withDeclinedCardNextStep(DECLINED_MESSAGE));
      }
      Object.assign(intent, {
        status: "succeeded",
        paymentMethod: card.id,
        lastError: null,
        paidAt: intent.kind === "payment" ? (await billingNow()).getTime() : null,
      });
      await save("intent", intent);
      await emit(
        intent.kind === "setup" ? "setup_intent.succeeded" : "payment_intent.succeeded",
        intent.id,
      );
      return intentView(intent);
    },
    async setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      const customer = await read("customer", customerId);
      if (customer) await save("customer", { ...customer, defaultPaymentMethod: paymentMethodId });
      const sub = subscriptionId ? await read("subscription", subscriptionId) : null;
      if (sub) {
        await save("subscription", { ...sub, defaultPaymentMethod: paymentMethodId });
        await emit("customer.subscription.updated", sub.id);
      }
    },
    async retrieveCard(paymentMethodId): Promise<ProviderCard | null> {
      const card = await read("card", paymentMethodId);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    },
    async forgetCustomer(customerId) {
      const now = (await billingNow()).getTime();
      const canceledSubscriptionIds: string[] = [];
      for (const sub of await listKind("subscription")) {
        if (
          sub.customer !== customerId ||
          sub.status === "canceled" ||
          sub.status === "incomplete_expired"
        )
          continue;
        await save("subscription", {
          ...sub,
          status: "canceled",
          endedAt: now,
          cancelAtPeriodEnd: false,
          openInvoice: null,
          nextAttemptAt: null,
        });
        await emit("customer.subscription.deleted", sub.id);
        canceledSubscriptionIds.push(sub.id);
      }
      for (const card of await listKind("card")) {
        if (card.customer === customerId) await save("card", { ...card, customer: "" });
      }
      const customer = await read("customer", customerId);
      if (customer)
        await save("customer", { ...customer, email: "", name: "", defaultPaymentMethod: null });
      return { canceledSubscriptionIds };
    },
  };
}
