import "server-only";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { recordAudit } from "@/lib/audit";
import { listJournal, type JournalEntry } from "@/lib/audit/queries";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { payments, subscriptions, users, type Payment, type Subscription } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { formatEuros } from "@/lib/format/numbers";
import { forgetMemberAtProvider } from "@/lib/payments/erasure";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { queuePaymentReceipt } from "@/lib/payments/receipts";
import { csvDate } from "./csv";
import { anonymizeMember } from "./gdpr";
import { TIER_IDS } from "./labels";
import { memberMessages } from "./messages";
import { findMemberById } from "./queries";

// What an administrator sees and does on a member's profile: subscription, payment history and
// audit trail; tier and admin flag; offline payments (cheque, transfer) recorded, corrected or
// cancelled, never deleted; erasure on request. Every change writes its audit row in its transaction.

export type AdminPayment = Payment & { recordedByName: string | null };

export type MemberAdminView = {
  subscription: Subscription | null;
  payments: AdminPayment[];
  journal: JournalEntry[];
  journalTotal: number;
};

export async function memberAdminView(userId: string): Promise<MemberAdminView> {
  const db = getDb();
  const recorder = alias(users, "recorder");
  const [subs, rows, journal] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1),
    db
      .select({ payment: payments, firstname: recorder.firstname, lastname: recorder.lastname })
      .from(payments)
      .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    listJournal({ memberId: userId }),
  ]);
  return {
    subscription: subs[0] ?? null,
    payments: rows.map((row) => ({
      ...row.payment,
      recordedByName: row.firstname ? `${row.firstname} ${row.lastname}` : null,
    })),
    journal: journal.entries.slice(0, 20),
    journalTotal: journal.total,
  };
}

async function memberOrThrow(userId: string) {
  const member = await findMemberById(userId);
  if (!member) throw new NotFoundError(memberMessages.notFound);
  return member;
}

// ---------------------------------------------------------------------------------------------
// Tier and admin flag

export const memberAccessSchema = z.object({
  userId: z.string(),
  tierId: z.union([
    z.enum(TIER_IDS, { error: "Type d'adhésion inconnu." }),
    z.literal("").transform(() => null),
  ]),
  isAdmin: z.union([
    z.literal("true").transform(() => true),
    z.literal("false").transform(() => false),
    z.boolean(),
  ]),
});

export async function updateMemberAccess(
  viewer: Viewer,
  input: z.infer<typeof memberAccessSchema>,
): Promise<void> {
  const member = await memberOrThrow(input.userId);
  // An administrator cannot lock themselves out of the admin area.
  if (member.id === viewer.id && !input.isAdmin)
    throw new ForbiddenError("Vous ne pouvez pas retirer vos propres droits d'administrateur.");
  const changes: string[] = [];
  if (member.tierId !== input.tierId)
    changes.push(`type d'adhésion : ${member.tierId ?? "aucun"} → ${input.tierId ?? "aucun"}`);
  if (member.isAdmin !== input.isAdmin)
    changes.push(input.isAdmin ? "devient administrateur" : "n'est plus administrateur");
  if (changes.length === 0) return;
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tierId: input.tierId, isAdmin: input.isAdmin, updatedAt: new Date() })
      .where(eq(users.id, member.id));
    await recordAudit(tx, {
      actor: viewer,
      action: "member.update",
      subject: { type: "user", id: member.id },
      summary: `Modifié par un administrateur : ${changes.join(", ")}`,
      details: {
        tierId: { from: member.tierId, to: input.tierId },
        isAdmin: { from: member.isAdmin, to: input.isAdmin },
      },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The validity an import granted (« Payé jusqu'au » of the former file)

export const importedValiditySchema = z.object({
  userId: z.string(),
  paidUntil: z.string().trim().default(""),
  /** The « Retirer » button: the grant goes, whatever the date field says. */
  remove: z.literal("1").optional(),
});

/**
 * Corrects or removes the « Payé jusqu'au » date an import gave a member (a typo in the former
 * file, a member who in fact had not paid). It never creates one: staff record a payment instead,
 * so that the ledger holds every euro the site knows of.
 */
export async function updateImportedValidity(
  viewer: Viewer,
  input: z.infer<typeof importedValiditySchema>,
): Promise<"updated" | "removed" | "unchanged"> {
  const member = await memberOrThrow(input.userId);
  const current = member.importedPaidUntil;
  if (!current) throw new ValidationError(memberMessages.noImportedValidity);
  const removing = input.remove === "1" || input.paidUntil === "";
  const paidUntil = removing ? null : parisNoon(input.paidUntil);
  if (!removing && !paidUntil)
    throw new ValidationError(memberMessages.invalidImportedValidity, {
      paidUntil: memberMessages.invalidImportedValidity,
    });
  if (paidUntil?.getTime() === current.getTime()) return "unchanged";
  await getDb().transaction(async (tx) => {
    // Still a grant when written: a concurrent removal is not turned back into one.
    const updated = await tx
      .update(users)
      .set({ importedPaidUntil: paidUntil, updatedAt: new Date() })
      .where(and(eq(users.id, member.id), isNotNull(users.importedPaidUntil)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new ValidationError(memberMessages.noImportedValidity);
    await recordAudit(tx, {
      actor: viewer,
      action: "member.update",
      subject: { type: "user", id: member.id },
      summary: paidUntil
        ? `Validité reprise de l'ancien fichier corrigée : ${csvDate(current)} → ${csvDate(paidUntil)}`
        : `Validité reprise de l'ancien fichier retirée (elle allait jusqu'au ${csvDate(current)})`,
      details: {
        importedPaidUntil: { from: current.toISOString(), to: paidUntil?.toISOString() ?? null },
      },
    });
  });
  return paidUntil ? "updated" : "removed";
}

// ---------------------------------------------------------------------------------------------
// Offline payments

const PARIS_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parisHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  hourCycle: "h23",
});

/** A yyyy-mm-dd day → noon in Paris that day (the payment counts for that Paris day). */
function parisNoon(day: string): Date | null {
  const match = PARIS_DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d, 12, 0, 0));
  if (probe.getUTCFullYear() !== y || probe.getUTCDate() !== d || probe.getUTCMonth() !== m - 1)
    return null;
  // Noon in Paris is 11:00 UTC in winter, 10:00 UTC in summer.
  for (const utcHour of [11, 10]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, utcHour, 0, 0));
    if (parisHour.format(candidate) === "12") return candidate;
  }
  return null;
}

/** "120", "120,50", "120.5" → cents. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

export const offlinePaymentSchema = z.object({
  userId: z.string(),
  amount: z.string({ error: "Montant requis." }),
  paidOn: z.string({ error: "Date requise." }),
  method: z.enum(["cheque", "transfer"], { error: "Choisissez chèque ou virement." }),
  reference: z
    .string()
    .trim()
    .max(100, { error: "Référence trop longue (100 caractères au plus)." })
    .default(""),
  /** One per form shown: a double submit records one payment. */
  idempotencyKey: z.uuid({ error: "Formulaire expiré : rechargez la page." }),
});

export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

function checkedPayment(
  input: { amount: string; paidOn: string },
  now: Date,
): { amountCents: number; paidAt: Date } {
  const amountCents = parseEuros(input.amount);
  const paidAt = parisNoon(input.paidOn);
  const fieldErrors: Record<string, string> = {};
  if (amountCents === null || amountCents <= 0)
    fieldErrors.amount = "Montant invalide (par exemple 120 ou 120,50).";
  if (!paidAt) fieldErrors.paidOn = "Date invalide.";
  else if (paidAt.getTime() > now.getTime() + 86_400_000)
    fieldErrors.paidOn = "La date de paiement ne peut pas être dans le futur.";
  else if (paidAt.getUTCFullYear() < 1990) fieldErrors.paidOn = "Date invalide.";
  if (Object.keys(fieldErrors).length > 0)
    throw new ValidationError("Vérifiez les champs en erreur.", fieldErrors);
  return { amountCents: amountCents!, paidAt: paidAt! };
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
  const providerPaymentId = `offline_${input.idempotencyKey}`;
  const outcome = await getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        userId: member.id,
        tierId: member.tierId,
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

export const correctPaymentSchema = z.object({
  paymentId: z.uuid({ error: "Paiement inconnu." }),
  amount: z.string({ error: "Montant requis." }),
  paidOn: z.string({ error: "Date requise." }),
  method: z.enum(["cheque", "transfer"], { error: "Choisissez chèque ou virement." }),
  reference: z
    .string()
    .trim()
    .max(100, { error: "Référence trop longue (100 caractères au plus)." })
    .default(""),
});

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
  input: z.infer<typeof correctPaymentSchema>,
  now = new Date(),
): Promise<void> {
  const payment = await offlinePaymentOrThrow(input.paymentId);
  const { amountCents, paidAt } = checkedPayment(input, now);
  const reference = input.reference || null;
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ amountCents, paidAt, method: input.method, reference })
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

export const cancelPaymentSchema = z.object({
  paymentId: z.uuid({ error: "Paiement inconnu." }),
  reason: z
    .string({ error: "Indiquez la raison de l'annulation." })
    .trim()
    .min(3, { error: "Indiquez la raison de l'annulation." })
    .max(200),
});

/** Cancels an offline payment (kept in the ledger, counted for nothing). */
export async function cancelOfflinePayment(
  viewer: Viewer,
  input: z.infer<typeof cancelPaymentSchema>,
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

// ---------------------------------------------------------------------------------------------
// Erasure

export const eraseMemberSchema = z.object({
  userId: z.string(),
  /** The member's e-mail typed again: an erasure cannot be undone. */
  confirmation: z.string({ error: "Saisissez l'adresse e-mail du membre pour confirmer." }),
});

/** The member's erasure on request: as their own deletion (subscription ended at once), payments kept. */
export async function eraseMemberByAdmin(
  viewer: Viewer,
  input: z.infer<typeof eraseMemberSchema>,
): Promise<void> {
  const member = await memberOrThrow(input.userId);
  if (member.id === viewer.id)
    throw new ForbiddenError(
      "Pour supprimer votre propre compte, utilisez « Mes données » sur votre profil.",
    );
  if (input.confirmation.trim().toLowerCase() !== member.email.toLowerCase()) {
    throw new ValidationError("L'adresse saisie ne correspond pas à celle du membre.", {
      confirmation: "L'adresse saisie ne correspond pas à celle du membre.",
    });
  }
  await forgetMemberAtProvider(member.id);
  await getDb().transaction((tx) =>
    anonymizeMember(tx, member, {
      actor: viewer,
      action: "member.erase",
      summary: "Membre effacé à sa demande par un administrateur",
    }),
  );
}
