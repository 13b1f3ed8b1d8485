import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { webhookEvents } from "@/lib/db/schema";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { WebhookPayloadError, type PaymentProvider, type ProviderEvent } from "../provider";
import type { EventHandler } from "./handler";
import { invoiceChanged } from "./invoice";
import { alignAfterOneTimePayment, oneTimePaymentChanged } from "./one-time-payment";
import { chargeRefunded } from "./refund";
import { saveCardAtProvider, setupSucceeded } from "./setup-intent";
import { subscriptionChanged } from "./subscription";

// The provider's events, whichever way they come (Stripe's signed webhooks, the simulated
// provider in-process), go through processEvent: an allow-list of one handler per event type,
// each event id claimed once by a unique insert in the same transaction as the handler's writes
// (a replay or a concurrent second delivery does nothing), and every handler re-reads the object
// from the provider instead of trusting the payload, so that events arriving out of order still
// end in the provider's current state. A handler reads from the provider first, outside any
// transaction, and hands back its writes, which run in the event's transaction (`tx` passed
// explicitly, as everywhere else).

export type EventOutcome = "processed" | "duplicate" | "ignored" | "missing";

const HANDLERS: Record<string, EventHandler> = {
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
  // The reminders job (lib/reminders) writes to the member; here the state is only refreshed.
  "customer.subscription.trial_will_end": subscriptionChanged,
  "invoice.paid": invoiceChanged,
  "invoice.payment_failed": invoiceChanged,
  "payment_intent.succeeded": oneTimePaymentChanged,
  "payment_intent.payment_failed": oneTimePaymentChanged,
  "setup_intent.succeeded": setupSucceeded,
  "charge.refunded": chargeRefunded,
};

export const HANDLED_EVENTS = Object.keys(HANDLERS);

/**
 * The provider writes an event calls for, made before its transaction (see saveCardAtProvider):
 * a handler only reads from the provider.
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
  // A replay of an event already done reads and calls nothing at the provider.
  const [done] = await getDb()
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, event.id));
  if (done) return "duplicate";
  await PROVIDER_WRITES[event.type]?.(provider, event.objectId);
  const writes = await handler(provider, event.objectId);
  // The claim and the handler's writes commit together. A concurrent delivery of the same event
  // waits on the unique id until this one ends: committed, it is a duplicate; rolled back (an
  // error, or the process killed midway, which ends its connection), it runs the event itself.
  // So an event is never marked processed without its effects.
  const outcome = await getDb().transaction(async (tx) => {
    const claimed = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return "duplicate" as const;
    if (writes === "missing") {
      // Answering an error would have the provider deliver it again for days, to no end.
      await recordAudit(tx, {
        actor: null,
        action: "webhook.missing",
        subject: { type: "payment", id: null },
        summary: `Événement ${event.type} reçu pour ${event.objectId}, que le prestataire n’a plus\u00a0: ignoré`,
        details: { eventId: event.id, type: event.type, objectId: event.objectId },
      });
      return "missing" as const;
    }
    await writes(tx);
    return "processed" as const;
  });
  // E-mails the event queued (a receipt, a notice) go after the commit, after the answer when a
  // webhook request is served: the provider's outage never fails the webhook.
  if (outcome === "processed") {
    await sendQueuedEmailsSoon();
    await AFTER_COMMIT[event.type]?.(provider, event.objectId);
  }
  return outcome;
}
