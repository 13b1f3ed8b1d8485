import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { payments } from "@/lib/db/schema";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { formatDate, parisNoon } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { findMemberById } from "@/lib/membership/members";
import { MEMBER_NOT_FOUND } from "@/lib/membership/messages";
import { paymentMethodLabels } from "@/lib/membership/labels";
import { findTier, listTiers } from "@/lib/membership/tiers";
import { getPaymentProvider } from "./index";
import { coverageOf } from "./ledger";
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
import { alignRenewal } from "./renewal";

// Cheques and transfers entered by staff on a member's profile: each opens its own transaction,
// with its audit row, and writes the ledger's line (lib/payments/ledger.ts is the one writer of
// card charges). A payment entered by mistake is cancelled, never deleted. Like any payment apart,
// a recorded one moves a running renewal's next charge after the year it buys (renewal.ts).

async function memberOrThrow(userId: string) {
  const member = await findMemberById(userId);
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
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

/** An offline amount above this many times the highest tier is a typing mistake. */
export const OFFLINE_CEILING_TIERS = 10;

async function checkCeiling(amountCents: number): Promise<void> {
  const highest = Math.max(0, ...(await listTiers()).map((tier) => tier.priceCents));
  const ceiling = highest * OFFLINE_CEILING_TIERS;
  if (amountCents > ceiling) {
    const message = `Montant trop élevé\u00a0: ${formatEuros(ceiling)} au plus (${OFFLINE_CEILING_TIERS} fois la cotisation la plus élevée).`;
    throw new ValidationError(message, { amount: message });
  }
}

/** "chèque", "virement": the one list of payment-method labels, inside a sentence. */
const methodWord = (method: "cheque" | "transfer") => paymentMethodLabels[method].toLowerCase();

/** Records a cheque or a transfer received: it counts for the membership state like a card payment. */
export async function recordOfflinePayment(
  viewer: Viewer,
  input: OfflinePaymentInput,
  now = new Date(),
): Promise<{ paymentId: string; created: boolean }> {
  const member = await memberOrThrow(input.userId);
  const { amountCents, paidAt } = checkedPayment(input, now);
  await checkCeiling(amountCents);
  // A cheque for another tier's amount is often a mistake: staff confirm it.
  const tier = await findTier(member.tierId);
  const confirmed = confirmAmountInput.parse(input.confirmAmount);
  if (tier && tier.priceCents > 0 && amountCents !== tier.priceCents && !confirmed) {
    const message = `Ce montant ne correspond pas au type d’adhésion du membre (${tier.title}, ${formatEuros(tier.priceCents)})\u00a0: cochez «\u00a0Confirmer ce montant\u00a0» pour l’enregistrer quand même.`;
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
      summary: `Paiement par ${methodWord(input.method)} de ${formatEuros(amountCents)} reçu le ${paidDay(paidAt)}${input.reference ? ` (réf. ${input.reference})` : ""}`,
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
  if (outcome.created) {
    await sendQueuedEmailsSoon();
    await alignRenewal(getPaymentProvider(), member.id);
  }
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
      summary: `Paiement corrigé\u00a0: ${formatEuros(payment.amountCents)} du ${paidDay(payment.paidAt)} → ${formatEuros(amountCents)} du ${paidDay(paidAt)} (${methodWord(input.method)})`,
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
  await alignRenewal(getPaymentProvider(), payment.userId);
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
      summary: `Paiement de ${formatEuros(payment.amountCents)} du ${paidDay(payment.paidAt)} annulé\u00a0: ${input.reason}`,
      details: { reason: input.reason },
    });
  });
}

/** The day of a payment in the journal's words (Paris). */
function paidDay(date: Date | null): string {
  return date ? formatDate(date) : "";
}
