import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { billingNow } from "@/lib/membership/clock";
import { lastDayCovered } from "@/lib/membership/labels";
import { membershipStateOf } from "@/lib/membership/reads";
import {
  isLiveSubscription,
  nextCoverage,
  renewalOf,
  type MembershipState,
  type Renewal,
} from "@/lib/membership/state";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { recordAudit } from "@/lib/audit";
import { alignMemberRenewal, applyTierToRenewal } from "@/lib/payments/account";
import { grantFreeTier } from "./profile";
import { listJournal, type JournalEntry } from "@/lib/audit/queries";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { payments, subscriptions, users, type Payment, type Subscription } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { parisNoonAfter } from "@/lib/format/dates";
import { queueAccountErased } from "@/lib/email/notices";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { forgetMemberAtProvider } from "@/lib/payments/erasure";
import { csvDate } from "./csv-format";
import { anonymizeMember } from "./gdpr";
import { eraseMemberSchema, importedValiditySchema, memberAccessSchema } from "./admin-schema";
import { memberMessages } from "./messages";
import { findMemberById } from "@/lib/membership/members";

// What an administrator sees and does on a member's profile: subscription, payment history and
// audit trail; tier and admin flag; the validity of an imported member; erasure on request. Every
// change writes its audit row in its transaction. Offline payments (cheque, transfer) are recorded,
// corrected or cancelled by the ledger, lib/payments/ledger.ts.

export type AdminPayment = Payment & { recordedByName: string | null };

export type MemberAdminView = {
  subscription: Subscription | null;
  /** The validity ("Adhésion valide jusqu'au …") and the renewal apart, on the billing clock. */
  state: MembershipState;
  renewal: Renewal;
  /** What a cheque or transfer entered today buys, and where a running renewal's charge then goes. */
  paymentToday: { from: Date; until: Date; nextChargeAt: Date | null };
  payments: AdminPayment[];
  journal: JournalEntry[];
  journalTotal: number;
};

export async function memberAdminView(
  admin: AdminViewer,
  userId: string,
): Promise<MemberAdminView> {
  assertAdminViewer(admin);
  const db = getDb();
  const recorder = alias(users, "recorder");
  const now = await billingNow(db);
  const [subs, rows, journal, billing] = await Promise.all([
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
      // By payment date (a cheque is entered after it was paid), newest first.
      .orderBy(
        desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`),
        desc(payments.createdAt),
      ),
    listJournal(admin, { memberId: userId }),
    membershipStateOf(userId, { db, now }),
  ]);
  const coverage = nextCoverage(billing, now);
  const running = billing.subscription;
  return {
    subscription: subs[0] ?? null,
    state: billing.state,
    renewal: renewalOf(running, now),
    paymentToday: {
      ...coverage,
      // A past-due renewal too: a payment apart voids its unpaid period and moves it (renewal.ts).
      nextChargeAt: running && isLiveSubscription(running.status) ? coverage.until : null,
    },
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

export async function updateMemberAccess(
  viewer: Viewer,
  input: z.infer<typeof memberAccessSchema>,
): Promise<void> {
  const member = await memberOrThrow(input.userId);
  // An administrator cannot lock themselves out of the admin area.
  if (member.id === viewer.id && !input.isAdmin)
    throw new ForbiddenError("Vous ne pouvez pas retirer vos propres droits d’administrateur.");
  const changes: string[] = [];
  if (member.tierId !== input.tierId)
    changes.push(`type d’adhésion\u00a0: ${member.tierId ?? "aucun"} → ${input.tierId ?? "aucun"}`);
  if (member.isAdmin !== input.isAdmin)
    changes.push(input.isAdmin ? "devient administrateur" : "n’est plus administrateur");
  if (changes.length === 0) return;
  const tierChanged = member.tierId !== input.tierId;
  await getDb().transaction(async (tx) => {
    // The 0 € tier given by an administrator grants a journaled year.
    if (tierChanged) await grantFreeTier(tx, viewer, member.id, input.tierId);
    await tx
      .update(users)
      .set({ tierId: input.tierId, isAdmin: input.isAdmin, updatedAt: new Date() })
      .where(eq(users.id, member.id));
    await recordAudit(tx, {
      actor: viewer,
      action: "member.update",
      subject: { type: "user", id: member.id },
      summary: `Modifié par un administrateur\u00a0: ${changes.join(", ")}`,
      details: {
        tierId: { from: member.tierId, to: input.tierId },
        isAdmin: { from: member.isAdmin, to: input.isAdmin },
      },
    });
  });
  // The tier is the next charge's: a running renewal follows it (a provider call, after the commit).
  if (tierChanged) await applyTierToRenewal(viewer, member.id, input.tierId);
}

// ---------------------------------------------------------------------------------------------
// The validity an import granted (« Payé jusqu'au » of the former file)

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
  // The day typed is the last day covered; stored as the period's end, the day after.
  const paidUntil = removing ? null : parisNoonAfter(input.paidUntil);
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
        ? `Validité reprise de l’ancien fichier corrigée\u00a0: ${csvDate(lastDayCovered(current))} → ${csvDate(lastDayCovered(paidUntil))}`
        : `Validité reprise de l’ancien fichier retirée (elle allait jusqu’au ${csvDate(lastDayCovered(current))})`,
      details: {
        importedPaidUntil: { from: current.toISOString(), to: paidUntil?.toISOString() ?? null },
      },
    });
  });
  await alignMemberRenewal(member.id);
  return paidUntil ? "updated" : "removed";
}

// ---------------------------------------------------------------------------------------------
// Erasure

/** The member's erasure on request: as their own deletion (subscription ended at once), payments kept. */
export async function eraseMemberByAdmin(
  viewer: Viewer,
  input: z.infer<typeof eraseMemberSchema>,
): Promise<void> {
  const member = await memberOrThrow(input.userId);
  if (member.id === viewer.id)
    throw new ForbiddenError(
      "Pour supprimer votre propre compte, utilisez «\u00a0Mes données\u00a0» sur votre profil.",
    );
  if (input.confirmation.trim().toLowerCase() !== member.email.toLowerCase()) {
    throw new ValidationError("L’adresse saisie ne correspond pas à celle du membre.", {
      confirmation: "L’adresse saisie ne correspond pas à celle du membre.",
    });
  }
  await forgetMemberAtProvider(member.id);
  await getDb().transaction(async (tx) => {
    // The member's last e-mail, to the address they had, commits with the erasure.
    await queueAccountErased(tx, {
      userId: member.id,
      email: member.email,
      firstname: member.firstname,
      byStaff: true,
      now: new Date(),
    });
    await anonymizeMember(tx, member, {
      actor: viewer,
      action: "member.erase",
      summary: "Membre effacé à sa demande par un administrateur",
    });
  });
  await sendQueuedEmailsSoon();
}
