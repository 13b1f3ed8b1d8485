import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { payments } from "@/lib/db/schema";
import { membershipStateOf } from "@/lib/membership/reads";
import { alreadyPaidUntil, nextCoverage } from "@/lib/membership/state";
import type { PaymentProvider, ProviderCharge } from "./provider";
import { queuePaymentReceipt } from "./receipts";

// The ledger: the one writer of `payments`. Card charges come from the provider's events (their
// handlers pass their transaction); cheques and transfers are entered by staff on a member's
// profile (each opens its own transaction, with its audit row). A line is never deleted: an
// offline payment entered by mistake is cancelled, a card payment refunded.

// ---------------------------------------------------------------------------------------------
// Card charges (the provider's events)

/** What recordCardCharge reads back of the line it wrote: whether its receipt is due. */
const lineFigures = {
  id: payments.id,
  amountCents: payments.amountCents,
  refundedCents: payments.refundedCents,
};

/**
 * A charge (a subscription's invoice or a one-time payment) into the ledger, in the caller's
 * transaction. Returns the line's id when this call made it succeeded and it is not refunded in
 * full (its receipt is then queued, in the same transaction), else null.
 */
export async function recordCardCharge(
  tx: Database,
  provider: PaymentProvider,
  charge: ProviderCharge,
  line: { userId: string; subscriptionId: string | null; tierId: string | null },
): Promise<string | null> {
  if (charge.status === "pending") return null;
  const paidAt = charge.status === "succeeded" ? (charge.paidAt ?? new Date()) : null;
  const values = {
    status: charge.status,
    amountCents: charge.amountCents,
    paidAt,
    failureMessage: charge.status === "failed" ? charge.failureMessage : null,
    refundedCents: Math.min(charge.refundedCents, charge.amountCents),
  };
  // A payment apart from a subscription buys the year after what is covered (a subscription's
  // charge pays its own period: a year from when it was paid).
  const coversUntil =
    paidAt && !line.subscriptionId ? await coverageOf(tx, line.userId, paidAt) : null;
  // A renewal's charge for a period already paid apart (the provider charged before its move):
  // flagged for staff to refund, never hidden.
  const alreadyPaid =
    paidAt && line.subscriptionId
      ? alreadyPaidUntil(await membershipStateOf(line.userId, { db: tx, now: paidAt }), paidAt)
      : null;
  const where = and(
    eq(payments.provider, provider.name),
    eq(payments.providerPaymentId, charge.id),
  );
  const [inserted] = await tx
    .insert(payments)
    .values({
      userId: line.userId,
      subscriptionId: line.subscriptionId,
      tierId: line.tierId,
      provider: provider.name,
      providerPaymentId: charge.id,
      method: "card",
      ...values,
      coversUntil,
      alreadyPaidUntil: alreadyPaid,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning(lineFigures);
  // A receipt once, by whoever makes the line succeeded: the insert, or the one conditional
  // update that finds it not succeeded yet (another event for the same charge, even at the same
  // moment, finds it already so).
  let newlySucceeded = values.status === "succeeded" ? inserted : undefined;
  if (!inserted) {
    // A refund already recorded is never undone by an older view of the charge.
    const update = { ...values, refundedCents: keptRefund(values.refundedCents) };
    if (values.status === "succeeded") {
      [newlySucceeded] = await tx
        .update(payments)
        .set({ ...update, coversUntil, alreadyPaidUntil: alreadyPaid })
        .where(and(where, ne(payments.status, "succeeded")))
        .returning(lineFigures);
    }
    if (!newlySucceeded) await tx.update(payments).set(update).where(where);
  }
  // Refunded in full before we knew of it (the refund's event came first, or the provider's
  // current view says so): nothing was paid in the end, so no receipt is due, now or later.
  if (!newlySucceeded || newlySucceeded.refundedCents >= newlySucceeded.amountCents) return null;
  // Every paid line's receipt is queued by the ledger, in the transaction that records it (a
  // card's here, a cheque's or a transfer's in offline.ts), and sent after the commit.
  await queuePaymentReceipt(tx, newlySucceeded.id);
  return newlySucceeded.id;
}

/** The end of the year a payment apart made at `paidAt` buys. */
export async function coverageOf(
  tx: Database,
  userId: string,
  paidAt: Date,
  /** A payment being corrected: what it covered is not "covered already". */
  excludePaymentId?: string,
): Promise<Date> {
  const billing = await membershipStateOf(userId, { db: tx, now: paidAt });
  const others = billing.payments.filter((payment) => payment.id !== excludePaymentId);
  return nextCoverage({ ...billing, payments: others }, paidAt).until;
}

/** Whether the ledger already holds a provider's charge. */
export async function hasCardCharge(
  tx: Database,
  provider: PaymentProvider,
  chargeId: string,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, chargeId)));
  return Boolean(existing);
}

/** What the provider says is refunded of a charge: refunds only grow, never past the amount paid. */
export async function recordCardRefund(
  tx: Database,
  provider: PaymentProvider,
  chargeId: string,
  refundedCents: number,
): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedCents: keptRefund(refundedCents) })
    .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, chargeId)));
}

/** The refunded amount to keep: refunds only grow, never past the amount paid. */
function keptRefund(refundedCents: number): SQL<number> {
  return sql<number>`least(${payments.amountCents}, greatest(${payments.refundedCents}, ${refundedCents}::integer))`;
}
