import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { and, desc, eq, like, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { emailOutbox, paymentCustomers, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { lastDayCovered } from "@/lib/membership/labels";
import { isLiveSubscription } from "@/lib/membership/state";
import { findTier } from "@/lib/membership/tiers";
import { profileEditPath } from "@/lib/urls";
import AccountErasedEmail from "./templates/account-erased";
import CancellationConfirmedEmail from "./templates/cancellation-confirmed";
import CardChangedEmail from "./templates/card-changed";
import MembershipEndedEmail from "./templates/membership-ended";
import RenewalDeclinedEmail from "./templates/renewal-declined";
import RenewalReactivatedEmail from "./templates/renewal-reactivated";
import TierChangedEmail from "./templates/tier-changed";
import { queueEmail } from "./outbox";

// What a member is told when their membership changes, each e-mail queued in the transaction
// that records the change (the subscription written from the provider's word, the card saved,
// the account erased), so that the change and its notice commit together: renewal declined,
// cancellation confirmed, renewal reactivated, tier changed, membership ended, card changed,
// account erased.
// An anonymised member is told nothing (the erasure notice excepted, which goes to the address
// the member had).

/** What a notice needs of a subscription row, before and after a change. */
export type SubscriptionSnapshot = {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  endedAt: Date | null;
  tierId: string | null;
};

// The erasure cancels the member's subscriptions at the provider before anonymising them: those
// endings are not "your membership has ended" news (the erasure notice says it all).
const quiet = new AsyncLocalStorage<true>();

/** Runs `task` without membership notices (an erasure's provider calls and their events). */
export function withoutMembershipNotices<T>(task: () => Promise<T>): Promise<T> {
  return quiet.run(true, task);
}

async function memberOf(tx: Database, userId: string) {
  if (quiet.getStore()) return null;
  const [member] = await tx
    .select({ email: users.email, firstname: users.firstname, anonymizedAt: users.anonymizedAt })
    .from(users)
    .where(eq(users.id, userId));
  return member && !member.anonymizedAt ? member : null;
}

/** The member's saved card as the e-mails name it ("Visa •••• 4242"), or null when none is known. */
export async function savedCardLabel(tx: Database, userId: string): Promise<string | null> {
  const [card] = await tx
    .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .orderBy(desc(paymentCustomers.updatedAt))
    .limit(1);
  return card?.last4 ? cardLabel(card.brand, card.last4) : null;
}

function cardLabel(brand: string | null, last4: string): string {
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Carte";
  return `${name} •••• ${last4}`;
}

const day = (date: Date) => formatDate(date, PROFILE_YEAR_RANGE);
const paymentTab = (userId: string) => `${env.siteUrl}${profileEditPath(userId, "payment")}`;

/**
 * A subscription row changed (in the caller's transaction, the row locked): the member is told
 * of a cancellation, a reactivation, or the end of their membership. `before` is null for a new row.
 */
export async function queueSubscriptionNotices(
  tx: Database,
  change: {
    userId: string;
    providerSubscriptionId: string;
    before: SubscriptionSnapshot | null;
    after: SubscriptionSnapshot;
  },
): Promise<void> {
  const { before, after, userId, providerSubscriptionId } = change;
  if (!before) return;
  const wasLive = isLiveSubscription(before.status);
  const isLive = isLiveSubscription(after.status);
  if (wasLive && after.status === "canceled") {
    const member = await memberOf(tx, userId);
    if (!member) return;
    const endedOn = after.endedAt ?? after.currentPeriodEnd;
    const reason =
      before.status === "past_due" ? "unpaid" : before.cancelAtPeriodEnd ? "cancelled" : "other";
    await queueEmail(tx, {
      kind: "membership-ended",
      to: member.email,
      userId,
      subject: `Votre adhésion au SRH a pris fin le ${day(endedOn)}`,
      react: MembershipEndedEmail({
        firstname: member.firstname,
        endedOn: day(endedOn),
        reason,
        renewUrl: paymentTab(userId),
      }),
      // A subscription ends once.
      idempotencyKey: `membership-ended:${providerSubscriptionId}`,
    });
    return;
  }
  if (
    wasLive &&
    isLive &&
    !after.cancelAtPeriodEnd &&
    after.tierId &&
    before.tierId !== after.tierId
  ) {
    // The tier of the next charge changed (« Changer de formule » or the profile form alike).
    const member = await memberOf(tx, userId);
    const tier = await findTier(after.tierId, tx);
    if (member && tier) {
      const amount = formatEuros(tier.priceCents);
      await queueEmail(tx, {
        kind: "tier-changed",
        to: member.email,
        userId,
        subject: `Formule changée\u00a0: ${amount} prélevés le ${day(after.currentPeriodEnd)}`,
        react: TierChangedEmail({
          firstname: member.firstname,
          tier: tier.title,
          amount,
          chargesOn: day(after.currentPeriodEnd),
          manageUrl: paymentTab(userId),
        }),
        idempotencyKey: `tier-changed:${providerSubscriptionId}:${randomUUID()}`,
      });
    }
  }
  if (!wasLive || !isLive || before.cancelAtPeriodEnd === after.cancelAtPeriodEnd) return;
  const member = await memberOf(tx, userId);
  if (!member) return;
  // The row is locked by the caller: one notice per change, even with two syncs at once.
  const once = randomUUID();
  if (after.cancelAtPeriodEnd) {
    await queueEmail(tx, {
      kind: "cancellation-confirmed",
      to: member.email,
      userId,
      subject: `Résiliation confirmée\u00a0: votre adhésion prendra fin le ${day(after.currentPeriodEnd)}`,
      react: CancellationConfirmedEmail({
        firstname: member.firstname,
        // « reste valable jusqu'au »: the last day covered.
        endsOn: day(lastDayCovered(after.currentPeriodEnd)),
        manageUrl: paymentTab(userId),
      }),
      idempotencyKey: `cancellation-confirmed:${providerSubscriptionId}:${once}`,
    });
    return;
  }
  const tier = await findTier(after.tierId, tx);
  await queueEmail(tx, {
    kind: "renewal-reactivated",
    to: member.email,
    userId,
    subject: `Renouvellement réactivé\u00a0: prochain prélèvement le ${day(after.currentPeriodEnd)}`,
    react: RenewalReactivatedEmail({
      firstname: member.firstname,
      amount: formatEuros(tier?.priceCents ?? 0),
      renewsOn: day(after.currentPeriodEnd),
      card: await savedCardLabel(tx, userId),
      manageUrl: paymentTab(userId),
    }),
    idempotencyKey: `renewal-reactivated:${providerSubscriptionId}:${once}`,
  });
}

/** A renewal charge was declined (each try: its own notice, with the next try's date). */
export async function queueRenewalDeclined(
  tx: Database,
  input: {
    userId: string;
    invoiceId: string;
    amountCents: number;
    /** The provider's next try (null: not known). */
    retryAt: Date | null;
    /** No try is left. */
    lastTry: boolean;
    /** When the membership ends if nothing is paid (null: after the last try). */
    endsAt: Date | null;
  },
): Promise<void> {
  const member = await memberOf(tx, input.userId);
  if (!member) return;
  // One notice per declined try of the invoice (a replayed event is one try: the webhook's claim).
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "renewal-declined"),
        like(emailOutbox.idempotencyKey, `renewal-declined:${input.invoiceId}:%`),
      ),
    );
  const amount = formatEuros(input.amountCents);
  await queueEmail(tx, {
    kind: "renewal-declined",
    to: member.email,
    userId: input.userId,
    subject: `Le paiement de votre cotisation (${amount}) a été refusé`,
    react: RenewalDeclinedEmail({
      firstname: member.firstname,
      amount,
      card: await savedCardLabel(tx, input.userId),
      retryOn: input.retryAt ? day(input.retryAt) : null,
      lastTry: input.lastTry,
      endsOn: input.endsAt ? day(input.endsAt) : null,
      updateCardUrl: paymentTab(input.userId),
    }),
    idempotencyKey: `renewal-declined:${input.invoiceId}:${count + 1}`,
  });
}

/** A new card was saved for the membership's charges (not the first one, at signup). */
export async function queueCardChanged(
  tx: Database,
  input: { userId: string; intentId: string; brand: string | null; last4: string },
): Promise<void> {
  const member = await memberOf(tx, input.userId);
  if (!member) return;
  const card = cardLabel(input.brand, input.last4);
  await queueEmail(tx, {
    kind: "card-changed",
    to: member.email,
    userId: input.userId,
    subject: `Nouvelle carte enregistrée pour votre adhésion\u00a0: ${card}`,
    react: CardChangedEmail({
      firstname: member.firstname,
      card,
      manageUrl: paymentTab(input.userId),
    }),
    idempotencyKey: `card-changed:${input.intentId}`,
  });
}

/**
 * In the erasure's transaction, before the row is anonymised: the member's other e-mails are
 * dropped (sent or not), and the erasure notice goes to the address they had (the last e-mail).
 */
export async function queueAccountErased(
  tx: Database,
  input: { userId: string; email: string; firstname: string; byStaff: boolean; now: Date },
): Promise<void> {
  // Their e-mails hold their name and address: gone with the rest (one being sent finishes).
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.userId, input.userId), ne(emailOutbox.state, "sending")));
  await queueEmail(tx, {
    kind: "account-erased",
    to: input.email,
    userId: input.userId,
    subject: "Votre compte sur le site du SRH a été supprimé",
    react: AccountErasedEmail({
      firstname: input.firstname,
      erasedOn: day(input.now),
      byStaff: input.byStaff,
    }),
    idempotencyKey: `account-erased:${input.userId}`,
  });
}
