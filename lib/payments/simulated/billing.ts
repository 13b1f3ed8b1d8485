import "server-only";
import { billingNow } from "@/lib/membership/clock";
import { DAY_MS } from "@/lib/format/time";
import type { ProviderCharge } from "../provider";
import type { SimulatedProvider } from "./index";
import {
  CHARGE_DECLINED_MESSAGE,
  listKind,
  newId,
  read,
  RETRY_DAYS,
  save,
  yearAfter,
  type Emit,
  type InvoiceData,
  type SubscriptionData,
} from "./store";

// The simulated provider's invoices: a subscription's yearly charge and its retries, an open
// invoice paid or voided, refunds, and the clock's due work (runDue), each change handed over as
// an event.

const TRIAL_WILL_END_DAYS = 3;

async function retrieveCharge(id: string): Promise<ProviderCharge | null> {
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
    status: intent.status === "succeeded" ? "succeeded" : intent.lastError ? "failed" : "pending",
    paidAt: intent.paidAt === null ? null : new Date(intent.paidAt),
    failureMessage: intent.lastError,
    refundedCents: intent.refundedCents,
    metadata: intent.metadata,
  };
}

export type SimulatedBilling = {
  /** One attempt at a subscription's invoice for the period starting at `at`. */
  attemptRenewal(sub: SubscriptionData, at: number): Promise<"charged" | "declined" | "canceled">;
  methods: Pick<
    SimulatedProvider,
    | "retrieveOpenInvoice"
    | "payOpenInvoice"
    | "voidOpenInvoice"
    | "retrieveCharge"
    | "retrieveRefund"
    | "refund"
    | "runDue"
  >;
};

export function simulatedBilling(emit: Emit): SimulatedBilling {
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

  const methods: SimulatedBilling["methods"] = {
    retrieveCharge,

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
    async voidOpenInvoice(subscriptionId) {
      const sub = await read("subscription", subscriptionId);
      const invoice = sub?.openInvoice ? await read("invoice", sub.openInvoice) : null;
      if (!sub || !invoice || invoice.status !== "open") return "none";
      await save("invoice", { ...invoice, status: "void" });
      Object.assign(sub, { status: "active", openInvoice: null, attempts: 0, nextAttemptAt: null });
      await save("subscription", sub);
      await emit("customer.subscription.updated", sub.id);
      return "voided";
    },
    async retrieveRefund(chargeId) {
      const charge = await retrieveCharge(chargeId);
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
  return { attemptRenewal, methods };
}
