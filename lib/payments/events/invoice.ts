import "server-only";
import { recordInvoice, subscriptionOfCharge } from "./charge";
import type { EventHandler } from "./handler";

/** invoice.paid / invoice.payment_failed: a subscription's charge into the ledger. */
export const invoiceChanged: EventHandler = async (provider, chargeId) => {
  const charge = await provider.retrieveCharge(chargeId);
  if (!charge) return "missing";
  const sub = await subscriptionOfCharge(provider, charge);
  return (tx) => recordInvoice(tx, provider, charge, sub);
};
