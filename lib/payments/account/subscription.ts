import "server-only";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { subscriptions, type User } from "@/lib/db/schema";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { findTier } from "@/lib/membership/tiers";
import { formatEuros } from "@/lib/format/numbers";
import { syncSubscription } from "../subscription-sync";
import { getPaymentProvider } from "../index";
import { findLiveSubscription } from "@/lib/membership/reads";
import { alignRenewal } from "../renewal";
import { accountMessages } from "./member";

// A member's running subscription changed by the member or an administrator: stopped or
// reactivated at the period end, its tier, its next charge moved after what is paid apart.

/** The member's subscription named (or the live one), never another member's. */
export async function ownSubscription(user: User, providerSubscriptionId?: string | null) {
  const provider = getPaymentProvider();
  const [row] = providerSubscriptionId
    ? await getDb()
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, user.id),
            eq(subscriptions.provider, provider.name),
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          ),
        )
    : [await findLiveSubscription(user.id, provider.name)];
  // Another member's subscription id is answered like an unknown one.
  if (!row) throw new NotFoundError(accountMessages.noSubscription);
  return row;
}

/**
 * The idempotency key of a change to a running subscription: the change, the subscription, its
 * period and the row as read (its last update). The same change asked twice from the same reading
 * (a double click, two tabs, a retried request) is one change at the provider; a later change,
 * even back to an earlier value, reads a row synced since and gets a key of its own.
 */
export function subscriptionChangeKey(
  change: "cancel" | "reactivate" | "free-tier" | "tier",
  row: Pick<
    typeof subscriptions.$inferSelect,
    "providerSubscriptionId" | "currentPeriodEnd" | "updatedAt"
  >,
  ...details: (string | number)[]
): string {
  return [
    change,
    row.providerSubscriptionId,
    ...details,
    row.currentPeriodEnd.toISOString(),
    row.updatedAt.getTime(),
  ].join(":");
}

/**
 * Cancel at the period end (what is paid or offered runs to its end), or undo that. Without a
 * provider subscription id: the member's own current subscription.
 */
export async function setSubscriptionCancellation(
  viewer: Viewer,
  user: User,
  { providerSubscriptionId, cancel }: { providerSubscriptionId?: string | null; cancel: boolean },
) {
  const provider = getPaymentProvider();
  const row = await ownSubscription(user, providerSubscriptionId);
  if (row.status === "canceled")
    throw new ValidationError(
      cancel
        ? accountMessages.noSubscription
        : "Cet abonnement est terminé\u00a0: activez un nouveau prélèvement automatique.",
    );
  await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, {
    cancel,
    idempotencyKey: subscriptionChangeKey(cancel ? "cancel" : "reactivate", row),
  });
  await syncSubscription(provider, row.providerSubscriptionId);
  // Reactivated after paying ahead: the first charge comes when what is paid ends.
  if (!cancel) await alignRenewal(provider, user.id);
  const db = getDb();
  await recordAudit(db, {
    actor: viewer,
    action: cancel ? "subscription.cancel" : "subscription.reactivate",
    subject: { type: "subscription", id: row.id },
    memberId: user.id,
    summary: cancel
      ? "Prélèvement automatique résilié à la fin de la période"
      : "Prélèvement automatique réactivé",
  });
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
  return legacySubscription(after!);
}

export function legacySubscription(row: typeof subscriptions.$inferSelect) {
  return {
    id: row.providerSubscriptionId,
    status: row.status,
    current_period_start: Math.floor(row.currentPeriodStart.getTime() / 1000),
    current_period_end: Math.floor(row.currentPeriodEnd.getTime() / 1000),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    tier: row.tierId,
  };
}

/** After staff change what a member has paid apart (an imported validity): no period paid twice. */
export async function alignMemberRenewal(userId: string): Promise<Date | null> {
  return alignRenewal(getPaymentProvider(), userId);
}

/**
 * The profile's tier is the tier of the next charge : a running automatic
 * renewal gets the new price for its next period (no proration); a 0 € tier (an administrator's
 * grant) stops the renewal instead, since no 0 € subscription is ever made.
 */
export async function applyTierToRenewal(
  viewer: Viewer,
  userId: string,
  tierId: string | null,
): Promise<void> {
  const tier = await findTier(tierId);
  if (!tier) return;
  const provider = getPaymentProvider();
  // A staff grant is a year paid apart: the renewal charges after it, never during it.
  await alignRenewal(provider, userId);
  const row = await findLiveSubscription(userId, provider.name);
  if (!row || row.cancelAtPeriodEnd || row.tierId === tier.id) return;
  if (tier.priceCents <= 0) {
    await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, {
      cancel: true,
      idempotencyKey: subscriptionChangeKey("free-tier", row),
    });
  } else {
    await provider.changeSubscriptionTier({
      subscriptionId: row.providerSubscriptionId,
      tierId: tier.id,
      tierTitle: tier.title,
      priceCents: tier.priceCents,
      idempotencyKey: subscriptionChangeKey("tier", row, tier.id, tier.priceCents),
    });
  }
  await syncSubscription(provider, row.providerSubscriptionId);
  await recordAudit(getDb(), {
    actor: viewer,
    action: "subscription.tier",
    subject: { type: "subscription", id: row.id },
    memberId: userId,
    summary:
      tier.priceCents <= 0
        ? `Première adhésion attribuée\u00a0: prélèvement automatique arrêté à l’échéance`
        : `Prochain prélèvement au tarif «\u00a0${tier.title}\u00a0» (${formatEuros(tier.priceCents)})`,
    details: { from: row.tierId, to: tier.id },
  });
}
