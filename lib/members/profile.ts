import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb, type Database } from "@/lib/db";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { billingNow } from "@/lib/membership/clock";
import { nextCoverage } from "@/lib/membership/state";
import { accountMessages, applyTierToRenewal } from "@/lib/payments/account";
import { auditLog, users, type User } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";
import { requestEmailChange } from "./email-change";
import type { TierId } from "@/lib/membership/tier-ids";
import { membershipNowOf, membershipStateOf } from "@/lib/membership/reads";
import { findTier } from "@/lib/membership/tiers";
import type { MembershipState } from "@/lib/membership/state";
import { memberMessages } from "./messages";
import { findMemberById, isEmailTaken } from "@/lib/membership/members";
import { profileColumns, type ProfileInput } from "./schemas";

// A member's profile: read and edited by its owner or an administrator. The e-mail change is in
// email-change.ts, the export and the deletion in gdpr.ts.

export type MemberProfile = {
  user: User;
  tierTitle: string | null;
  membership: MembershipState;
};

export function canEditProfile(viewer: Viewer, userId: string): boolean {
  return viewer.isAdmin || viewer.id === userId;
}

const VIEW_JOURNAL_WINDOW_MINUTES = 10;

async function viewedRecently(db: Database, actorId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.memberId, memberId),
        eq(auditLog.action, "member.view"),
        gt(auditLog.createdAt, sql`now() - make_interval(mins => ${VIEW_JOURNAL_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A profile as its owner or an administrator may see it; others are refused. */
export async function getMemberProfile(viewer: Viewer, userId: string): Promise<MemberProfile> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError(memberMessages.forbiddenView);
  if (!isUuid(userId)) throw new NotFoundError(memberMessages.notFound);
  const db = getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.anonymizedAt)));
  if (!user) throw new NotFoundError(memberMessages.notFound);
  // Staff reading a member's data is logged (GDPR art. 9: membership is special-category data).
  // One row per viewer and member per ten minutes: a reload or a return from the edit page is the
  // same reading, and three identical rows a minute drown the journal.
  if (viewer.id !== userId && !(await viewedRecently(db, viewer.id, userId))) {
    await recordAudit(db, {
      actor: viewer,
      action: "member.view",
      subject: { type: "user", id: userId },
      // What was shown, not the action's label again (the journal's "Action" column says
      // "Profil consulté"; the two side by side said nothing).
      summary: "Coordonnées, informations professionnelles et adhésion affichées",
    });
  }
  // Read once per render: the profile's "Mon adhésion" shows the same state (membershipNowOf).
  const [{ state }, tier] = await Promise.all([membershipNowOf(userId), findTier(user.tierId)]);
  return { user, tierTitle: tier?.title ?? null, membership: state };
}

export type ProfileUpdateResult = { emailChangePendingFor: string | null };

/**
 * Saves a profile. The admin flag changes only when an administrator saves; a member changing
 * their own e-mail gets a code at the new address and the address changes when it is confirmed.
 */
export async function updateMemberProfile(
  viewer: Viewer,
  userId: string,
  input: ProfileInput,
): Promise<ProfileUpdateResult> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError(memberMessages.forbidden);
  const current = await findMemberById(userId);
  if (!current) throw new NotFoundError(memberMessages.notFound);
  const emailChanged = input.email !== current.email.toLowerCase();
  // An administrator changing another member's address applies it at once (staff see every
  // member anyway, so a taken address may be named); a member's own goes through a code.
  const appliesEmailNow = emailChanged && viewer.isAdmin && viewer.id !== userId;
  if (appliesEmailNow && (await isEmailTaken(input.email, userId))) {
    throw new ConflictError(memberMessages.emailTaken, { email: memberMessages.emailTaken });
  }

  const nextTierId = profileColumns(input, current).tierId;
  const tierChanged = nextTierId !== current.tierId;
  if (tierChanged) await checkTierChoice(viewer, nextTierId);

  const db = getDb();
  await db.transaction(async (tx) => {
    if (tierChanged) await grantFreeTier(tx, viewer, userId, nextTierId);
    await tx
      .update(users)
      .set({
        ...profileColumns(input, current),
        isAdmin: viewer.isAdmin && input.isadmin !== undefined ? input.isadmin : current.isAdmin,
        ...(appliesEmailNow ? { email: input.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: viewer,
      action: "profile.update",
      subject: { type: "user", id: userId },
      summary:
        viewer.id === userId
          ? "Profil modifié par le membre"
          : "Profil modifié par un administrateur",
      details: {
        ...(viewer.isAdmin && input.isadmin !== undefined && input.isadmin !== current.isAdmin
          ? { isAdmin: input.isadmin }
          : {}),
        ...(appliesEmailNow ? { email: { from: current.email, to: input.email } } : {}),
      },
    });
  });

  // The tier on the profile is the tier of the next charge (after the commit: a provider call).
  if (tierChanged) await applyTierToRenewal(viewer, userId, nextTierId);

  if (emailChanged && !appliesEmailNow) {
    await requestEmailChange(current, input.email);
    return { emailChangePendingFor: input.email };
  }
  return { emailChangePendingFor: null };
}

/** The subscription-only variant of the legacy PUT: only the tier changes. */
export async function updateMemberTier(
  viewer: Viewer,
  userId: string,
  tierId: TierId | null,
): Promise<void> {
  if (!canEditProfile(viewer, userId)) throw new ForbiddenError(memberMessages.forbidden);
  const current = await findMemberById(userId);
  if (!current) throw new NotFoundError(memberMessages.notFound);
  if (tierId === current.tierId) return;
  await checkTierChoice(viewer, tierId);
  await getDb().transaction(async (tx) => {
    await grantFreeTier(tx, viewer, userId, tierId);
    await tx.update(users).set({ tierId, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  await applyTierToRenewal(viewer, userId, tierId);
}

/** The 0 € "Première adhésion" is an administrator's to give . */
async function checkTierChoice(viewer: Viewer, tierId: string | null): Promise<void> {
  const tier = await findTier(tierId);
  if (tier && tier.priceCents <= 0 && !viewer.isAdmin)
    throw new ValidationError(accountMessages.freeTierAdminOnly, {
      subscription: accountMessages.freeTierAdminOnly,
    });
}

/**
 * An administrator giving the 0 € tier grants a year, journaled: it starts when what is
 * covered now ends (or today), and counts like an imported "payé jusqu'au".
 */
export async function grantFreeTier(
  tx: Database,
  viewer: Viewer,
  userId: string,
  tierId: string | null,
): Promise<void> {
  const tier = await findTier(tierId, tx);
  if (!tier || tier.priceCents > 0) return;
  const now = await billingNow(tx);
  const billing = await membershipStateOf(userId, { db: tx, now });
  const { until } = nextCoverage(billing, now);
  await tx
    .update(users)
    .set({ importedPaidUntil: until, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    actor: viewer,
    action: "membership.grant",
    subject: { type: "user", id: userId },
    summary: `${tier.title} attribuée par un administrateur\u00a0: adhésion valide jusqu’au ${formatDate(until, PROFILE_YEAR_RANGE)}`,
    details: { tierId: tier.id, until: until.toISOString() },
  });
}
