import "server-only";
import Stripe from "stripe";
import type { PaymentProvider, ProviderCharge } from "../provider";
import { idOf, isMissing, metadataOf, toDate } from "./views";

// Stripe invoices and charges: a past-due renewal's open invoice (read, paid again, voided), a
// charge as the ledger records it, and what is refunded of it.

export function stripeInvoices(
  stripe: Stripe,
): Pick<
  PaymentProvider,
  "retrieveOpenInvoice" | "payOpenInvoice" | "voidOpenInvoice" | "retrieveCharge" | "retrieveRefund"
> {
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
  };
}
