import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/db/enums";
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type BillingMetadata,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderSubscription,
} from "./provider";

// The Stripe implementation of the provider interface. The API version is pinned: a Stripe
// account upgrade never changes the shapes read here. Every creating call carries an
// idempotency key. Since the 2025 API versions a subscription's period is on its items and an
// invoice names its subscription under parent.subscription_details.

export const STRIPE_API_VERSION = "2026-10-28.endive";
/** Seconds a webhook signature stays acceptable (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * What an event must carry, once its signature is checked: the handlers use its id, type and
 * object's id, and read the object itself from Stripe. An event about an object without an id (a
 * balance) is valid; processEvent refuses it only for a type it handles.
 */
const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.object({ id: z.string().min(1).optional() }) }),
});

function toDate(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

function metadataOf(metadata: Stripe.Metadata | null | undefined): Partial<BillingMetadata> {
  const out: Partial<BillingMetadata> = {};
  if (metadata?.userId) out.userId = metadata.userId;
  if (metadata?.tierId) out.tierId = metadata.tierId;
  if (metadata?.purpose) out.purpose = metadata.purpose;
  if (metadata?.signupId) out.signupId = metadata.signupId;
  return out;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

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

  function subscriptionView(sub: Stripe.Subscription): ProviderSubscription {
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
  function intentView(
    of:
      | { kind: "setup"; intent: Stripe.SetupIntent }
      | { kind: "payment"; intent: Stripe.PaymentIntent },
    customerId: string,
    id: string = of.intent.id,
  ): ProviderIntent {
    const { intent } = of;
    const lastError =
      of.kind === "setup" ? of.intent.last_setup_error : of.intent.last_payment_error;
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

  /**
   * What is refunded of a paid invoice: refunds are made on the charges of the invoice's payments
   * (an invoice carries no refunded amount of its own).
   */
  async function invoiceRefundedCents(invoiceId: string): Promise<number> {
    let refunded = 0;
    for await (const link of stripe.invoicePayments.list({
      invoice: invoiceId,
      status: "paid",
      limit: 10,
    })) {
      const chargeId = idOf(link.payment.charge ?? null);
      const intentId = idOf(link.payment.payment_intent ?? null);
      if (chargeId) refunded += (await stripe.charges.retrieve(chargeId)).amount_refunded;
      else if (intentId)
        for await (const charge of stripe.charges.list({ payment_intent: intentId, limit: 10 }))
          refunded += charge.amount_refunded;
    }
    return refunded;
  }

  return {
    name: "stripe",

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

    async retrieveOpenInvoice(subscriptionId) {
      try {
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
        const invoiceId = idOf(sub.latest_invoice);
        if (!invoiceId) return null;
        const invoice = await stripe.invoices.retrieve(invoiceId);
        if (invoice.status !== "open") return null;
        return {
          id: invoiceId,
          amountCents: invoice.amount_due,
          nextAttemptAt: toDate(invoice.next_payment_attempt),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async payOpenInvoice(subscriptionId, idempotencyKey) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId = idOf(sub.latest_invoice);
      if (!invoiceId) return "none";
      const invoice = await stripe.invoices.retrieve(invoiceId);
      if (invoice.status !== "open") return "none";
      const method = idOf(sub.default_payment_method);
      try {
        const paid = await stripe.invoices.pay(
          invoiceId,
          method ? { payment_method: method } : {},
          { idempotencyKey },
        );
        return paid.status === "paid" ? "paid" : "declined";
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return "declined";
        throw error;
      }
    },

    async voidOpenInvoice(subscriptionId, idempotencyKey) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId = idOf(sub.latest_invoice);
      if (!invoiceId) return "none";
      const invoice = await stripe.invoices.retrieve(invoiceId);
      if (invoice.status !== "open") return "none";
      // Void, not « paid out of band »: that would bring an invoice.paid, a card line in our ledger.
      await stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey });
      return "voided";
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

    async retrieveCharge(id): Promise<ProviderCharge | null> {
      try {
        if (id.startsWith("in_")) {
          const invoice = await stripe.invoices.retrieve(id);
          const details = invoice.parent?.subscription_details;
          const failed =
            invoice.status === "uncollectible" ||
            invoice.status === "void" ||
            (invoice.status === "open" && invoice.attempt_count > 0);
          return {
            id: invoice.id ?? id,
            customerId: idOf(invoice.customer) ?? "",
            subscriptionId: idOf(details?.subscription ?? null),
            amountCents: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
            status: invoice.status === "paid" ? "succeeded" : failed ? "failed" : "pending",
            paidAt: toDate(invoice.status_transitions.paid_at),
            failureMessage: failed ? "Le prélèvement a été refusé par la banque." : null,
            refundedCents:
              invoice.status === "paid" && invoice.amount_paid > 0
                ? await invoiceRefundedCents(invoice.id ?? id)
                : 0,
            metadata: metadataOf(details?.metadata),
          };
        }
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
        const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
        return {
          id: intent.id,
          customerId: idOf(intent.customer) ?? "",
          subscriptionId: null,
          amountCents: intent.amount,
          status:
            intent.status === "succeeded"
              ? "succeeded"
              : intent.last_payment_error
                ? "failed"
                : "pending",
          paidAt:
            intent.status === "succeeded"
              ? (toDate(charge?.created) ?? toDate(intent.created))
              : null,
          failureMessage: intent.last_payment_error?.message ?? null,
          refundedCents: charge?.amount_refunded ?? 0,
          metadata: metadataOf(intent.metadata),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async retrieveRefund(chargeId) {
      let charge: Stripe.Charge;
      try {
        charge = await stripe.charges.retrieve(chargeId);
      } catch (error) {
        // "No such charge": nothing left to record (the event is acknowledged and journaled).
        if (isMissing(error)) return null;
        throw error;
      }
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return null;
      // A subscription's charge is recorded under its invoice, a one-time payment under its intent.
      const invoicePayments = await stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: intentId },
        limit: 1,
      });
      const invoiceId = idOf(invoicePayments.data[0]?.invoice ?? null);
      return { chargeId: invoiceId ?? intentId, refundedCents: charge.amount_refunded };
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!signature || !options.webhookSecret)
        throw new WebhookSignatureError("Signature absente.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError("Signature invalide.");
      }
      // The SDK refuses signatures older than the tolerance, not ones dated in the future: a
      // signed timestamp ahead of our clock by more than the tolerance is refused the same way.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? Number.NaN);
      if (!Number.isFinite(signedAt) || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError("Signature invalide.");
      const envelope = eventEnvelope.safeParse(event);
      if (!envelope.success) throw new WebhookPayloadError();
      const { id, type, created, data } = envelope.data;
      return { id, type, objectId: data.object.id ?? "", created: new Date(created * 1000) };
    },
  };
}
