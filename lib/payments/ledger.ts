import "server-only";
import { and, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb, type Database } from "@/lib/db";
import { payments } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { parisNoon } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { csvDate } from "@/lib/members/csv-format";
import { memberMessages } from "@/lib/members/messages";
import { findMemberById } from "@/lib/members/queries";
import type { PaymentProvider, ProviderCharge } from "./provider";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import {
  amountProblem,
  confirmAmountInput,
  paidOnProblem,
  parseEuros,
  type CancelPayment,
  type CorrectPayment,
  type OfflinePaymentInput,
} from "./offline-payment-schema";
import { queuePaymentReceipt } from "./receipts";
import { membershipStateOf } from "@/lib/membership/reads";
import { nextCoverage } from "@/lib/membership/state";
import { findTier, listTiers } from "@/lib/membership/tiers";

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
 * full (its receipt is due), else null.
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
        .set({ ...update, coversUntil })
        .where(and(where, ne(payments.status, "succeeded")))
        .returning(lineFigures);
    }
    if (!newlySucceeded) await tx.update(payments).set(update).where(where);
  }
  // Refunded in full before we knew of it (the refund's event came first, or the provider's
  // current view says so): nothing was paid in the end, so no receipt is due, now or later.
  if (!newlySucceeded || newlySucceeded.refundedCents >= newlySucceeded.amountCents) return null;
  return newlySucceeded.id;
}

/** The end of the year a payment apart made at `paidAt` buys (rule 2 of issue #17). */
async function coverageOf(
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

// ---------------------------------------------------------------------------------------------
// Offline payments (cheques and transfers entered by staff)

async function memberOrThrow(userId: string) {
  const member = await findMemberById(userId);
  if (!member) throw new NotFoundError(memberMessages.notFound);
  return member;
}

function checkedPayment(
  input: { amount: string; paidOn: string },
  now: Date,
): { amountCents: number; paidAt: Date } {
  const fieldErrors: Record<string, string> = {};
  const amountError = amountProblem(input.amount);
  const dateError = paidOnProblem(input.paidOn, now);
  if (amountError) fieldErrors.amount = amountError;
  if (dateError) fieldErrors.paidOn = dateError;
  if (Object.keys(fieldErrors).length > 0)
    throw new ValidationError("Vérifiez les champs en erreur.", fieldErrors);
  // why: both checked just above
  return { amountCents: parseEuros(input.amount)!, paidAt: parisNoon(input.paidOn)! };
}

/** An offline amount above this many times the highest tier is a typing mistake (issue #17). */
export const OFFLINE_CEILING_TIERS = 10;

async function checkCeiling(amountCents: number): Promise<void> {
  const highest = Math.max(0, ...(await listTiers()).map((tier) => tier.priceCents));
  const ceiling = highest * OFFLINE_CEILING_TIERS;
  if (amountCents > ceiling) {
    const message = `Montant trop élevé : ${formatEuros(ceiling)} au plus (${OFFLINE_CEILING_TIERS} fois la cotisation la plus élevée).`;
    throw new ValidationError(message, { amount: message });
  }
}

const methodLabels = { cheque: "chèque", transfer: "virement" } as const;

/** Records a cheque or a transfer received: it counts for the membership state like a card payment. */
export async function recordOfflinePayment(
  viewer: Viewer,
  input: OfflinePaymentInput,
  now = new Date(),
): Promise<{ paymentId: string; created: boolean }> {
  const member = await memberOrThrow(input.userId);
  const { amountCents, paidAt } = checkedPayment(input, now);
  await checkCeiling(amountCents);
  // A cheque for another tier's amount is often a mistake: staff confirm it (issue #17).
  const tier = await findTier(member.tierId);
  const confirmed = confirmAmountInput.parse(input.confirmAmount);
  if (tier && tier.priceCents > 0 && amountCents !== tier.priceCents && !confirmed) {
    const message = `Ce montant ne correspond pas au type d'adhésion du membre (${tier.title}, ${formatEuros(tier.priceCents)}) : cochez « Confirmer ce montant » pour l'enregistrer quand même.`;
    throw new ValidationError(message, { amount: message, confirmAmount: message });
  }
  const providerPaymentId = `offline_${input.idempotencyKey}`;
  const outcome = await getDb().transaction(async (tx) => {
    const coversUntil = await coverageOf(tx, member.id, paidAt);
    const [created] = await tx
      .insert(payments)
      .values({
        userId: member.id,
        tierId: member.tierId,
        coversUntil,
        amountCents,
        status: "succeeded",
        provider: "offline",
        method: input.method,
        providerPaymentId,
        paidAt,
        reference: input.reference || null,
        recordedBy: viewer.id,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.provider, "offline"), eq(payments.providerPaymentId, providerPaymentId)),
        );
      return { paymentId: existing!.id, created: false };
    }
    await recordAudit(tx, {
      actor: viewer,
      action: "payment.record",
      subject: { type: "payment", id: created.id },
      memberId: member.id,
      summary: `Paiement par ${methodLabels[input.method]} de ${formatEuros(amountCents)} reçu le ${csvDate(paidAt)}${input.reference ? ` (réf. ${input.reference})` : ""}`,
      details: {
        amountCents,
        paidAt: paidAt.toISOString(),
        method: input.method,
        reference: input.reference || null,
      },
    });
    // The member's receipt commits with the payment; it is sent after the commit.
    await queuePaymentReceipt(tx, created.id);
    return { paymentId: created.id, created: true };
  });
  if (outcome.created) await sendQueuedEmailsSoon();
  return outcome;
}

async function offlinePaymentOrThrow(paymentId: string) {
  const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new NotFoundError("Paiement introuvable.");
  if (payment.provider !== "offline")
    throw new ForbiddenError("Seuls les paiements par chèque ou virement se corrigent ici.");
  if (payment.canceledAt) throw new ConflictError("Ce paiement est annulé.");
  return payment;
}

/** Corrects an offline payment entered wrongly; the audit row keeps what it was. */
export async function correctOfflinePayment(
  viewer: Viewer,
  input: CorrectPayment,
  now = new Date(),
): Promise<void> {
  const payment = await offlinePaymentOrThrow(input.paymentId);
  const { amountCents, paidAt } = checkedPayment(input, now);
  await checkCeiling(amountCents);
  const reference = input.reference || null;
  await getDb().transaction(async (tx) => {
    const coversUntil = await coverageOf(tx, payment.userId, paidAt, payment.id);
    const updated = await tx
      .update(payments)
      .set({ amountCents, paidAt, coversUntil, method: input.method, reference })
      .where(and(eq(payments.id, payment.id), isNull(payments.canceledAt)))
      .returning({ id: payments.id });
    if (updated.length === 0) throw new ConflictError("Ce paiement est annulé.");
    await recordAudit(tx, {
      actor: viewer,
      action: "payment.correct",
      subject: { type: "payment", id: payment.id },
      memberId: payment.userId,
      summary: `Paiement corrigé : ${formatEuros(payment.amountCents)} du ${csvDate(payment.paidAt)} → ${formatEuros(amountCents)} du ${csvDate(paidAt)} (${methodLabels[input.method]})`,
      details: {
        before: {
          amountCents: payment.amountCents,
          paidAt: payment.paidAt?.toISOString() ?? null,
          method: payment.method,
          reference: payment.reference,
        },
        after: { amountCents, paidAt: paidAt.toISOString(), method: input.method, reference },
      },
    });
  });
}

/** Cancels an offline payment (kept in the ledger, counted for nothing). */
export async function cancelOfflinePayment(
  viewer: Viewer,
  input: CancelPayment,
  now = new Date(),
): Promise<void> {
  const payment = await offlinePaymentOrThrow(input.paymentId);
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ canceledAt: now, cancelReason: input.reason })
      .where(and(eq(payments.id, payment.id), isNull(payments.canceledAt)))
      .returning({ id: payments.id });
    if (updated.length === 0) throw new ConflictError("Ce paiement est déjà annulé.");
    await recordAudit(tx, {
      actor: viewer,
      action: "payment.cancel",
      subject: { type: "payment", id: payment.id },
      memberId: payment.userId,
      summary: `Paiement de ${formatEuros(payment.amountCents)} du ${csvDate(payment.paidAt)} annulé : ${input.reason}`,
      details: { reason: input.reason },
    });
  });
}
