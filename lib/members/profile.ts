import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import AccountDeletionCodeEmail from "@/emails/account-deletion-code";
import EmailChangeCodeEmail from "@/emails/email-change-code";
import type { Viewer } from "@/lib/auth/viewer";
import { consumeCode, issueCode } from "@/lib/auth/otp";
import { getDb, type Database } from "@/lib/db";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  otpCodes,
  payments,
  subscriptions,
  tiers,
  users,
  type User,
} from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { consumeRateLimits } from "@/lib/rate-limit";
import { isUuid } from "@/lib/validation/ids";
import { membershipStatus, type MembershipStatus } from "./membership";
import type { TierId } from "./labels";
import { profileColumns, type ProfileInput } from "./schemas";

// A member's own data: read, edit (owner or administrator), e-mail change confirmed by a code,
// export (GDPR portability) and deletion (anonymised; payments kept for accounting).

export const profileMessages = {
  forbidden: "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
  notFound: "Utilisateur non trouvé",
  emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
  emailCodeSent: (email: string) => `Un code de confirmation a été envoyé à ${email}. Votre adresse changera une fois ce code saisi.`,
  tooManyCodes: "Trop de codes demandés. Veuillez réessayer dans une heure.",
} as const;

export type MemberProfile = {
  user: User;
  tierTitle: string | null;
  lastPayment: { status: string; amountCents: number; createdAt: Date } | null;
  membership: MembershipStatus;
};

export function canEditProfile(viewer: Viewer, userId: string): boolean {
  return viewer.isAdmin || viewer.id === userId;
}

/** A profile as its owner or an administrator may see it; others are refused. */
export async function getMemberProfile(viewer: Viewer, userId: string): Promise<MemberProfile> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError("Vous ne pouvez consulter que votre propre profil.");
  if (!isUuid(userId)) throw new NotFoundError(profileMessages.notFound);
  const db = getDb();
  const [row] = await db
    .select({ user: users, tierTitle: tiers.title })
    .from(users)
    .leftJoin(tiers, eq(tiers.id, users.tierId))
    .where(and(eq(users.id, userId), isNull(users.anonymizedAt)));
  if (!row) throw new NotFoundError(profileMessages.notFound);
  const [lastPayment] = await db
    .select({ status: payments.status, amountCents: payments.amountCents, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return { user: row.user, tierTitle: row.tierTitle, lastPayment: lastPayment ?? null, membership: membershipStatus(lastPayment) };
}

export type ProfileUpdateResult = { emailChangePendingFor: string | null };

/**
 * Saves a profile. The admin flag changes only when an administrator saves; a member changing
 * their own e-mail gets a code at the new address and the address changes when it is confirmed.
 */
export async function updateMemberProfile(viewer: Viewer, userId: string, input: ProfileInput): Promise<ProfileUpdateResult> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError(profileMessages.forbidden);
  const current = await findActiveUser(userId);
  const emailChanged = input.email !== current.email.toLowerCase();
  if (emailChanged) await assertEmailFree(input.email, userId);
  const appliesEmailNow = emailChanged && viewer.isAdmin && viewer.id !== userId;

  const db = getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...profileColumns(input),
        isAdmin: viewer.isAdmin ? input.isadmin : current.isAdmin,
        ...(appliesEmailNow ? { email: input.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await audit(tx, viewer, "profile.update", userId, {
      ...(viewer.isAdmin && input.isadmin !== current.isAdmin ? { isAdmin: input.isadmin } : {}),
      ...(appliesEmailNow ? { email: { from: current.email, to: input.email } } : {}),
    });
  });

  if (emailChanged && !appliesEmailNow) {
    await sendEmailChangeCode(current, input.email);
    return { emailChangePendingFor: input.email };
  }
  return { emailChangePendingFor: null };
}

/** The subscription-only variant of the legacy PUT: only the tier changes. */
export async function updateMemberTier(viewer: Viewer, userId: string, tierId: TierId | null): Promise<void> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError(profileMessages.forbidden);
  await findActiveUser(userId);
  await getDb().update(users).set({ tierId, updatedAt: new Date() }).where(eq(users.id, userId));
}

async function sendEmailChangeCode(user: User, newEmail: string): Promise<void> {
  await consumeRateLimits([
    { bucket: `email-change:${user.id}`, limits: [{ limit: 5, windowSeconds: 3600, message: profileMessages.tooManyCodes }] },
  ]);
  const code = await issueCode({ email: newEmail, userId: user.id, purpose: "email-change", newEmail });
  await sendEmail({
    to: newEmail,
    subject: `Confirmez votre nouvelle adresse : ${code}`,
    react: EmailChangeCodeEmail({ code, firstname: user.firstname }),
  });
}

/** Applies a pending e-mail change when the code sent to the new address is right. */
export async function confirmEmailChange(viewer: Viewer, newEmail: string, code: string): Promise<string> {
  // The code was issued for the address as the profile schema stores it: trimmed, lower-cased.
  const consumed = await consumeCode({ email: newEmail.trim().toLowerCase(), code, purpose: "email-change" });
  if (consumed.userId !== viewer.id || !consumed.newEmail) throw new ForbiddenError();
  await assertEmailFree(consumed.newEmail, viewer.id);
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ email: consumed.newEmail!, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await audit(tx, viewer, "profile.email-change", viewer.id, { from: viewer.email, to: consumed.newEmail });
  });
  return consumed.newEmail;
}

/** Everything we hold about the member, as JSON (GDPR right of access and portability). */
export async function exportMemberData(viewer: Viewer) {
  const db = getDb();
  const user = await findActiveUser(viewer.id);
  const [memberPayments, memberSubscriptions, sentMessages, newsletterRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.userId, viewer.id)).orderBy(desc(payments.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, viewer.id)).orderBy(desc(subscriptions.createdAt)),
    db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase())),
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
    contactMessages: sentMessages.map((m) => ({ subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() })),
    newsletterSubscription: newsletterRows.map((n) => ({ status: n.status, createdAt: n.createdAt.toISOString() })),
  };
}

/** Step 1 of the deletion: a code to the member's own address. */
export async function requestAccountDeletion(viewer: Viewer): Promise<void> {
  const user = await findActiveUser(viewer.id);
  await consumeRateLimits([
    { bucket: `account-deletion:${user.id}`, limits: [{ limit: 5, windowSeconds: 3600, message: profileMessages.tooManyCodes }] },
  ]);
  const code = await issueCode({ email: user.email.toLowerCase(), userId: user.id, purpose: "account-deletion" });
  await sendEmail({
    to: user.email,
    subject: `Suppression de votre compte SRH : ${code}`,
    react: AccountDeletionCodeEmail({ code, firstname: user.firstname }),
  });
}

/**
 * Step 2: with the right code, personal data is anonymised in one transaction. Payments and
 * subscriptions stay (accounting obligations) but no longer point to a person.
 */
export async function deleteAccount(viewer: Viewer, code: string): Promise<void> {
  const user = await findActiveUser(viewer.id);
  const consumed = await consumeCode({ email: user.email.toLowerCase(), code, purpose: "account-deletion" });
  if (consumed.userId !== viewer.id) throw new ForbiddenError();
  await getDb().transaction(async (tx) => {
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
        anonymizedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(sql`lower(${newsletterSubscribers.email})`, user.email.toLowerCase()));
    await audit(tx, viewer, "account.delete", user.id, {});
  });
}

async function findActiveUser(userId: string): Promise<User> {
  if (!isUuid(userId)) throw new NotFoundError(profileMessages.notFound);
  const [user] = await getDb()
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.anonymizedAt)));
  if (!user) throw new NotFoundError(profileMessages.notFound);
  return user;
}

async function assertEmailFree(email: string, exceptUserId: string): Promise<void> {
  const [taken] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)));
  if (taken) throw new ConflictError(profileMessages.emailTaken);
}

async function audit(db: Database, viewer: Viewer, action: string, entityId: string, details: Record<string, unknown>) {
  await db.insert(auditLog).values({ actorId: viewer.id, action, entity: "user", entityId, details });
}
