import "server-only";
import { getDb } from "@/lib/db";
import type { PaymentProvider } from "../provider";
import { alignRenewal } from "../renewal";
import { userIdOfCustomer } from "../subscription-sync";
import { recordOneTimePayment } from "./charge";
import type { EventHandler } from "./handler";

/** payment_intent.succeeded / payment_failed: a one-time payment into the ledger. */
export const oneTimePaymentChanged: EventHandler = async (provider, intentId) => {
  const charge = await provider.retrieveCharge(intentId);
  if (!charge) return "missing";
  return (tx) => recordOneTimePayment(tx, provider, charge);
};

/** After the commit: the year paid once moves a running renewal's next charge after it. */
export async function alignAfterOneTimePayment(
  provider: PaymentProvider,
  intentId: string,
): Promise<void> {
  const charge = await provider.retrieveCharge(intentId);
  if (!charge || charge.status !== "succeeded" || charge.metadata.purpose !== "one_time") return;
  const userId = await userIdOfCustomer(
    getDb(),
    provider,
    charge.customerId,
    charge.metadata.userId,
  );
  if (userId) await alignRenewal(provider, userId);
}
