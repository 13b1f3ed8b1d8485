import "server-only";
import { billingNow } from "@/lib/membership/clock";
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from "../provider";
import { simulatedBilling } from "./billing";
import { simulatedCustomers } from "./customers";
import { simulatedSubscriptions } from "./subscriptions";
import { newId, type EventSink } from "./store";

// The simulated provider: a small Stripe kept in our own database (simulated_objects), with its
// own clock (lib/membership/clock.ts). It records customers, cards, intents, subscriptions and
// invoices as Stripe would, and announces each change as an event handed to the SAME handlers as
// Stripe's webhooks (lib/payments/events/), which re-read the objects through this interface.
//
// Test cards (as Stripe's): 4242 4242 4242 4242 accepted; 4000 0000 0000 0002 declined at once;
// 4000 0000 0000 0341 saved, then declined when charged (to play a failed renewal).
//
// By use case: store.ts (its records), customers.ts (customers, intents, cards: the card form),
// subscriptions.ts, billing.ts (invoices, retries, refunds, the clock's due work), seed.ts (the
// demo seed's records).

export { DECLINED_MESSAGE, INVALID_CARD_MESSAGE, RETRY_DAYS, SIMULATED_CARDS } from "./store";
export type { EventSink } from "./store";
export { simulatedSeedObjects } from "./seed";

export type SimulatedProvider = PaymentProvider & {
  /** What the browser's card form does with Stripe.js: confirm an intent with a card number. */
  confirmIntent(input: {
    intentId: string;
    clientSecret: string;
    cardNumber: string;
  }): Promise<ProviderIntent>;
  /** Trial ends, renewals, retries and expiries due at `now`, in order. */
  runDue(
    now: Date,
  ): Promise<{ charged: number; declined: number; canceled: number; trialWillEnd: number }>;
  /** A refund, as the Stripe dashboard would make one. */
  refund(chargeId: string, amountCents: number): Promise<void>;
};

export function createSimulatedProvider(sink: EventSink): SimulatedProvider {
  async function emit(type: string, objectId: string): Promise<void> {
    await sink({ id: newId("evt"), type, objectId, created: await billingNow() });
  }
  const billing = simulatedBilling(emit);
  return {
    name: "simulated",
    ...simulatedCustomers(emit),
    ...simulatedSubscriptions(emit, billing.attemptRenewal),
    ...billing.methods,
    parseWebhook(): ProviderEvent {
      // The simulated provider hands its events over in-process; nothing comes over HTTP.
      throw new WebhookSignatureError("Aucun webhook en mode démonstration.");
    },
  };
}
