import "server-only";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import CodeEmail from "@/lib/email/templates/code";
import { recordAudit, type AuditAction } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { consumeCode, issueCodeWithEmail } from "@/lib/members/login-codes";
import { getDb, type Database } from "@/lib/db";
import {
  contactMessages,
  newsletterSubscribers,
  otpCodes,
  paymentCustomers,
  payments,
  signups,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { queueAccountErased } from "@/lib/email/notices";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { forgetMemberAtProvider } from "@/lib/payments/erasure";
import { consumeRateLimits } from "@/lib/rate-limit";
import { memberMessages } from "./messages";
import { findMemberById } from "@/lib/membership/members";

// The member's GDPR rights over their data: a copy of everything (access, portability) and the
// deletion of the account (erasure: anonymised, payments kept for the accounting period).

/** Everything we hold about the member, as JSON (GDPR right of access and portability). */
export async function exportMemberData(viewer: Viewer) {
  const db = getDb();
  const user = await findMemberById(viewer.id);
  if (!user) throw new NotFoundError(memberMessages.notFound);
  const [memberPayments, memberSubscriptions, sentMessages, newsletterRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, viewer.id))
      .orderBy(desc(payments.createdAt)),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, viewer.id))
      .orderBy(desc(subscriptions.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase())),
    db
      .select({ status: newsletterSubscribers.status, createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, user.email.toLowerCase())),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      hospital: user.hospital,
      address: user.address,
      subscription: user.tierId,
      newsletter: user.newsletter,
      isadmin: user.isAdmin,
      infopro: user.infopro,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    payments: memberPayments.map((p) => ({
      id: p.id,
      amount: p.amountCents / 100,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    subscriptions: memberSubscriptions.map((s) => ({
      id: s.id,
      tier: s.tierId,
      status: s.status,
      currentPeriodStart: s.currentPeriodStart.toISOString(),
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
    contactMessages: sentMessages.map((m) => ({
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    newsletterSubscription: newsletterRows.map((n) => ({
      status: n.status,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Step 1 of the deletion: a code to the member's own address. */
export async function requestAccountDeletion(viewer: Viewer): Promise<void> {
  const user = await findMemberById(viewer.id);
  if (!user) throw new NotFoundError(memberMessages.notFound);
  await consumeRateLimits([
    {
      bucket: `account-deletion:${user.id}`,
      limits: [{ limit: 5, windowSeconds: 3600, message: memberMessages.tooManyCodes }],
    },
  ]);
  await issueCodeWithEmail(
    {
      email: user.email.toLowerCase(),
      userId: user.id,
      purpose: "account-deletion",
      requestedBy: `member:${user.id}`,
    },
    (code) => ({
      kind: "account-deletion-code",
      to: user.email,
      subject: `Suppression de votre compte SRH\u00a0: ${code}`,
      react: CodeEmail({ code, firstname: user.firstname, purpose: "account-deletion" }),
      userId: user.id,
    }),
  );
}

/**
 * Step 2: with the right code, the provider forgets the member (subscription cancelled at once,
 * card detached), then the account is anonymised and the session ends.
 */
export async function deleteAccount(
  viewer: Viewer,
  code: string,
  client: { ip: string },
): Promise<void> {
  const user = await findMemberById(viewer.id);
  if (!user) throw new NotFoundError(memberMessages.notFound);
  const consumed = await consumeCode({
    email: user.email.toLowerCase(),
    code,
    purpose: "account-deletion",
    ip: client.ip,
  });
  if (consumed.userId !== viewer.id) throw new ForbiddenError();
  await forgetMemberAtProvider(user.id);
  await getDb().transaction(async (tx) => {
    // The member's last e-mail, to the address they had, commits with the erasure.
    await queueAccountErased(tx, {
      userId: user.id,
      email: user.email,
      firstname: user.firstname,
      byStaff: false,
      now: new Date(),
    });
    await anonymizeMember(tx, user, {
      actor: viewer,
      action: "account.delete",
      summary: "Compte supprimé par le membre",
    });
  });
  await sendQueuedEmailsSoon();
}

/**
 * Erasure, in the caller's transaction: personal data is replaced, codes, the signup and the
 * newsletter subscription go, every session ends. Payments and subscriptions stay (accounting
 * obligations) but no longer point to a person. Also used for an administrator's erasure and the retention purge.
 * A live subscription must have been ended first (forgetMemberAtProvider, outside the transaction).
 */
export async function anonymizeMember(
  tx: Database,
  user: { id: string; email: string },
  audit: { actor: { id: string } | null; action: AuditAction; summary: string },
): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      email: `supprime-${user.id}@anonyme.invalid`,
      firstname: "Compte",
      lastname: "supprimé",
      hospital: "",
      address: "",
      infopro: {},
      newsletter: false,
      isAdmin: false,
      anonymizedAt: now,
      sessionsValidAfter: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
  // The signup kept the form as entered, and its address would refuse a new signup.
  await tx
    .delete(signups)
    .where(
      or(
        eq(signups.userId, user.id),
        and(isNull(signups.userId), eq(signups.email, user.email.toLowerCase())),
      ),
    );
  await tx
    .update(paymentCustomers)
    .set({ cardBrand: null, cardLast4: null, updatedAt: now })
    .where(eq(paymentCustomers.userId, user.id));
  await tx
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(eq(sql`lower(${newsletterSubscribers.email})`, user.email.toLowerCase()));
  await recordAudit(tx, {
    actor: audit.actor,
    action: audit.action,
    subject: { type: "user", id: user.id },
    summary: audit.summary,
  });
}
