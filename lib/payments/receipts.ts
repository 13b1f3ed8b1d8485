import "server-only";
import { eq } from "drizzle-orm";
import PaymentReceiptEmail from "@/lib/email/templates/payment-receipt";
import { paymentMethodLabels } from "@/lib/membership/labels";
import { findTier } from "@/lib/membership/tiers";
import { getDb } from "@/lib/db";
import { payments, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { formatDate, parisYear, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";

// The receipt e-mailed after every successful payment: card payments (the event handlers call it
// when a ledger line first becomes succeeded) and offline ones (the members directory calls it
// when an administrator records a cheque or a transfer).

/** Sends the receipt of a succeeded payment; does nothing for another status or an anonymised member. */
export async function sendPaymentReceipt(paymentId: string): Promise<boolean> {
  const db = getDb();
  const [row] = await db
    .select({ payment: payments, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== "succeeded" || row.payment.canceledAt || row.user.anonymizedAt)
    return false;
  const paidAt = row.payment.paidAt ?? row.payment.createdAt;
  await sendEmail({
    to: row.user.email,
    subject: `Reçu de votre cotisation SRH (${formatEuros(row.payment.amountCents)})`,
    react: PaymentReceiptEmail({
      firstname: row.user.firstname,
      lastname: row.user.lastname,
      amount: formatEuros(row.payment.amountCents),
      paidOn: formatDate(paidAt, PROFILE_YEAR_RANGE),
      tier: (await findTier(row.payment.tierId, db))?.title ?? "Adhésion",
      method: paymentMethodLabels[row.payment.method],
      reference: row.payment.reference,
      receiptNumber: `R-${parisYear(paidAt)}-${row.payment.id.slice(0, 8)}`,
    }),
  });
  return true;
}
