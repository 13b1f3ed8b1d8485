import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Database } from "@/lib/db";
import { readAll } from "@/lib/db/client";
import { payments, signups, subscriptions, users, type Subscription } from "@/lib/db/schema";
import { billingNow } from "./clock";
import {
  LIVE_SUBSCRIPTION_STATUSES,
  membershipState,
  type MembershipState,
  type StatePayment,
} from "./state";

// Reads what membershipState needs for one member or many (the profile, the payment tab, the
// reminders and retention jobs). Lists of members read the SQL twin (state-sql.ts) instead.

export type MemberBilling = {
  subscription: Subscription | null;
  payments: (StatePayment & { id: string })[];
  freeYearEndsAt: Date | null;
  importedPaidUntil: Date | null;
  state: MembershipState;
};

/**
 * The member's newest live subscription at a provider (the one that charges, or retries): the
 * card update, the cancellation, the tier change and a saved card act on it.
 */
export async function findLiveSubscription(
  userId: string,
  provider: Subscription["provider"],
  db: Database = getDb(),
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Membership states of many members at once (three queries), judged at `now` (billing clock by default). */
export async function membershipStatesFor(
  userIds: readonly string[],
  options: { now?: Date; db?: Database } = {},
): Promise<Map<string, MemberBilling>> {
  const db = options.db ?? getDb();
  const now = options.now ?? (await billingNow(db));
  const result = new Map<string, MemberBilling>();
  if (userIds.length === 0) return result;
  const ids = [...new Set(userIds)];
  const [subs, pays, sign, grants] = await readAll(db, [
    () =>
      db
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.userId, ids))
        .orderBy(desc(subscriptions.createdAt)),
    () =>
      db
        .select({
          id: payments.id,
          userId: payments.userId,
          status: payments.status,
          amountCents: payments.amountCents,
          refundedCents: payments.refundedCents,
          paidAt: payments.paidAt,
          createdAt: payments.createdAt,
          canceledAt: payments.canceledAt,
          coversUntil: payments.coversUntil,
          subscriptionId: payments.subscriptionId,
        })
        .from(payments)
        .where(inArray(payments.userId, ids)),
    () =>
      db
        .select({ userId: signups.userId, freeYearEndsAt: signups.freeYearEndsAt })
        .from(signups)
        .where(inArray(signups.userId, ids)),
    () =>
      db
        .select({ id: users.id, importedPaidUntil: users.importedPaidUntil })
        .from(users)
        .where(inArray(users.id, ids)),
  ]);
  for (const id of ids) {
    // The newest subscription is the member's current one (an older one was replaced).
    const subscription = subs.find((s) => s.userId === id) ?? null;
    const own = pays.filter((p) => p.userId === id);
    const freeYearEndsAt = sign.find((s) => s.userId === id)?.freeYearEndsAt ?? null;
    const importedPaidUntil = grants.find((g) => g.id === id)?.importedPaidUntil ?? null;
    result.set(id, {
      subscription,
      payments: own,
      freeYearEndsAt,
      importedPaidUntil,
      state: membershipState({
        subscription,
        payments: own,
        freeYearEndsAt,
        importedPaidUntil,
        now,
      }),
    });
  }
  return result;
}

export async function membershipStateOf(
  userId: string,
  options: { now?: Date; db?: Database } = {},
): Promise<MemberBilling> {
  const found = (await membershipStatesFor([userId], options)).get(userId);
  if (!found) throw new Error("unreachable: one id asked, one answer");
  return found;
}

/**
 * The member's state on the billing clock, and that clock's "now", read once per page render: the
 * members' layout (its renewal banner) and the profile's "Mon adhésion" both show it. React's
 * `cache` lives for one server render only: an action's reads, before it writes, are not kept.
 */
export const membershipNowOf = cache(
  async (userId: string): Promise<MemberBilling & { now: Date }> => {
    const now = await billingNow();
    return { ...(await membershipStateOf(userId, { now })), now };
  },
);
