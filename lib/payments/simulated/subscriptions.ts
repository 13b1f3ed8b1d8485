import "server-only";
import { billingNow } from "@/lib/membership/clock";
import { DAY_MS } from "@/lib/format/time";
import type { SimulatedProvider } from "./index";
import type { SimulatedBilling } from "./billing";
import { idempotent, read, save, subscriptionView, type Emit } from "./store";

// The simulated provider's subscriptions: made with a trial or charged at once, changed (tier,
// cancellation at period end, next charge moved), each change handed over as an event.

export function simulatedSubscriptions(
  emit: Emit,
  attemptRenewal: SimulatedBilling["attemptRenewal"],
): Pick<
  SimulatedProvider,
  | "createSubscription"
  | "retrieveSubscription"
  | "changeSubscriptionTier"
  | "deferNextCharge"
  | "setCancelAtPeriodEnd"
> {
  return {
    async createSubscription({
      customerId,
      priceCents,
      tierTitle,
      trialDays,
      paymentMethodId,
      metadata,
      idempotencyKey,
    }) {
      const now = (await billingNow()).getTime();
      let created = false;
      const sub = await idempotent(idempotencyKey, "subscription", "sim_sub", async (id) => {
        created = true;
        return {
          id,
          customer: customerId,
          status: trialDays > 0 ? ("trialing" as const) : ("incomplete" as const),
          priceCents,
          tierTitle,
          periodStart: now,
          periodEnd: trialDays > 0 ? now + trialDays * DAY_MS : now,
          cancelAtPeriodEnd: false,
          endedAt: null,
          defaultPaymentMethod: paymentMethodId,
          openInvoice: null,
          attempts: 0,
          nextAttemptAt: null,
          trialWillEndSentFor: null,
          metadata,
        };
      });
      if (created) {
        await emit("customer.subscription.created", sub.id);
        // Without a trial the first year is charged at once.
        if (trialDays === 0) await attemptRenewal(sub, now);
      }
      return subscriptionView((await read("subscription", sub.id)) ?? sub);
    },
    async retrieveSubscription(id) {
      const sub = await read("subscription", id);
      return sub ? subscriptionView(sub) : null;
    },
    async changeSubscriptionTier({ subscriptionId, tierId, tierTitle, priceCents }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      if (sub.priceCents !== priceCents || sub.metadata.tierId !== tierId) {
        // The open invoice of a failed renewal keeps its amount: only the next periods change.
        Object.assign(sub, { priceCents, tierTitle, metadata: { ...sub.metadata, tierId } });
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
    },
    async deferNextCharge({ subscriptionId, until }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      const live = sub.status === "trialing" || sub.status === "active";
      if (live && until.getTime() > sub.periodEnd) {
        // As Stripe's trial_end: the period paid apart is a trial of this subscription.
        Object.assign(sub, { status: "trialing", periodEnd: until.getTime() });
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
    },
    async setCancelAtPeriodEnd(subscriptionId, { cancel }) {
      const sub = await read("subscription", subscriptionId);
      if (!sub) throw new Error("simulated subscription missing");
      if (sub.status !== "canceled" && sub.cancelAtPeriodEnd !== cancel) {
        sub.cancelAtPeriodEnd = cancel;
        await save("subscription", sub);
        await emit("customer.subscription.updated", sub.id);
      }
      return subscriptionView(sub);
    },
  };
}
