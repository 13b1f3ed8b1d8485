import "server-only";
import { eq } from "drizzle-orm";
import PaymentReceiptEmail from "@/lib/email/templates/payment-receipt";
import { paymentMethodLabels } from "@/lib/membership/labels";
import { lastDayCovered } from "@/lib/membership/labels";
import { paymentCoverage } from "@/lib/membership/state";
import { findTier } from "@/lib/membership/tiers";
import { getDb, type Database } from "@/lib/db";
import { payments, users } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { formatDate, parisYear, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { getDocumentIssuer } from "@/lib/union/queries";
import type { ReceiptData } from "@/lib/email/templates/receipt-text";

// The receipt of every successful payment: card payments (the event handlers queue it when a
// ledger line first becomes succeeded) and offline ones (the ledger queues it when an
// administrator records a cheque or a transfer). The e-mail is written in the transaction that
// records the payment, so that the payment and its receipt commit together; the sender sends it
// after the commit, and a provider's outage never holds a payment back. The same data makes the
// PDF the member and staff download from the profile (app/(member)/profile/recu).

/**
 * What a succeeded payment's receipt says; undefined for another status, a cancelled line or an
 * anonymised member (nothing to print). Read with `db` (a transaction's, or the process's).
 */
export async function paymentReceiptData(
  paymentId: string,
  db: Database = getDb(),
): Promise<ReceiptData | undefined> {
  const [row] = await db
    .select({ payment: payments, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || !hasReceipt(row.payment) || row.user.anonymizedAt) return undefined;
  const paidAt = row.payment.paidAt ?? row.payment.createdAt;
  const year = parisYear(paidAt);
  const coverage = paymentCoverage(row.payment);
  const day = (date: Date) => formatDate(date, PROFILE_YEAR_RANGE);
  return {
    paymentId: row.payment.id,
    userId: row.user.id,
    number: `R-${year}-${row.payment.id.slice(0, 8)}`,
    year,
    member: { firstname: row.user.firstname, lastname: row.user.lastname, email: row.user.email },
    amount: formatEuros(row.payment.amountCents),
    paidOn: day(paidAt),
    tier: (await findTier(row.payment.tierId, db))?.title ?? "Adhésion",
    method: paymentMethodLabels[row.payment.method],
    reference: row.payment.reference,
    period: `du ${day(coverage.from)} au ${day(lastDayCovered(coverage.until))}`,
    issuer: await getDocumentIssuer(db),
  };
}

/**
 * Queues the receipt of a succeeded payment in the caller's transaction (once: its key is the
 * payment's id); nothing for another status or an anonymised member.
 */
export async function queuePaymentReceipt(tx: Database, paymentId: string): Promise<boolean> {
  const receipt = await paymentReceiptData(paymentId, tx);
  if (!receipt) return false;
  const { queued } = await queueEmail(tx, {
    kind: "payment-receipt",
    to: receipt.member.email,
    userId: receipt.userId,
    subject: `Reçu de votre cotisation SRH (${receipt.amount})`,
    react: PaymentReceiptEmail({ receipt }),
    idempotencyKey: `receipt:${receipt.paymentId}`,
  });
  return queued;
}

/** Whether a ledger line has a receipt: paid and not cancelled (the download route says the same). */
export function hasReceipt(payment: { status: string; canceledAt?: Date | null }): boolean {
  return payment.status === "succeeded" && !payment.canceledAt;
}
