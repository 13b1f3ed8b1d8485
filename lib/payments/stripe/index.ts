import "server-only";
import Stripe from "stripe";
import type { PaymentProvider } from "../provider";
import { stripeCustomers } from "./customers";
import { stripeInvoices } from "./invoices";
import { stripeSubscriptions } from "./subscriptions";
import { parseStripeWebhook } from "./webhook";

// The Stripe implementation of the provider interface. The API version is pinned: a Stripe
// account upgrade never changes the shapes read here. Every creating call carries an
// idempotency key. Since the 2025 API versions a subscription's period is on its items and an
// invoice names its subscription under parent.subscription_details.

export const STRIPE_API_VERSION = "2026-10-28.endive";
export { WEBHOOK_TOLERANCE_SECONDS } from "./webhook";

// By use case: customers.ts (customers, intents, cards), subscriptions.ts, invoices.ts (open
// invoices, charges, refunds), webhook.ts (signature and envelope), views.ts (Stripe's objects as
// the interface shows them).

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    appInfo: { name: "srh-site" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });

  return {
    name: "stripe",
    ...stripeCustomers(stripe),
    ...stripeSubscriptions(stripe),
    ...stripeInvoices(stripe),
    parseWebhook: (rawBody, signature) =>
      parseStripeWebhook(stripe, options.webhookSecret, rawBody, signature),
  };
}
