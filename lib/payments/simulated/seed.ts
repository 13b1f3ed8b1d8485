import "server-only";
import type { SubscriptionStatus } from "@/lib/db/enums";
import { DAY_MS } from "@/lib/format/time";
import {
  CHARGE_DECLINED_MESSAGE,
  RETRY_DAYS,
  type CardData,
  type CustomerData,
  type InvoiceData,
  type SubscriptionData,
} from "./store";

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
