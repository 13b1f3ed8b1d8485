import "server-only";
import type { User } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isLiveSubscription } from "@/lib/membership/state";
import { membershipNowOf } from "@/lib/membership/reads";
import { memberStateText, membershipStateLabels, renewalLabels } from "@/lib/membership/labels";
import { listTiers } from "@/lib/membership/tiers";
import { billingOverview } from "@/lib/payments/account";
import { hasReceipt } from "@/lib/payments/receipts";
import type { MembershipPanelData } from "./panel-types";

/**
 * "Mon adhésion" as the panel shows it, on the profile and in the edit page's payment tab: one
 * reading of the member's billing (lib/payments billingOverview), dates as ISO strings for the
 * client component.
 */
export async function membershipPanelData(user: User): Promise<MembershipPanelData> {
  const [billing, tiers] = await Promise.all([
    membershipNowOf(user.id).then((known) => billingOverview(user, known)),
    listTiers(),
  ]);
  const live = billing.subscription !== null && isLiveSubscription(billing.subscription.status);
  return {
    userId: user.id,
    provider: billing.provider,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    state: {
      state: billing.state.state,
      label: billing.state.label,
      detail: billing.state.detail,
      text: memberStateText(billing.state.state, billing.state.date, {
        lastFailed: billing.state.label !== membershipStateLabels[billing.state.state],
      }),
      needsRenewal: billing.state.needsRenewal,
    },
    renewal: {
      kind: billing.renewal.kind,
      label: renewalLabels[billing.renewal.kind],
      date: billing.renewal.date?.toISOString() ?? null,
    },
    chargeAfterPaymentApart: billing.chargeAfterPaymentApart?.toISOString() ?? null,
    tier: billing.tier,
    subscription: billing.subscription
      ? {
          status: billing.subscription.status,
          cancelAtPeriodEnd: billing.subscription.cancelAtPeriodEnd,
          nextChargeAt: billing.subscription.nextChargeAt?.toISOString() ?? null,
          currentPeriodEnd: billing.subscription.currentPeriodEnd.toISOString(),
          live,
        }
      : null,
    card: billing.card,
    nextCharge: billing.nextCharge
      ? {
          at: billing.nextCharge.at.toISOString(),
          amountCents: billing.nextCharge.amountCents,
          tierTitle: billing.nextCharge.tierTitle,
        }
      : null,
    pastDue: billing.pastDue
      ? {
          amountCents: billing.pastDue.amountCents,
          retryAt: billing.pastDue.retryAt?.toISOString() ?? null,
          accessEndsAt: billing.pastDue.accessEndsAt.toISOString(),
        }
      : null,
    oneTime: {
      allowed: billing.oneTime.allowed,
      from: billing.oneTime.from.toISOString(),
      to: billing.oneTime.to.toISOString(),
    },
    validUntil: billing.state.date?.toISOString() ?? null,
    history: billing.history.map((line) => ({
      id: line.id,
      date: line.date.toISOString(),
      amountCents: line.amountCents,
      status: line.status,
      refundedCents: line.refundedCents,
      hasReceipt: hasReceipt(line),
    })),
    // Money is paid for a paying tier: the 0 € one is an administrator's grant.
    tiers: tiers
      .filter((tier) => tier.priceCents > 0)
      .map((tier) => ({ id: tier.id, title: tier.title, priceCents: tier.priceCents })),
  };
}
