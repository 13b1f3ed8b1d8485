import type { SubscriptionStatus } from "@/lib/db/enums";
import { AppError, ValidationError } from "@/lib/errors";

// One interface, two implementations: Stripe (STRIPE_SECRET_KEY set) and the simulated provider
// (demo, tests). The application only sees these normalised shapes. Every creating call carries
// an idempotency key, so that a retry after a lost answer never makes a second customer,
// subscription or charge.

/** What our metadata says on the provider's objects (Stripe metadata values are strings). */
export type BillingMetadata = {
  userId: string;
  tierId: string;
  /** "signup" | "renewal" | "one_time" | "card_update" */
  purpose: string;
  signupId?: string;
};

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: Partial<BillingMetadata>;
};

/** A charge as the ledger needs it: a subscription's invoice or a one-time payment. */
export type ProviderCharge = {
  /** Invoice id for a subscription's charge, PaymentIntent id for a one-time payment. */
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  status: "succeeded" | "failed" | "pending";
  paidAt: Date | null;
  failureMessage: string | null;
  refundedCents: number;
  metadata: Partial<BillingMetadata>;
};

export type ProviderIntent = {
  id: string;
  kind: "setup" | "payment";
  clientSecret: string;
  customerId: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  paymentMethodId: string | null;
  /** The provider's message after a declined card (shown under the card field). */
  lastError: string | null;
  metadata: Partial<BillingMetadata>;
};

export type ProviderCard = { brand: string; last4: string };

export type ProviderOpenInvoice = { id: string; amountCents: number; nextAttemptAt: Date | null };

/** The fields of an event the handlers use: they re-read the object itself from the provider. */
export type ProviderEvent = { id: string; type: string; objectId: string; created: Date };

export type PaymentProvider = {
  readonly name: "stripe" | "simulated";
  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createSetupIntent(input: {
    customerId: string;
    metadata: BillingMetadata;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  createPaymentIntent(input: {
    customerId: string;
    amountCents: number;
    metadata: BillingMetadata;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** A yearly subscription at the tier's price, with an optional free trial, charging the customer's default card. */
  createSubscription(input: {
    customerId: string;
    priceCents: number;
    tierTitle: string;
    trialDays: number;
    paymentMethodId: string | null;
    metadata: BillingMetadata;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * The tier (price) of the subscription's next periods: the current one is neither refunded nor
   * charged again (no proration); the next renewal charges the new price.
   */
  changeSubscriptionTier(input: {
    subscriptionId: string;
    tierId: string;
    tierTitle: string;
    priceCents: number;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  /** The unpaid invoice of a past-due subscription: what is due, and when it is tried again. */
  retrieveOpenInvoice(subscriptionId: string): Promise<ProviderOpenInvoice | null>;
  /** Tries the open invoice again at once with the subscription's default card. */
  payOpenInvoice(
    subscriptionId: string,
    idempotencyKey: string,
  ): Promise<"paid" | "declined" | "none">;
  /**
   * The open invoice of a past-due subscription, paid apart (a cheque, a transfer): voided, so
   * that the provider's retries stop and nothing of it is ever charged; the subscription runs
   * again, its next charge then moved by deferNextCharge. "none" when nothing is open.
   */
  voidOpenInvoice(subscriptionId: string, idempotencyKey: string): Promise<"voided" | "none">;
  /**
   * The next charge of a running subscription moved later, to `until` (a period paid apart runs
   * to then): no proration, nothing charged or refunded now; the subscription is in a trial until
   * then (Stripe: `trial_end`). Never moves a charge earlier.
   */
  deferNextCharge(input: {
    subscriptionId: string;
    until: Date;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(
    subscriptionId: string,
    options: { cancel: boolean; idempotencyKey: string },
  ): Promise<ProviderSubscription>;
  /**
   * An erased member's customer: every subscription not yet ended is cancelled at once (no
   * proration, no final invoice), every card detached, name and e-mail blanked. Safe to repeat;
   * returns the subscriptions it cancelled now.
   */
  forgetCustomer(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ canceledSubscriptionIds: string[] }>;
  /** The card the next charges use: customer's default and the subscription's. */
  setDefaultPaymentMethod(input: {
    customerId: string;
    subscriptionId: string | null;
    paymentMethodId: string;
  }): Promise<void>;
  retrieveCard(paymentMethodId: string): Promise<ProviderCard | null>;
  /** An invoice (in_…) or a one-time PaymentIntent (pi_…) as a ledger line. */
  retrieveCharge(id: string): Promise<ProviderCharge | null>;
  /** A refunded charge (ch_…) → which ledger line and how much of it is refunded now. */
  retrieveRefund(chargeId: string): Promise<{ chargeId: string; refundedCents: number } | null>;
  /** Checks the signature of a webhook delivery on its raw body; throws on anything wrong. */
  parseWebhook(rawBody: string, signature: string | null): ProviderEvent;
};

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/**
 * A correctly signed delivery whose event lacks what we act on (its type, its object, the
 * object's id): refused as it is, before anything is written.
 */
export class WebhookPayloadError extends ValidationError {
  constructor() {
    super("Webhook refusé\u00a0: événement incomplet ou mal formé.");
  }
}

/** The provider's refusal of a card, with its message for the member. */
export class CardDeclinedError extends AppError {
  constructor(message: string) {
    super(message, 402, { card: message });
  }
}
