import "server-only";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb, inTransaction } from "@/lib/db";
import { paymentCustomers, subscriptions, users, webhookEvents } from "@/lib/db/schema";
import { queueCardChanged, queueRenewalDeclined } from "@/lib/email/notices";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { billingNow } from "@/lib/membership/clock";
import { findLiveSubscription, membershipStateOf } from "@/lib/membership/reads";
import { FREE_YEAR_DAYS } from "@/lib/membership/offers";
import { coveredUntil } from "@/lib/membership/state";
import { findTier } from "@/lib/membership/tiers";
import { alignRenewal } from "./renewal";
import { knownTier, syncSubscription, userIdOfCustomer } from "./subscription-sync";
import { hasCardCharge, recordCardCharge, recordCardRefund } from "./ledger";
import {
  WebhookPayloadError,
  type BillingMetadata,
  type PaymentProvider,
  type ProviderCard,
  type ProviderCharge,
  type ProviderEvent,
  type ProviderIntent,
} from "./provider";
import { DAY_MS } from "@/lib/format/time";

/** The trial of a recurring signup: the offered year (lib/membership/offers.ts). */
export const TRIAL_DAYS = FREE_YEAR_DAYS;

// The provider's events, whichever way they come (Stripe's signed webhooks, the simulated
// provider in-process), go through processEvent: an allow-list of one handler per event type,
// each event id claimed once by a unique insert in the same transaction as the handler's writes
// (a replay or a concurrent second delivery does nothing), and every handler re-reads the object
// from the provider instead of trusting the payload, so that events arriving out of order still
// end in the provider's current state.

export type EventOutcome = "processed" | "duplicate" | "ignored" | "missing";

/** "missing": the provider no longer has the object (a deleted charge): acknowledged and journaled. */
type Handler = (provider: PaymentProvider, objectId: string) => Promise<void | "missing">;

const HANDLERS: Record<string, Handler> = {
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
  // The reminders job (lib/reminders) writes to the member; here the state is only refreshed.
  "customer.subscription.trial_will_end": subscriptionChanged,
  "invoice.paid": syncCharge,
  "invoice.payment_failed": syncCharge,
  "payment_intent.succeeded": syncOneTimePayment,
  "payment_intent.payment_failed": syncOneTimePayment,
  "setup_intent.succeeded": setupSucceeded,
  "charge.refunded": syncRefund,
};

export const HANDLED_EVENTS = Object.keys(HANDLERS);

/**
 * The provider writes an event calls for, made before its transaction (see saveCardAtProvider):
 * a handler runs inside the transaction and only reads from the provider.
 */
const PROVIDER_WRITES: Partial<
  Record<string, (provider: PaymentProvider, objectId: string) => Promise<void>>
> = {
  "setup_intent.succeeded": saveCardAtProvider,
};

/**
 * What an event calls for once its writes are committed: a payment apart moves a running
 * renewal's next charge after the year it bought (no period paid twice), a provider write.
 */
const AFTER_COMMIT: Partial<
  Record<string, (provider: PaymentProvider, objectId: string) => Promise<void>>
> = {
  "payment_intent.succeeded": alignAfterOneTimePayment,
};

export async function processEvent(
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const handler = HANDLERS[event.type];
  if (!handler) return "ignored";
  // Every handler re-reads its object by id: without one there is nothing to read.
  if (!event.objectId) throw new WebhookPayloadError();
  const providerWrites = PROVIDER_WRITES[event.type];
  if (providerWrites) {
    // A replay of an event already done calls nothing at the provider.
    const [done] = await getDb()
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event.id));
    if (done) return "duplicate";
    await providerWrites(provider, event.objectId);
  }
  // The claim and the handler's writes commit together. A concurrent delivery of the same event
  // waits on the unique id until this one ends: committed, it is a duplicate; rolled back (an
  // error, or the process killed midway, which ends its connection), it runs the event itself.
  // So an event is never marked processed without its effects.
  const outcome = await inTransaction(async (tx) => {
    const claimed = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return "duplicate";
    if ((await handler(provider, event.objectId)) === "missing") {
      // Answering an error would have the provider deliver it again for days, to no end.
      await recordAudit(tx, {
        actor: null,
        action: "webhook.missing",
        subject: { type: "payment", id: null },
        summary: `Événement ${event.type} reçu pour ${event.objectId}, que le prestataire n’a plus\u00a0: ignoré`,
        details: { eventId: event.id, type: event.type, objectId: event.objectId },
      });
      return "missing";
    }
    return "processed";
  });
  // E-mails the event queued (a receipt, a notice) go after the commit, after the answer when a
  // webhook request is served: the provider's outage never fails the webhook.
  if (outcome === "processed") {
    await sendQueuedEmailsSoon();
    await AFTER_COMMIT[event.type]?.(provider, event.objectId);
  }
  return outcome;
}

async function subscriptionChanged(
  provider: PaymentProvider,
  id: string,
): Promise<void | "missing"> {
  let missing = false;
  await syncSubscription(provider, id, () => {
    missing = true;
  });
  if (missing) return "missing";
}

/** A subscription's invoice (paid or failed) into the ledger. */
async function syncCharge(provider: PaymentProvider, chargeId: string): Promise<void | "missing"> {
  const charge = await provider.retrieveCharge(chargeId);
  if (!charge) return "missing";
  await recordInvoice(provider, charge);
}

async function recordInvoice(provider: PaymentProvider, charge: ProviderCharge): Promise<void> {
  const subscriptionId = charge.subscriptionId
    ? await syncSubscription(provider, charge.subscriptionId)
    : null;
  // Stripe's 0 € invoice when a trial starts (or a free tier's yearly one) is no payment: no
  // ledger line, no receipt; the subscription vouches for the year.
  if (charge.amountCents <= 0) return;
  await recordCharge(provider, charge, subscriptionId);
  if (charge.status === "failed" && subscriptionId)
    await noticeDeclinedRenewal(charge, subscriptionId);
}

/**
 * The member's notice of a declined renewal, while the provider still retries (the last refusal
 * ends the subscription: its notice is the end of the membership's).
 */
async function noticeDeclinedRenewal(charge: ProviderCharge, subscriptionId: string) {
  const db = getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (row?.status !== "past_due") return;
  await queueRenewalDeclined(db, {
    userId: row.userId,
    invoiceId: charge.id,
    amountCents: charge.amountCents,
    retryAt: null,
    lastTry: false,
    endsAt: null,
  });
}

/** A one-time payment (not a subscription's: those come as invoices). */
async function syncOneTimePayment(
  provider: PaymentProvider,
  intentId: string,
): Promise<void | "missing"> {
  const charge = await provider.retrieveCharge(intentId);
  if (!charge) return "missing";
  await recordOneTimePayment(provider, charge);
}

async function recordOneTimePayment(
  provider: PaymentProvider,
  charge: ProviderCharge,
): Promise<void> {
  if (charge.metadata.purpose !== "one_time") return;
  await recordCharge(provider, charge, null);
}

async function recordCharge(
  provider: PaymentProvider,
  charge: ProviderCharge,
  subscriptionId: string | null,
): Promise<void> {
  const userId = await userIdOfCustomer(provider, charge.customerId, charge.metadata.userId);
  if (!userId) return;
  // The ledger queues the receipt itself, in this transaction.
  await recordCardCharge(getDb(), provider, charge, {
    userId,
    subscriptionId,
    tierId: await knownTier(charge.metadata.tierId),
  });
}

async function alignAfterOneTimePayment(provider: PaymentProvider, intentId: string) {
  const charge = await provider.retrieveCharge(intentId);
  if (!charge || charge.status !== "succeeded" || charge.metadata.purpose !== "one_time") return;
  const userId = await userIdOfCustomer(provider, charge.customerId, charge.metadata.userId);
  if (userId) await alignRenewal(provider, userId);
}

/**
 * A saved card, at the provider: it becomes the one the next charges use (the customer's and the
 * live subscription's default), and the yearly subscription starts when there is none. These are
 * the only provider writes an event causes: they run before the event's transaction, never inside
 * it (non-negotiable 4: an outage or a slow answer must not hold a transaction open, nor roll back
 * what was recorded). Each is idempotent – the same default again, the subscription keyed by the
 * intent – so a delivery that fails after them, or a concurrent one, redoes them harmlessly.
 */
async function saveCardAtProvider(provider: PaymentProvider, intentId: string): Promise<void> {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent || intent.status !== "succeeded" || !intent.paymentMethodId) return;
  const userId = await userIdOfCustomer(provider, intent.customerId, intent.metadata.userId);
  if (!userId) return;
  const current = await findLiveSubscription(userId, provider.name, getDb());
  await provider.setDefaultPaymentMethod({
    customerId: intent.customerId,
    subscriptionId: current?.providerSubscriptionId ?? null,
    paymentMethodId: intent.paymentMethodId,
  });
  const purpose = intent.metadata.purpose;
  if (!current && (purpose === "signup" || purpose === "recurring") && intent.metadata.tierId) {
    await startSubscriptionForCard(provider, intent, {
      userId,
      tierId: intent.metadata.tierId,
      purpose,
      ...(intent.metadata.signupId ? { signupId: intent.metadata.signupId } : {}),
    });
  }
}

/** A saved card, in our records: the member's card shown, and the notice of a card changed. */
async function setupSucceeded(
  provider: PaymentProvider,
  intentId: string,
): Promise<void | "missing"> {
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) return "missing";
  if (intent.status !== "succeeded" || !intent.paymentMethodId) return;
  const userId = await userIdOfCustomer(provider, intent.customerId, intent.metadata.userId);
  if (!userId) return;
  const card = await recordCard(provider, intent.customerId, intent.paymentMethodId);
  // The member's confirmation (and security notice) of a card changed from the payment tab.
  if (intent.metadata.purpose === "card_update" && card)
    await queueCardChanged(getDb(), { userId, intentId: intent.id, ...card });
}

/**
 * The yearly subscription a saved card starts, whoever asks (the webhook's setup_intent.succeeded
 * or the signup's last step, whichever comes first): one idempotency key per card's intent, so one
 * subscription.
 */
export async function startSubscriptionForCard(
  provider: PaymentProvider,
  intent: ProviderIntent,
  metadata: BillingMetadata,
): Promise<string | null> {
  if (!intent.paymentMethodId) return null;
  return startSubscription(provider, {
    customerId: intent.customerId,
    paymentMethodId: intent.paymentMethodId,
    metadata,
    idempotencyKey: `subscription:${intent.id}`,
  });
}

/**
 * The yearly subscription once a card is saved. At signup the first year is offered (365-day
 * trial); activated later from the profile, the first charge comes when the current paid or
 * offered year ends, or at once when nothing is valid any more.
 */
export async function startSubscription(
  provider: PaymentProvider,
  input: {
    customerId: string;
    paymentMethodId: string | null;
    metadata: BillingMetadata;
    idempotencyKey: string;
  },
): Promise<string | null> {
  const tier = await findTier(input.metadata.tierId, getDb());
  // A 0 € subscription is never made: the free tier is an administrator's grant .
  if (!tier || tier.priceCents <= 0) return null;
  let trialDays = TRIAL_DAYS;
  if (input.metadata.purpose !== "signup") {
    const now = await billingNow();
    // The first charge when what is paid, offered, imported or granted ends: never a period twice.
    const runsUntil = coveredUntil(await membershipStateOf(input.metadata.userId, { now }));
    trialDays =
      runsUntil && runsUntil > now ? Math.ceil((runsUntil.getTime() - now.getTime()) / DAY_MS) : 0;
  }
  // The tier chosen for the automatic renewal becomes the profile's: the profile names the tier
  // of the next charge.
  if (input.metadata.purpose === "recurring")
    await getDb()
      .update(users)
      .set({ tierId: tier.id, updatedAt: new Date() })
      .where(eq(users.id, input.metadata.userId));
  const sub = await provider.createSubscription({
    customerId: input.customerId,
    priceCents: tier.priceCents,
    tierTitle: tier.title,
    trialDays,
    paymentMethodId: input.paymentMethodId,
    metadata: input.metadata,
    idempotencyKey: input.idempotencyKey,
  });
  return syncSubscription(provider, sub.id);
}

export async function recordCard(
  provider: PaymentProvider,
  customerId: string,
  paymentMethodId: string,
): Promise<ProviderCard | null> {
  const card = await provider.retrieveCard(paymentMethodId);
  if (!card) return null;
  await getDb()
    .update(paymentCustomers)
    .set({ cardBrand: card.brand, cardLast4: card.last4, updatedAt: new Date() })
    .where(
      and(
        eq(paymentCustomers.provider, provider.name),
        eq(paymentCustomers.providerCustomerId, customerId),
      ),
    );
  return card;
}

async function syncRefund(provider: PaymentProvider, chargeId: string): Promise<void | "missing"> {
  const refund = await provider.retrieveRefund(chargeId);
  if (!refund) return "missing";
  if (!(await hasCardCharge(getDb(), provider, refund.chargeId))) {
    // The refund came before the payment's own event: record the payment first.
    const charge = await provider.retrieveCharge(refund.chargeId);
    if (charge)
      await (charge.subscriptionId
        ? recordInvoice(provider, charge)
        : recordOneTimePayment(provider, charge));
  }
  await recordCardRefund(getDb(), provider, refund.chargeId, refund.refundedCents);
}
