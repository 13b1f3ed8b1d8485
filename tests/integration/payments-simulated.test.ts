import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { paymentCustomers, payments, subscriptions, users, webhookEvents } from "@/lib/db/schema";
import { newSimulatedProvider, runDueBilling, overridePaymentProvider } from "@/lib/payments";
import { advanceSimulatedClock, billingNow } from "@/lib/membership/clock";
import { processEvent } from "@/lib/payments/events";
import { membershipStateOf } from "@/lib/membership/reads";
import { DECLINED_MESSAGE, type SimulatedProvider } from "@/lib/payments/simulated";
import { countSimulated, memberWithSignupIntent } from "../helpers/payments";
import { describeEachDatabase } from "../helpers/databases";

// The simulated provider end to end on the database: a saved card starts the offered year, the
// clock moves past the trial, the yearly charge is made; a card that declines leads to past_due,
// retries, then the end of the subscription. Its events go through the webhook handlers.

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("simulated payment provider", (context) => {
  let provider: SimulatedProvider;

  beforeAll(() => {
    provider = newSimulatedProvider();
    overridePaymentProvider(provider);
  });

  async function memberWithCustomer(email: string) {
    const { user, customerId, intent } = await memberWithSignupIntent(context.handle.db, provider, {
      email,
      firstname: "Test",
      lastname: "Membre",
      tierId: "practicing",
    });
    return { userId: user.id, customerId, intent };
  }

  it("keeps nothing of a declined card, then starts the offered year with the good one", async () => {
    const { userId, intent } = await memberWithCustomer("essai@example.org");
    await expect(
      provider.confirmIntent({
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        cardNumber: "4000 0000 0000 0002",
      }),
    ).rejects.toThrow(DECLINED_MESSAGE);
    expect(
      await context.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(0);

    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: "4242 4242 4242 4242",
    });
    const [sub] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(sub).toMatchObject({
      status: "trialing",
      provider: "simulated",
      tierId: "practicing",
      cancelAtPeriodEnd: false,
    });
    expect(
      Math.round((sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()) / DAY),
    ).toBe(365);
    const [customer] = await context.handle.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, userId));
    expect(customer).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    expect((await membershipStateOf(userId)).state.state).toBe("trial");

    // Confirming again (a double click, a retry) changes nothing.
    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: "4242 4242 4242 4242",
    });
    expect(
      await context.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
  });

  it("charges the year when the trial ends, and the membership is valid a year from that charge", async () => {
    const [member] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "essai@example.org"));
    const [sub] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member!.id));
    const trialEnd = sub!.currentPeriodEnd;
    const now = await advanceSimulatedClock(366);
    const figures = await runDueBilling({ now });
    expect(figures).toMatchObject({ provider: "simulated", charged: 1 });
    const ledger = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, member!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: "succeeded",
      amountCents: 12000,
      method: "card",
      tierId: "practicing",
    });
    expect(ledger[0]!.paidAt?.toISOString()).toBe(trialEnd.toISOString());
    const { state, subscription } = await membershipStateOf(member!.id);
    expect(subscription?.status).toBe("active");
    expect(state.state).toBe("active");
    expect(state.date!.getTime()).toBeGreaterThanOrEqual(trialEnd.getTime() + 365 * DAY);
    // Running again the same day charges nothing more.
    expect(await runDueBilling({ now })).toMatchObject({ charged: 0 });
  });

  it("goes past_due when the renewal is declined, retries, then ends the subscription: expired", async () => {
    const { userId, intent } = await memberWithCustomer("refus@example.org");
    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: "4000 0000 0000 0341",
    });
    expect((await membershipStateOf(userId)).state.state).toBe("trial");

    await runDueBilling({ now: await advanceSimulatedClock(366) });
    const pastDue = await membershipStateOf(userId);
    expect(pastDue.subscription?.status).toBe("past_due");
    expect(pastDue.state).toMatchObject({
      state: "past_due",
      label: "Paiement échoué",
      needsRenewal: true,
    });
    const [failed] = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(failed).toMatchObject({
      status: "failed",
      failureMessage: "Le prélèvement a été refusé par la banque.",
    });

    const after = await runDueBilling({ now: await advanceSimulatedClock(10) });
    expect(after).toMatchObject({ declined: 2, canceled: 1 });
    const ended = await membershipStateOf(userId);
    expect(ended.subscription?.status).toBe("canceled");
    expect(ended.state.state).toBe("expired");
  });

  it("processes an event once, also when delivered twice at the same time; ignores unknown events", async () => {
    const [sub] = await context.handle.db.select().from(subscriptions).limit(1);
    const event = {
      id: "evt_twice",
      type: "customer.subscription.updated",
      objectId: sub!.providerSubscriptionId,
      created: await billingNow(),
    };
    const outcomes = await Promise.all([
      processEvent(provider, event),
      processEvent(provider, event),
    ]);
    expect(outcomes.sort()).toEqual(["duplicate", "processed"]);
    expect(await processEvent(provider, event)).toBe("duplicate");
    expect(
      await processEvent(provider, { ...event, id: "evt_unknown", type: "customer.created" }),
    ).toBe("ignored");
    expect(
      await context.handle.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, "evt_unknown")),
    ).toHaveLength(0);
  });

  it("makes one customer for one idempotency key, even asked twice at once", async () => {
    const before = await countSimulated("customer");
    const ask = () =>
      provider.createCustomer({
        email: "deux@example.org",
        name: "Deux",
        userId: "x",
        idempotencyKey: "customer:deux",
      });
    const [a, b] = await Promise.allSettled([ask(), ask()]);
    const ids = [a, b].flatMap((r) => (r.status === "fulfilled" ? [r.value.id] : []));
    expect(new Set(ids).size).toBe(1);
    expect(await countSimulated("customer")).toBe(before + 1);
  });

  it("records a refund on the ledger line", async () => {
    const [line] = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.status, "succeeded"));
    await provider.refund(line!.providerPaymentId!, 2000);
    const [after] = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, line!.id));
    expect(after!.refundedCents).toBe(2000);
  });
});
