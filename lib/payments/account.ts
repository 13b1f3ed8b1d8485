import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { paymentCustomers, payments, subscriptions, users, type User } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";
import { billingNow } from "@/lib/membership/clock";
import { findTier, tierOrThrow } from "@/lib/membership/tiers";
import { formatEuros } from "@/lib/format/numbers";
import { recordCard } from "./events";
import { syncSubscription } from "./subscription-sync";
import { getPaymentProvider, isSimulated } from "./index";
import {
  findLiveSubscription,
  membershipStateOf,
  type MemberBilling,
} from "@/lib/membership/reads";
import { ensureCustomer } from "./customers";
import { alignRenewal } from "./renewal";
import { withDeclinedCardNextStep } from "./declined-card";
import {
  isLiveSubscription,
  nextCoverage,
  renewalOf,
  willRenew,
  type MembershipState,
  type Renewal,
} from "@/lib/membership/state";
import { lastDayCovered } from "@/lib/membership/labels";
import { canPayOnce, pastDueAccessEndsAt } from "@/lib/membership/offers";

// A member's subscription and payments, read and changed by the member or an administrator (the
// profile's payment tab and the documented calls /api/stripe?action=…). The e-mail a caller
// passes never chooses whose data it is: it must be the caller's own, unless an administrator.

export const accountMessages = {
  forbidden: "Accès refusé\u00a0: vous ne pouvez gérer que votre propre adhésion.",
  notFound: "Utilisateur non trouvé",
  noSubscription: "Abonnement introuvable.",
  alreadyActive:
    "Vous avez déjà une adhésion active. Aucun paiement supplémentaire n’est nécessaire.",
  alreadyRecurring: "Un prélèvement automatique est déjà en place pour cette adhésion.",
  amountMismatch: "Le montant ne correspond pas au type d’adhésion.",
  nothingToPay: "Aucun paiement n’est dû pour ce type d’adhésion.",
  noTier: "Veuillez sélectionner un type d’adhésion.",
  freeTierNotRecurring:
    "La «\u00a0Première adhésion\u00a0» (0 €) est attribuée par un administrateur\u00a0: choisissez un type d’adhésion payant.",
  freeTierAdminOnly:
    "Seul un administrateur peut attribuer la «\u00a0Première adhésion\u00a0» (0 €).",
  pastDuePayOnce:
    "Le renouvellement est en attente de paiement\u00a0: mettez à jour votre carte, la cotisation due sera prélevée aussitôt.",
  cardUpdateOnly: "Ce paiement ne concerne pas votre adhésion.",
} as const;

/** The member a call is about: the caller, or the member named by an administrator. */
export async function resolveMember(
  viewer: Viewer,
  email?: string | null,
  userId?: string | null,
): Promise<User> {
  const db = getDb();
  if (userId && userId !== viewer.id && !viewer.isAdmin)
    throw new ForbiddenError(accountMessages.forbidden);
  if (
    !userId &&
    email &&
    email.trim().toLowerCase() !== viewer.email.toLowerCase() &&
    !viewer.isAdmin
  )
    throw new ForbiddenError(accountMessages.forbidden);
  // Not an id at all: nobody has it (and it must not reach the uuid column, which would throw).
  if (userId && !isUuid(userId)) throw new NotFoundError(accountMessages.notFound);
  const where = userId
    ? eq(users.id, userId)
    : email
      ? sql`lower(${users.email}) = ${email.trim().toLowerCase()}`
      : eq(users.id, viewer.id);
  const [user] = await db.select().from(users).where(where);
  if (!user || user.anonymizedAt) throw new NotFoundError(accountMessages.notFound);
  return user;
}

export type BillingOverview = {
  state: MembershipState;
  tier: { id: string; title: string; priceCents: number } | null;
  subscription: {
    id: string;
    status: string;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
    /** When the card will next be charged, if it will. */
    nextChargeAt: Date | null;
  } | null;
  /** The card the automatic renewal charges (none shown without a live subscription). */
  card: { brand: string; last4: string } | null;
  /** What the automatic renewal will charge next, and when (null: nothing will be charged). */
  nextCharge: { at: Date; amountCents: number; tierTitle: string } | null;
  /** A declined renewal: what is due, the next retry, and when the membership ends unpaid. */
  pastDue: { amountCents: number; retryAt: Date | null; accessEndsAt: Date } | null;
  /** "Payer l'année une fois": whether it is offered, and the year it would buy (from, last day). */
  oneTime: { allowed: boolean; from: Date; to: Date };
  /** The automatic renewal, apart from the validity (automatic, stopped, failed, none). */
  renewal: Renewal;
  /**
   * A running renewal's next charge if a payment apart (card once, cheque, transfer, grant) were
   * made now: it moves to the end of the year that payment buys (no period paid twice); null
   * without a running renewal.
   */
  chargeAfterPaymentApart: Date | null;
  history: {
    id: string;
    date: Date;
    amountCents: number;
    status: string;
    method: string;
    refundedCents: number;
  }[];
  provider: "stripe" | "simulated";
};

export async function billingOverview(
  user: User,
  /** The state already read in this render (membershipNowOf), or read here. */
  known?: MemberBilling & { now: Date },
): Promise<BillingOverview> {
  const db = getDb();
  const provider = getPaymentProvider();
  const now = known?.now ?? (await billingNow());
  const billing = known ?? (await membershipStateOf(user.id, { now }));
  const { state, subscription } = billing;
  const [card] = await db
    .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)));
  // A running subscription charges its own tier; once it has ended, the profile's tier is the one.
  const running = subscription !== null && isLiveSubscription(subscription.status);
  const tier = await findTier((running ? subscription.tierId : null) ?? user.tierId);
  const history = await db
    .select({
      id: payments.id,
      date: sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})`.mapWith(
        payments.createdAt,
      ),
      amountCents: payments.amountCents,
      status: payments.status,
      method: payments.method,
      refundedCents: payments.refundedCents,
      canceledAt: payments.canceledAt,
    })
    .from(payments)
    .where(eq(payments.userId, user.id))
    // By payment date (a cheque is entered after it was paid), newest first.
    .orderBy(
      desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`),
      desc(payments.createdAt),
    );
  const live = subscription !== null && isLiveSubscription(subscription.status);
  const renews = subscription !== null && willRenew(subscription);
  const openInvoice =
    subscription?.status === "past_due"
      ? await provider.retrieveOpenInvoice(subscription.providerSubscriptionId)
      : null;
  const coverage = nextCoverage(billing, now);
  return {
    state,
    tier: tier ? { id: tier.id, title: tier.title, priceCents: tier.priceCents } : null,
    subscription: subscription
      ? {
          id: subscription.providerSubscriptionId,
          status: subscription.status,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          nextChargeAt: renews ? subscription.currentPeriodEnd : null,
        }
      : null,
    card: live && card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
    nextCharge:
      renews && tier
        ? { at: subscription.currentPeriodEnd, amountCents: tier.priceCents, tierTitle: tier.title }
        : null,
    pastDue:
      subscription?.status === "past_due"
        ? {
            amountCents: openInvoice?.amountCents ?? tier?.priceCents ?? 0,
            retryAt: openInvoice?.nextAttemptAt ?? null,
            accessEndsAt: pastDueAccessEndsAt(subscription.currentPeriodStart),
          }
        : null,
    oneTime: {
      allowed: canPayOnce(state, subscription, now),
      from: coverage.from,
      to: lastDayCovered(coverage.until),
    },
    renewal: renewalOf(subscription, now),
    chargeAfterPaymentApart:
      subscription && live && subscription.status !== "past_due" ? coverage.until : null,
    history: history
      .filter((line) => !line.canceledAt)
      .map(({ canceledAt: _canceled, ...line }) => line),
    provider: provider.name,
  };
}

async function ownSubscription(user: User, providerSubscriptionId?: string | null) {
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

export type CardIntent = {
  clientSecret: string;
  setupIntentId?: string;
  paymentIntentId?: string;
  provider: "stripe" | "simulated";
};

/** A card to save: for the next charges of the subscription (update), or to start a recurring one. */
export async function createCardSetup(
  viewer: Viewer,
  user: User,
  purpose: "card_update" | "recurring",
  tierId?: string | null,
): Promise<CardIntent> {
  const provider = getPaymentProvider();
  let tier = tierId ?? user.tierId ?? null;
  if (purpose === "card_update") {
    const row = await ownSubscription(user, null);
    tier = row.tierId ?? tier;
  } else {
    const { subscription } = await membershipStateOf(user.id);
    if (subscription && isLiveSubscription(subscription.status) && !subscription.cancelAtPeriodEnd)
      throw new ValidationError(accountMessages.alreadyRecurring);
  }
  if (!tier) throw new ValidationError(accountMessages.noTier);
  const chosen = await tierOrThrow(tier, { message: accountMessages.noTier });
  if (purpose === "recurring" && chosen.priceCents <= 0)
    throw new ValidationError(accountMessages.freeTierNotRecurring);
  const customerId = await ensureCustomer(provider, user);
  const intent = await provider.createSetupIntent({
    customerId,
    metadata: { userId: user.id, tierId: tier, purpose },
    // A new intent per request: a card update may be done many times.
    idempotencyKey: `${purpose}:${user.id}:${Date.now()}`,
  });
  return { clientSecret: intent.clientSecret, setupIntentId: intent.id, provider: provider.name };
}

/** Pay the year once (one-time), the amount from the tier; refused when a valid subscription runs. */
export async function createOneTimePayment(
  viewer: Viewer,
  user: User,
  tierId: string | null | undefined,
  legacyAmountCents?: number | null,
): Promise<CardIntent> {
  const provider = getPaymentProvider();
  const tier = await tierOrThrow(tierId ?? user.tierId, { message: accountMessages.noTier });
  if (
    legacyAmountCents !== undefined &&
    legacyAmountCents !== null &&
    legacyAmountCents !== tier.priceCents
  )
    throw new ValidationError(accountMessages.amountMismatch, {
      amount: accountMessages.amountMismatch,
    });
  if (tier.priceCents === 0) throw new ValidationError(accountMessages.nothingToPay);
  const now = await billingNow();
  const { state, subscription } = await membershipStateOf(user.id, { now });
  if (!canPayOnce(state, subscription, now))
    throw new ValidationError(
      state.state === "past_due" ? accountMessages.pastDuePayOnce : accountMessages.alreadyActive,
    );
  const customerId = await ensureCustomer(provider, user);
  const day = now.toISOString().slice(0, 10);
  const intent = await provider.createPaymentIntent({
    customerId,
    amountCents: tier.priceCents,
    metadata: { userId: user.id, tierId: tier.id, purpose: "one_time" },
    // One intent per member, tier and day: a retry after a declined card pays the same intent.
    idempotencyKey: `one-time:${user.id}:${tier.id}:${day}`,
  });
  if (viewer.id !== user.id) {
    await recordAudit(getDb(), {
      actor: viewer,
      action: "payment.request",
      subject: { type: "user", id: user.id },
      summary: "Paiement de cotisation préparé par un administrateur",
    });
  }
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: provider.name };
}

/** The simulated provider's card form in the profile: confirm the intent the way Stripe.js would. */
export async function confirmSimulatedIntent(
  user: User,
  intentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<CardUpdateOutcome> {
  const provider = getPaymentProvider();
  if (!isSimulated(provider))
    throw new ValidationError("Le paiement se fait par le formulaire sécurisé de Stripe.");
  const intent = await provider.retrieveIntent(intentId);
  const customerId = await ensureCustomer(provider, user);
  if (!intent || intent.customerId !== customerId)
    throw new ForbiddenError(accountMessages.forbidden);
  await provider.confirmIntent({ intentId, clientSecret, cardNumber });
  return intent.kind === "setup" && intent.metadata.purpose === "card_update"
    ? finishCardUpdate(user, intentId)
    : "none";
}

export type CardUpdateOutcome = "paid" | "declined" | "none";

/**
 * After a new card is saved (the simulated form, or Stripe.js in the browser): it becomes the
 * card of the next charges, and a renewal that is past due is tried again at once with it
 * (Stripe: the open invoice paid with the new default method). Returns what the retry did.
 */
export async function finishCardUpdate(user: User, intentId: string): Promise<CardUpdateOutcome> {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(intentId);
  const customerId = await ensureCustomer(provider, user);
  if (!intent || intent.customerId !== customerId || intent.kind !== "setup")
    throw new ForbiddenError(accountMessages.forbidden);
  if (intent.status !== "succeeded" || !intent.paymentMethodId)
    throw new ValidationError(
      intent.lastError
        ? withDeclinedCardNextStep(intent.lastError)
        : "La carte n’est pas encore enregistrée.",
    );
  const row = await ownSubscription(user, null).catch(() => null);
  // The webhook may not have come yet: the same change, made again, is harmless.
  await provider.setDefaultPaymentMethod({
    customerId,
    subscriptionId: row?.providerSubscriptionId ?? null,
    paymentMethodId: intent.paymentMethodId,
  });
  await recordCard(provider, customerId, intent.paymentMethodId);
  if (!row || row.status !== "past_due") return "none";
  const outcome = await provider.payOpenInvoice(row.providerSubscriptionId, `retry:${intent.id}`);
  await syncSubscription(provider, row.providerSubscriptionId);
  return outcome;
}

/** What the payment tab says after a card update. */
export function cardUpdateMessage(outcome: CardUpdateOutcome, amountCents: number | null): string {
  if (outcome === "paid")
    return `Carte enregistrée. La cotisation due${amountCents ? ` (${formatEuros(amountCents)})` : ""} a été payée avec cette carte\u00a0: votre adhésion est renouvelée.`;
  if (outcome === "declined")
    return "Carte enregistrée, mais le paiement de la cotisation due a de nouveau été refusé. Essayez une autre carte.";
  return "Carte enregistrée. Elle servira aux prochains prélèvements.";
}

/**
 * The profile's tier is the tier of the next charge : a running automatic
 * renewal gets the new price for its next period (no proration); a 0 € tier (an administrator's
 * grant) stops the renewal instead, since no 0 € subscription is ever made.
 */
/** After staff change what a member has paid apart (an imported validity): no period paid twice. */
export async function alignMemberRenewal(userId: string): Promise<Date | null> {
  return alignRenewal(getPaymentProvider(), userId);
}

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
