import "server-only";
import { getDb } from "@/lib/db";
import { hasCardCharge, recordCardRefund } from "../ledger";
import { recordInvoice, recordOneTimePayment, subscriptionOfCharge } from "./charge";
import type { EventHandler } from "./handler";

/** charge.refunded: the refunded amount on the ledger line. */
export const chargeRefunded: EventHandler = async (provider, chargeId) => {
  const refund = await provider.retrieveRefund(chargeId);
  if (!refund) return "missing";
  // The refund came before the payment's own event: the payment is read too, to record it first.
  const charge = (await hasCardCharge(getDb(), provider, refund.chargeId))
    ? null
    : await provider.retrieveCharge(refund.chargeId);
  const sub = charge ? await subscriptionOfCharge(provider, charge) : null;
  return async (tx) => {
    if (charge && !(await hasCardCharge(tx, provider, refund.chargeId)))
      await (charge.subscriptionId
        ? recordInvoice(tx, provider, charge, sub)
        : recordOneTimePayment(tx, provider, charge));
    await recordCardRefund(tx, provider, refund.chargeId, refund.refundedCents);
  };
};
