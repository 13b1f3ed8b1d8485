import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { paymentCustomers, payments, subscriptions, users, type User } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";
import { billingNow } from "@/lib/membership/clock";
import { findTier, tierOrThrow } from "@/lib/membership/tiers";
import { syncSubscription } from "./events";
import { getPaymentProvider, isSimulated } from "./index";
import { membershipStateOf } from "@/lib/membership/reads";
import { ensureCustomer } from "./signup";
import {
  isLiveSubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  type MembershipState,
} from "@/lib/membership/state";

// A member's subscription and payments, read and changed by the member or an administrator (the
// profile's payment tab and the documented calls /api/stripe?action=…). The e-mail a caller
// passes never chooses whose data it is: it must be the caller's own, unless an administrator.

export const accountMessages = {
  forbidden: "Accès refusé : vous ne pouvez gérer que votre propre adhésion.",
  notFound: "Utilisateur non trouvé",
  noSubscription: "Abonnement introuvable.",
  alreadyActive:
    "Vous avez déjà une adhésion active. Aucun paiement supplémentaire n'est nécessaire.",
  alreadyRecurring: "Un prélèvement automatique est déjà en place pour cette adhésion.",
  amountMismatch: "Le montant ne correspond pas au type d'adhésion.",
  nothingToPay: "Aucun paiement n'est dû pour ce type d'adhésion.",
  noTier: "Veuillez sélectionner un type d'adhésion.",
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
  card: { brand: string; last4: string } | null;
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

export async function billingOverview(user: User): Promise<BillingOverview> {
  const db = getDb();
  const provider = getPaymentProvider();
  const { state, subscription } = await membershipStateOf(user.id);
  const [card] = await db
    .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)));
  const tier = await findTier(subscription?.tierId ?? user.tierId);
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
    .orderBy(desc(payments.createdAt));
  const live = subscription && isLiveSubscription(subscription.status);
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
          nextChargeAt:
            live && !subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
        }
      : null,
    card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
    history: history
      .filter((line) => !line.canceledAt)
      .map(({ canceledAt: _canceled, ...line }) => line),
    provider: provider.name,
  };
}

async function ownSubscription(user: User, providerSubscriptionId?: string | null) {
  const provider = getPaymentProvider();
  const [row] = await getDb()
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.provider, provider.name),
        providerSubscriptionId
          ? eq(subscriptions.providerSubscriptionId, providerSubscriptionId)
          : inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  // Another member's subscription id is answered like an unknown one.
  if (!row) throw new NotFoundError(accountMessages.noSubscription);
  return row;
}

/** Cancel at the period end (what is paid or offered runs to its end), or undo that. */
export async function setSubscriptionCancellation(
  viewer: Viewer,
  user: User,
  providerSubscriptionId: string | null | undefined,
  cancel: boolean,
) {
  const provider = getPaymentProvider();
  const row = await ownSubscription(user, providerSubscriptionId);
  if (row.status === "canceled")
    throw new ValidationError(
      cancel
        ? accountMessages.noSubscription
        : "Cet abonnement est terminé : activez un nouveau prélèvement automatique.",
    );
  await provider.setCancelAtPeriodEnd(
    row.providerSubscriptionId,
    cancel,
    `${cancel ? "cancel" : "reactivate"}:${row.providerSubscriptionId}:${Date.now()}`,
  );
  await syncSubscription(provider, row.providerSubscriptionId);
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
  await tierOrThrow(tier, { message: accountMessages.noTier });
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
  const { state, subscription } = await membershipStateOf(user.id);
  const liveSubscription =
    subscription &&
    ["trialing", "active"].includes(subscription.status) &&
    !subscription.cancelAtPeriodEnd;
  if ((state.state === "active" || state.state === "trial") && liveSubscription)
    throw new ValidationError(accountMessages.alreadyActive);
  const customerId = await ensureCustomer(provider, user);
  const day = (await billingNow()).toISOString().slice(0, 10);
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
): Promise<void> {
  const provider = getPaymentProvider();
  if (!isSimulated(provider))
    throw new ValidationError("Le paiement se fait par le formulaire sécurisé de Stripe.");
  const intent = await provider.retrieveIntent(intentId);
  const customerId = await ensureCustomer(provider, user);
  if (!intent || intent.customerId !== customerId)
    throw new ForbiddenError(accountMessages.forbidden);
  await provider.confirmIntent({ intentId, clientSecret, cardNumber });
}
