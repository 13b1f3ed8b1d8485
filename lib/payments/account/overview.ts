import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { paymentCustomers, payments, type User } from "@/lib/db/schema";
import { billingNow } from "@/lib/membership/clock";
import { findTier } from "@/lib/membership/tiers";
import { getPaymentProvider } from "../index";
import { membershipStateOf, type MemberBilling } from "@/lib/membership/reads";
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

// What the payment tab shows of a member's membership: state, renewal, next charge, what is due,
// the card, what may be paid once, the history.

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
  // A running subscription charges its own tier; once it has ended, the profile's tier is the one.
  const running = subscription !== null && isLiveSubscription(subscription.status);
  const [[card], tier, history] = await Promise.all([
    db
      .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)),
      ),
    findTier((running ? subscription.tierId : null) ?? user.tierId),
    db
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
      ),
  ]);
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
