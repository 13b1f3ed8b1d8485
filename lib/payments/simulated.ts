import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { simulatedObjects } from "@/lib/db/schema";
import type { SubscriptionStatus } from "@/lib/db/enums";
import { billingNow } from "@/lib/membership/clock";
import { RENEWAL_RETRY_DAYS } from "@/lib/membership/offers";
import {
  CardDeclinedError,
  WebhookSignatureError,
  type BillingMetadata,
  type PaymentProvider,
  type ProviderCard,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderSubscription,
} from "./provider";
import { DAY_MS } from "@/lib/format/time";
import { withDeclinedCardNextStep } from "./declined-card";

// The simulated provider: a small Stripe kept in our own database (simulated_objects), with its
// own clock (lib/membership/clock.ts). It records customers, cards, intents, subscriptions and
// invoices as Stripe would, and announces each change as an event handed to the SAME handlers as
// Stripe's webhooks (lib/payments/events.ts), which re-read the objects through this interface.
//
// Test cards (as Stripe's): 4242 4242 4242 4242 accepted; 4000 0000 0000 0002 declined at once;
// 4000 0000 0000 0341 saved, then declined when charged (to play a failed renewal).

export const SIMULATED_CARDS = {
  accepted: "4242424242424242",
  declined: "4000000000000002",
  declinesWhenCharged: "4000000000000341",
} as const;

export const DECLINED_MESSAGE = "Votre carte a été refusée.";
export const INVALID_CARD_MESSAGE =
  "Numéro de carte invalide\u00a0: en mode démonstration, utilisez 4242 4242 4242 4242.";
const CHARGE_DECLINED_MESSAGE = "Le prélèvement a été refusé par la banque.";

/** Retries of a declined renewal, in days after the first attempt (Stripe's default smart retries span about 3 weeks). */
export const RETRY_DAYS = RENEWAL_RETRY_DAYS;
const TRIAL_WILL_END_DAYS = 3;

type Meta = Partial<BillingMetadata>;
type CustomerData = {
  id: string;
  email: string;
  name: string;
  defaultPaymentMethod: string | null;
  metadata: Meta;
};
type CardData = {
  id: string;
  customer: string;
  brand: string;
  last4: string;
  declinesWhenCharged: boolean;
};
type IntentData = {
  id: string;
  kind: "setup" | "payment";
  clientSecret: string;
  customer: string;
  amountCents: number;
  status: ProviderIntent["status"];
  paymentMethod: string | null;
  lastError: string | null;
  paidAt: number | null;
  refundedCents: number;
  metadata: Meta;
};
type SubscriptionData = {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  priceCents: number;
  tierTitle: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  defaultPaymentMethod: string | null;
  /** The open invoice of a failed renewal, and when it is tried again. */
  openInvoice: string | null;
  attempts: number;
  nextAttemptAt: number | null;
  trialWillEndSentFor: number | null;
  metadata: Meta;
};
type InvoiceData = {
  id: string;
  customer: string;
  subscription: string;
  amountCents: number;
  status: "paid" | "open" | "uncollectible";
  paidAt: number | null;
  failureMessage: string | null;
  refundedCents: number;
  metadata: Meta;
};
type Kinds = {
  customer: CustomerData;
  card: CardData;
  intent: IntentData;
  subscription: SubscriptionData;
  invoice: InvoiceData;
  idempotency: { id: string; objectId: string };
};

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

async function read<K extends keyof Kinds>(kind: K, id: string): Promise<Kinds[K] | null> {
  const [row] = await getDb()
    .select({ data: simulatedObjects.data })
    .from(simulatedObjects)
    .where(and(eq(simulatedObjects.id, id), eq(simulatedObjects.kind, kind)));
  return row ? (row.data as Kinds[K]) : null; // why: each kind's rows are written only by save() below with that shape
}

async function save<K extends keyof Kinds>(kind: K, data: Kinds[K]): Promise<void> {
  await getDb()
    .insert(simulatedObjects)
    .values({ id: data.id, kind, data })
    .onConflictDoUpdate({ target: simulatedObjects.id, set: { data, updatedAt: new Date() } });
}

async function listKind<K extends keyof Kinds>(kind: K): Promise<Kinds[K][]> {
  const rows = await getDb()
    .select({ data: simulatedObjects.data })
    .from(simulatedObjects)
    .where(eq(simulatedObjects.kind, kind))
    .orderBy(simulatedObjects.createdAt);
  return rows.map((row) => row.data as Kinds[K]); // why: as in read()
}

/**
 * Runs `create` once per key: the key is claimed by a unique insert first, so that two
 * concurrent calls with one key make one object (the second gets the first's).
 */
async function idempotent<K extends keyof Kinds>(
  key: string,
  kind: K,
  prefix: string,
  create: (id: string) => Promise<Kinds[K]>,
): Promise<Kinds[K]> {
  const id = newId(prefix);
  const claimed = await getDb()
    .insert(simulatedObjects)
    .values({ id: `idem:${key}`, kind: "idempotency", data: { id: `idem:${key}`, objectId: id } })
    .onConflictDoNothing()
    .returning({ id: simulatedObjects.id });
  if (claimed.length === 0) {
    const existing = await read("idempotency", `idem:${key}`);
    const object = existing ? await read(kind, existing.objectId) : null;
    if (!object) throw new Error(`idempotency key ${key} is being used by a request still running`);
    return object;
  }
  const object = await create(id);
  await save(kind, object);
  return object;
}

function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

function subscriptionView(data: SubscriptionData): ProviderSubscription {
  return {
    id: data.id,
    customerId: data.customer,
    status: data.status,
    currentPeriodStart: new Date(data.periodStart),
    currentPeriodEnd: new Date(data.periodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd,
    endedAt: data.endedAt === null ? null : new Date(data.endedAt),
    metadata: data.metadata,
  };
}

function intentView(data: IntentData): ProviderIntent {
  return {
    id: data.id,
    kind: data.kind,
    clientSecret: data.clientSecret,
    customerId: data.customer,
    status: data.status,
    paymentMethodId: data.paymentMethod,
    lastError: data.lastError,
    metadata: data.metadata,
  };
}

/** A new intent awaiting its card, as Stripe makes one (a setup intent has no amount). */
function newIntent(
  id: string,
  kind: IntentData["kind"],
  customer: string,
  amountCents: number,
  metadata: Meta,
): IntentData {
  return {
    id,
    kind,
    clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
    customer,
    amountCents,
    status: "requires_payment_method",
    paymentMethod: null,
    lastError: null,
    paidAt: null,
    refundedCents: 0,
    metadata,
  };
}

export type EventSink = (event: ProviderEvent) => Promise<void>;

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

  async function chargeCard(
    paymentMethod: string | null,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    const card = paymentMethod ? await read("card", paymentMethod) : null;
    if (!card) return { ok: false, message: "Aucune carte enregistrée." };
    return card.declinesWhenCharged
      ? { ok: false, message: CHARGE_DECLINED_MESSAGE }
      : { ok: true };
  }

  /** The subscription's open invoice paid at `at`: the subscription is active again, its retries reset. */
  async function settleOpenInvoice(
    sub: SubscriptionData,
    invoice: InvoiceData,
    at: number,
  ): Promise<void> {
    Object.assign(invoice, { status: "paid", paidAt: at, failureMessage: null });
    Object.assign(sub, { status: "active", openInvoice: null, attempts: 0, nextAttemptAt: null });
    await save("invoice", invoice);
    await save("subscription", sub);
    await emit("invoice.paid", invoice.id);
    await emit("customer.subscription.updated", sub.id);
  }

  /** One attempt at a subscription's invoice for the period starting at `at`. */
  async function attemptRenewal(
    sub: SubscriptionData,
    at: number,
  ): Promise<"charged" | "declined" | "canceled"> {
    const customer = await read("customer", sub.customer);
    const method = sub.defaultPaymentMethod ?? customer?.defaultPaymentMethod ?? null;
    const firstAttempt = sub.openInvoice === null;
    if (firstAttempt && !method && sub.status === "trialing") {
      // trial_settings.end_behavior.missing_payment_method = cancel
      Object.assign(sub, { status: "canceled", endedAt: at, nextAttemptAt: null });
      await save("subscription", sub);
      await emit("customer.subscription.deleted", sub.id);
      return "canceled";
    }
    if (firstAttempt) {
      // The new period starts whether or not the charge succeeds (as Stripe does).
      const invoice: InvoiceData = {
        id: newId("sim_in"),
        customer: sub.customer,
        subscription: sub.id,
        amountCents: sub.priceCents,
        status: "open",
        paidAt: null,
        failureMessage: null,
        refundedCents: 0,
        metadata: { ...sub.metadata, purpose: "renewal" },
      };
      Object.assign(sub, {
        periodStart: at,
        periodEnd: yearAfter(at),
        openInvoice: invoice.id,
        attempts: 0,
      });
      await save("invoice", invoice);
    }
    const invoice = await read("invoice", sub.openInvoice!);
    if (!invoice) throw new Error("simulated invoice missing");
    const result = await chargeCard(method);
    sub.attempts += 1;
    if (result.ok) {
      await settleOpenInvoice(sub, invoice, at);
      return "charged";
    }
    invoice.failureMessage = result.message;
    const retryIn = RETRY_DAYS[sub.attempts - 1];
    if (retryIn === undefined) {
      // Retries exhausted: the subscription is cancelled (Stripe's "cancel the subscription" setting).
      invoice.status = "uncollectible";
      Object.assign(sub, {
        status: "canceled",
        endedAt: at,
        openInvoice: null,
        nextAttemptAt: null,
      });
      await save("invoice", invoice);
      await save("subscription", sub);
      await emit("invoice.payment_failed", invoice.id);
      await emit("customer.subscription.deleted", sub.id);
      return "canceled";
    }
    const firstAt = sub.periodStart;
    Object.assign(sub, { status: "past_due", nextAttemptAt: firstAt + retryIn * DAY_MS });
    await save("invoice", invoice);
    await save("subscription", sub);
    await emit("invoice.payment_failed", invoice.id);
    await emit("customer.subscription.updated", sub.id);
    return "declined";
  }

  const provider: SimulatedProvider = {
    name: "simulated",

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

    async createSubscription({
      customerId,
      priceCents,
      tierTitle,
      trialDays,
      paymentMethodId,
      metadata,
      idempotencyKey,
    }) {
      const now = (await billingNow()).getTime();
      let created = false;
      const sub = await idempotent(idempotencyKey, "subscription", "sim_sub", async (id) => {
        created = true;
        return {
          id,
          customer: customerId,
          status: trialDays > 0 ? ("trialing" as const) : ("incomplete" as const),
          priceCents,
          tierTitle,
          periodStart: now,
          periodEnd: trialDays > 0 ? now + trialDays * DAY_MS : now,
          cancelAtPeriodEnd: false,
          endedAt: null,
          defaultPaymentMethod: paymentMethodId,
          openInvoice: null,
          attempts: 0,
          nextAttemptAt: null,
          trialWillEndSentFor: null,
          metadata,
        };
      });
      if (created) {
        await emit("customer.subscription.created", sub.id);
        // Without a trial the first year is charged at once.
        if (trialDays === 0) await attemptRenewal(sub, now);
      }
      return subscriptionView((await read("subscription", sub.id)) ?? sub);
    },

    async retrieveSubscription(id) {
      const sub = await read("subscription", id);
      return sub ? subscriptionView(sub) : null;
    },

    async changeSubscriptionTier({ subscriptionId, tierId, tierTitle, priceCents }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      if (sub.priceCents !== priceCents || sub.metadata.tierId !== tierId) {
        // The open invoice of a failed renewal keeps its amount: only the next periods change.
        Object.assign(sub, { priceCents, tierTitle, metadata: { ...sub.metadata, tierId } });
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
    },

    async retrieveOpenInvoice(subscriptionId) {
      const sub = await read("subscription", subscriptionId);
      const invoice = sub?.openInvoice ? await read("invoice", sub.openInvoice) : null;
      if (!sub || !invoice || invoice.status !== "open") return null;
      return {
        id: invoice.id,
        amountCents: invoice.amountCents,
        nextAttemptAt: sub.nextAttemptAt === null ? null : new Date(sub.nextAttemptAt),
      };
    },

    async payOpenInvoice(subscriptionId) {
      const sub = await read("subscription", subscriptionId);
      const invoice = sub?.openInvoice ? await read("invoice", sub.openInvoice) : null;
      if (!sub || !invoice || invoice.status !== "open") return "none";
      const customer = await read("customer", sub.customer);
      const result = await chargeCard(
        sub.defaultPaymentMethod ?? customer?.defaultPaymentMethod ?? null,
      );
      // A try asked by the member does not use up one of the scheduled retries.
      if (!result.ok) return "declined";
      const at = (await billingNow()).getTime();
      await settleOpenInvoice(sub, invoice, at);
      return "paid";
    },

    async deferNextCharge({ subscriptionId, until }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      const live = sub.status === "trialing" || sub.status === "active";
      if (live && until.getTime() > sub.periodEnd) {
        // As Stripe's trial_end: the period paid apart is a trial of this subscription.
        Object.assign(sub, { status: "trialing", periodEnd: until.getTime() });
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
    },

    async setCancelAtPeriodEnd(subscriptionId, { cancel }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      if (sub.status !== "canceled" && sub.cancelAtPeriodEnd !== cancel) {
        sub.cancelAtPeriodEnd = cancel;
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
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

    async retrieveCharge(id): Promise<ProviderCharge | null> {
      const invoice = id.startsWith("sim_in") ? await read("invoice", id) : null;
      if (invoice) {
        return {
          id: invoice.id,
          customerId: invoice.customer,
          subscriptionId: invoice.subscription,
          amountCents: invoice.amountCents,
          status:
            invoice.status === "paid" ? "succeeded" : invoice.failureMessage ? "failed" : "pending",
          paidAt: invoice.paidAt === null ? null : new Date(invoice.paidAt),
          failureMessage: invoice.failureMessage,
          refundedCents: invoice.refundedCents,
          metadata: invoice.metadata,
        };
      }
      const intent = await read("intent", id);
      if (!intent || intent.kind !== "payment") return null;
      return {
        id: intent.id,
        customerId: intent.customer,
        subscriptionId: null,
        amountCents: intent.amountCents,
        status:
          intent.status === "succeeded" ? "succeeded" : intent.lastError ? "failed" : "pending",
        paidAt: intent.paidAt === null ? null : new Date(intent.paidAt),
        failureMessage: intent.lastError,
        refundedCents: intent.refundedCents,
        metadata: intent.metadata,
      };
    },

    async retrieveRefund(chargeId) {
      const charge = await provider.retrieveCharge(chargeId);
      return charge ? { chargeId: charge.id, refundedCents: charge.refundedCents } : null;
    },

    async refund(chargeId, amountCents) {
      const invoice = await read("invoice", chargeId);
      if (invoice)
        await save("invoice", {
          ...invoice,
          refundedCents: Math.min(invoice.amountCents, invoice.refundedCents + amountCents),
        });
      const intent = invoice ? null : await read("intent", chargeId);
      if (intent)
        await save("intent", {
          ...intent,
          refundedCents: Math.min(intent.amountCents, intent.refundedCents + amountCents),
        });
      // The simulated charge id is the ledger line's own id.
      await emit("charge.refunded", chargeId);
    },

    parseWebhook(): ProviderEvent {
      // The simulated provider hands its events over in-process; nothing comes over HTTP.
      throw new WebhookSignatureError("Aucun webhook en mode démonstration.");
    },

    async runDue(now) {
      const figures = { charged: 0, declined: 0, canceled: 0, trialWillEnd: 0 };
      const at = now.getTime();
      for (const listed of await listKind("subscription")) {
        // Several things may be due after a long jump (a declined renewal and its retries): in order.
        for (let step = 0; step < 20; step += 1) {
          const sub = await read("subscription", listed.id);
          if (!sub || sub.status === "canceled" || sub.status === "incomplete_expired") break;
          if (
            sub.status === "trialing" &&
            !sub.cancelAtPeriodEnd &&
            sub.trialWillEndSentFor !== sub.periodEnd &&
            at >= sub.periodEnd - TRIAL_WILL_END_DAYS * DAY_MS &&
            at < sub.periodEnd
          ) {
            await save("subscription", { ...sub, trialWillEndSentFor: sub.periodEnd });
            await emit("customer.subscription.trial_will_end", sub.id);
            figures.trialWillEnd += 1;
            continue;
          }
          if (sub.status === "past_due" && sub.nextAttemptAt !== null && at >= sub.nextAttemptAt) {
            figures[await attemptRenewal(sub, sub.nextAttemptAt)] += 1;
            continue;
          }
          if ((sub.status === "trialing" || sub.status === "active") && at >= sub.periodEnd) {
            if (sub.cancelAtPeriodEnd) {
              await save("subscription", { ...sub, status: "canceled", endedAt: sub.periodEnd });
              await emit("customer.subscription.deleted", sub.id);
              figures.canceled += 1;
              continue;
            }
            figures[await attemptRenewal(sub, sub.periodEnd)] += 1;
            continue;
          }
          break;
        }
      }
      return figures;
    },
  };
  return provider;
}

function yearAfter(at: number): number {
  const date = new Date(at);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

/**
 * The simulated provider's records for a subscription the demo seed writes directly (a customer,
 * its card, the subscription), so that the demo members' payment tabs and `billing:advance` work.
 */
export function simulatedSeedObjects(input: {
  key: string;
  userId: string;
  email: string;
  name: string;
  tierId: string;
  tierTitle: string;
  priceCents: number;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A card that declines when charged (a past_due member's). */
  declines: boolean;
  /** The failed invoice of a past_due member, retried in two days. */
  openInvoice: { id: string; amountCents: number; failedAt: Date } | null;
}): {
  customerId: string;
  subscriptionId: string;
  rows: { id: string; kind: string; data: Record<string, unknown> }[];
} {
  const customerId = `sim_cus_seed_${input.key}`;
  const cardId = `sim_pm_seed_${input.key}`;
  const subscriptionId = `sim_sub_${input.key}`;
  const metadata = { userId: input.userId, tierId: input.tierId, purpose: "signup" };
  const customer: CustomerData = {
    id: customerId,
    email: input.email,
    name: input.name,
    defaultPaymentMethod: cardId,
    metadata: { userId: input.userId },
  };
  const card: CardData = {
    id: cardId,
    customer: customerId,
    brand: "visa",
    last4: input.declines ? "0341" : "4242",
    declinesWhenCharged: input.declines,
  };
  const subscription: SubscriptionData = {
    id: subscriptionId,
    customer: customerId,
    status: input.status,
    priceCents: input.priceCents,
    tierTitle: input.tierTitle,
    periodStart: input.periodStart.getTime(),
    periodEnd: input.periodEnd.getTime(),
    cancelAtPeriodEnd: input.cancelAtPeriodEnd,
    endedAt: input.status === "canceled" ? input.periodEnd.getTime() : null,
    defaultPaymentMethod: cardId,
    openInvoice: input.openInvoice?.id ?? null,
    attempts: input.openInvoice ? 1 : 0,
    nextAttemptAt: input.openInvoice
      ? input.openInvoice.failedAt.getTime() + RETRY_DAYS[0] * DAY_MS
      : null,
    trialWillEndSentFor: null,
    metadata,
  };
  const rows: { id: string; kind: string; data: Record<string, unknown> }[] = [
    { id: customerId, kind: "customer", data: customer },
    { id: cardId, kind: "card", data: card },
    { id: subscriptionId, kind: "subscription", data: subscription },
  ];
  if (input.openInvoice) {
    const invoice: InvoiceData = {
      id: input.openInvoice.id,
      customer: customerId,
      subscription: subscriptionId,
      amountCents: input.openInvoice.amountCents,
      status: "open",
      paidAt: null,
      failureMessage: CHARGE_DECLINED_MESSAGE,
      refundedCents: 0,
      metadata: { ...metadata, purpose: "renewal" },
    };
    rows.push({ id: invoice.id, kind: "invoice", data: invoice });
  }
  return { customerId, subscriptionId, rows };
}
