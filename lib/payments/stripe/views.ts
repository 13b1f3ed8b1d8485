import "server-only";
import Stripe from "stripe";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/db/enums";
import type { BillingMetadata, ProviderIntent, ProviderSubscription } from "../provider";

// Stripe's objects as the provider interface shows them.

export function toDate(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

export function metadataOf(metadata: Stripe.Metadata | null | undefined): Partial<BillingMetadata> {
  const out: Partial<BillingMetadata> = {};
  if (metadata?.userId) out.userId = metadata.userId;
  if (metadata?.tierId) out.tierId = metadata.tierId;
  if (metadata?.purpose) out.purpose = metadata.purpose;
  if (metadata?.signupId) out.signupId = metadata.signupId;
  return out;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

export function subscriptionView(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const start = toDate(item?.current_period_start) ?? toDate(sub.start_date) ?? new Date();
  const end = toDate(item?.current_period_end) ?? toDate(sub.trial_end) ?? start;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    status: SUBSCRIPTION_STATUSES.includes(sub.status as SubscriptionStatus)
      ? (sub.status as SubscriptionStatus)
      : "incomplete", // why: checked against our list just before
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: toDate(sub.ended_at),
    metadata: metadataOf(sub.metadata),
  };
}

function intentStatus(status: string): ProviderIntent["status"] {
  if (status === "succeeded" || status === "processing" || status === "canceled") return status;
  return "requires_payment_method";
}

/** A SetupIntent (a card saved for later) or a PaymentIntent (the year paid once) as we see it. */
export function intentView(
  of:
    | { kind: "setup"; intent: Stripe.SetupIntent }
    | { kind: "payment"; intent: Stripe.PaymentIntent },
  customerId: string,
  id: string = of.intent.id,
): ProviderIntent {
  const { intent } = of;
  const lastError = of.kind === "setup" ? of.intent.last_setup_error : of.intent.last_payment_error;
  return {
    id,
    kind: of.kind,
    clientSecret: intent.client_secret ?? "",
    customerId,
    status: intentStatus(intent.status),
    paymentMethodId: idOf(intent.payment_method),
    lastError: lastError?.message ?? null,
    metadata: metadataOf(intent.metadata),
  };
}
