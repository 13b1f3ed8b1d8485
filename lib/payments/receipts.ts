import "server-only";
import { eq } from "drizzle-orm";
import PaymentReceiptEmail from "@/lib/email/templates/payment-receipt";
import { paymentMethodLabels } from "@/lib/membership/labels";
import { findTier } from "@/lib/membership/tiers";
import type { Database } from "@/lib/db";
import { payments, users } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { formatDate, parisYear, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { getDocumentIssuer } from "@/lib/union/queries";

// The receipt e-mailed after every successful payment: card payments (the event handlers queue
// it when a ledger line first becomes succeeded) and offline ones (the ledger queues it when an
// administrator records a cheque or a transfer). It is written in the transaction that records
// the payment, so that the payment and its receipt commit together; the sender sends it after
// the commit, and a provider's outage never holds a payment back.

/**
 * Queues the receipt of a succeeded payment in the caller's transaction (once: its key is the
 * payment's id); nothing for another status or an anonymised member.
 */
export async function queuePaymentReceipt(tx: Database, paymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ payment: payments, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== "succeeded" || row.payment.canceledAt || row.user.anonymizedAt)
    return false;
  const paidAt = row.payment.paidAt ?? row.payment.createdAt;
  const { queued } = await queueEmail(tx, {
    kind: "payment-receipt",
    to: row.user.email,
    userId: row.user.id,
    subject: `Reçu de votre cotisation SRH (${formatEuros(row.payment.amountCents)})`,
    react: PaymentReceiptEmail({
      firstname: row.user.firstname,
      lastname: row.user.lastname,
      amount: formatEuros(row.payment.amountCents),
      paidOn: formatDate(paidAt, PROFILE_YEAR_RANGE),
      tier: (await findTier(row.payment.tierId, tx))?.title ?? "Adhésion",
      method: paymentMethodLabels[row.payment.method],
      reference: row.payment.reference,
      receiptNumber: `R-${parisYear(paidAt)}-${row.payment.id.slice(0, 8)}`,
      issuer: await getDocumentIssuer(tx),
    }),
    idempotencyKey: `receipt:${row.payment.id}`,
  });
  return queued;
}
