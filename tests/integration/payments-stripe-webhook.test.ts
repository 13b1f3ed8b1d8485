import { and, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import {
  auditLog,
  emailOutbox,
  mailbox,
  paymentCustomers,
  payments,
  subscriptions,
  users,
  webhookEvents,
} from "@/lib/db/schema";
import { selectRows } from "@/lib/db/client";
import { env } from "@/lib/env";
import { memberStates } from "@/lib/members/directory";
import { overridePaymentProvider } from "@/lib/payments";
import { billingOverview } from "@/lib/payments/account";
import { HANDLED_EVENTS } from "@/lib/payments/events";
import { startSubscription, TRIAL_DAYS } from "@/lib/payments/subscription-start";
import { membershipStateOf } from "@/lib/membership/reads";
import type { PaymentProvider } from "@/lib/payments/provider";
import {
  memberWithProviderCustomer,
  signedTestHeader,
  stripeEventPayload,
} from "../helpers/payments";
import { describeEachDatabase } from "../helpers/databases";
import { randomUUID } from "node:crypto";
import { recordOfflinePayment } from "@/lib/payments/offline";
import { alignRenewal } from "@/lib/payments/renewal";
import { syncSubscription } from "@/lib/payments/subscription-sync";
import { startStripeDouble, type StripeDouble, stripeProviderFor } from "../helpers/stripe-double";

// The Stripe implementation against a local double of its API (through the SDK's host, port and
// protocol), and POST /api/stripe/webhook with payloads signed by the SDK's own test helper: every
// event of the allow-list, each delivered twice at once and replayed, with a payload that lies
// where it could (the handlers read Stripe's objects instead).

const SECRET = "whsec_test_secret";
const DAY = 24 * 60 * 60 * 1000;
/** The assistant tier as the double charges it. */
const ASSISTANT = { id: "assistant", priceCents: 3000, title: "Assistant" };

/** The events issue #9 lists, each with one handler. */
const ISSUE_EVENTS = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
  "setup_intent.succeeded",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
];

describe("Stripe events allow-list", () => {
  it("has one handler for each event the issue lists, and none for any other", () => {
    expect([...HANDLED_EVENTS].sort()).toEqual([...ISSUE_EVENTS].sort());
  });
});

describeEachDatabase("Stripe provider and webhook", (context) => {
  let double: StripeDouble;
  let provider: PaymentProvider;
  let userId = "";
  let subscriptionId = "";

  beforeAll(async () => {
    double = await startStripeDouble();
    provider = stripeProviderFor(double, SECRET);
    overridePaymentProvider(provider);
    const [user] = await context.handle.db
      .insert(users)
      .values({ email: "stripe@example.org", firstname: "S", lastname: "Tripe" })
      .returning();
    userId = user!.id;
  });

  afterAll(async () => {
    overridePaymentProvider(undefined);
    await double.close();
  });

  function deliver(
    event: { id: string; type: string; object: Record<string, unknown> },
    options: { signature?: string | null; body?: string } = {},
  ) {
    const payload = stripeEventPayload(event);
    const headers = new Headers({ "content-type": "application/json" });
    const signature =
      options.signature === undefined ? signedTestHeader(payload, SECRET) : options.signature;
    if (signature) headers.set("stripe-signature", signature);
    return webhook(
      new NextRequest(`${env.siteUrl}/api/stripe/webhook`, {
        method: "POST",
        headers,
        body: options.body ?? payload,
      }),
    );
  }

  it("creates customers, setup intents and the yearly subscription with idempotency keys, 365 trial days, cents and metadata", async () => {
    const customer = await provider.createCustomer({
      email: "stripe@example.org",
      name: "S Tripe",
      userId,
      idempotencyKey: `customer:${userId}`,
    });
    await context.handle.db
      .insert(paymentCustomers)
      .values({ userId, provider: "stripe", providerCustomerId: customer.id });
    const again = await provider.createCustomer({
      email: "stripe@example.org",
      name: "S Tripe",
      userId,
      idempotencyKey: `customer:${userId}`,
    });
    expect(again.id).toBe(customer.id);
    const intent = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { userId, tierId: "retired", purpose: "signup" },
      idempotencyKey: "setup:1",
    });
    expect(intent.clientSecret).toContain("secret");

    subscriptionId = (await startSubscription(provider, {
      customerId: customer.id,
      paymentMethodId: "pm_card_visa",
      metadata: { userId, tierId: "retired", purpose: "signup" },
      idempotencyKey: "subscription:seti_1",
    }))!;
    const created = double.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    );
    expect(created?.idempotencyKey).toBe("subscription:seti_1");
    expect(created?.body).toMatchObject({
      customer: customer.id,
      trial_period_days: String(TRIAL_DAYS),
      "trial_settings[end_behavior][missing_payment_method]": "cancel",
      "items[0][price_data][unit_amount]": "6000",
      "items[0][price_data][currency]": "eur",
      "items[0][price_data][recurring][interval]": "year",
      "metadata[userId]": userId,
      "metadata[tierId]": "retired",
      default_payment_method: "pm_card_visa",
    });
    for (const request of double.requests.filter(
      (r) =>
        r.method === "POST" &&
        ["/v1/customers", "/v1/setup_intents", "/v1/subscriptions"].includes(r.path),
    )) {
      expect(request.idempotencyKey, request.path).toBeTruthy();
    }
    const [row] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({
      status: "trialing",
      provider: "stripe",
      tierId: "retired",
      userId,
    });
  });

  it("answers 400 and writes nothing for a missing, wrong or stale signature", async () => {
    const event = { id: "evt_bad", type: "customer.subscription.updated", object: { id: "sub_x" } };
    expect((await deliver(event, { signature: null })).status).toBe(400);
    expect(
      (await deliver(event, { signature: signedTestHeader("{}", "whsec_other") })).status,
    ).toBe(400);
    const stale = signedTestHeader(
      JSON.stringify({}),
      SECRET,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await deliver(event, { signature: stale })).status).toBe(400);
    expect(await context.handle.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("refuses a signature dated beyond the tolerance in the future, like a stale one (issue #17)", async () => {
    const event = {
      id: "evt_future",
      type: "customer.subscription.updated",
      object: { id: "sub_x" },
    };
    const payload = JSON.stringify({ id: event.id, object: "event", type: event.type });
    const future = signedTestHeader(payload, SECRET, Math.floor(Date.now() / 1000) + 3600);
    expect((await deliver(event, { signature: future, body: payload })).status).toBe(400);
    expect(await context.handle.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("answers a French 400 and writes nothing for a signed event without its data or its object’s id", async () => {
    const created = Math.floor(Date.now() / 1000);
    const envelope = { object: "event", created };
    const bodies = [
      { id: "evt_no_data", type: "invoice.paid", ...envelope },
      { id: "evt_no_object", type: "invoice.paid", ...envelope, data: {} },
      { id: "evt_null_object", type: "invoice.paid", ...envelope, data: { object: null } },
      { id: "evt_no_type", ...envelope, data: { object: { id: "in_x" } } },
      { id: "evt_no_object_id", type: "invoice.paid", ...envelope, data: { object: {} } },
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const response = await deliver(
        { id: body.id, type: "invoice.paid", object: {} },
        { signature: signedTestHeader(payload, SECRET), body: payload },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: "Webhook refusé\u00a0: événement incomplet ou mal formé.",
      });
    }
    expect(await context.handle.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("acknowledges and journals an event about a charge Stripe no longer has, instead of a 500 (issue #17)", async () => {
    const response = await deliver({
      id: "evt_gone",
      type: "charge.refunded",
      object: { id: "ch_does_not_exist", object: "charge" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "missing" });
    const journal = await context.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook.missing"));
    expect(journal).toHaveLength(1);
    expect(journal[0]!.summary).toContain("ch_does_not_exist");
    // Delivered again: a duplicate, journaled once.
    const again = await deliver({
      id: "evt_gone",
      type: "charge.refunded",
      object: { id: "ch_does_not_exist", object: "charge" },
    });
    expect(again.status).toBe(200);
    await context.handle.db.delete(webhookEvents).where(eq(webhookEvents.id, "evt_gone"));
  });

  it("answers 200 to an unknown event and ignores it", async () => {
    const response = await deliver({
      id: "evt_unknown",
      type: "customer.created",
      object: { id: "cus_x" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, outcome: "ignored" });
  });

  it("takes the 0 € invoice Stripe pays when the trial starts for no payment: no ledger line, no receipt, still the offered year", async () => {
    const [row] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const invoiceId = double.objects.get(row!.providerSubscriptionId)!.latest_invoice as string; // why: the double sets it to the trial's invoice id
    expect(double.objects.get(invoiceId)).toMatchObject({ status: "paid", amount_paid: 0 });
    const response = await deliver({
      id: "evt_trial_invoice",
      type: "invoice.paid",
      object: { id: invoiceId },
    });
    expect(await response.json()).toMatchObject({ success: true, outcome: "processed" });
    expect(
      await context.handle.db.select().from(payments).where(eq(payments.userId, userId)),
    ).toHaveLength(0);
    expect(
      await context.handle.db.select().from(mailbox).where(eq(mailbox.to, "stripe@example.org")),
    ).toHaveLength(0);
    expect((await membershipStateOf(userId)).state).toMatchObject({
      state: "trial",
      label: "Première année offerte",
    });
    expect((await memberStates(new Date())).get(userId)?.state).toBe("trial");
  });

  it("records a paid invoice once, however often (and concurrently) it is delivered", async () => {
    const [row] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const sub = double.objects.get(row!.providerSubscriptionId)!;
    const paidAt = Math.floor(Date.now() / 1000);
    double.addInvoice({
      id: "in_paid",
      customer: String(sub.customer),
      subscription: sub.id,
      metadata: { userId, tierId: "retired", purpose: "renewal" },
      amount: 6000,
      paid: true,
      paidAt,
    });
    Object.assign(sub, { status: "active" });
    // The payload claims something else: the handler reads the invoice from Stripe.
    const event = {
      id: "evt_paid",
      type: "invoice.paid",
      object: { id: "in_paid", amount_paid: 1 },
    };
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await deliver(event)).status).toBe(200);
    const lines = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      status: "succeeded",
      amountCents: 6000,
      provider: "stripe",
      providerPaymentId: "in_paid",
      tierId: "retired",
    });
    expect(lines[0]!.paidAt?.getTime()).toBe(paidAt * 1000);
  });

  it("ends in Stripe’s current state when events arrive out of order", async () => {
    const [row] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const sub = double.objects.get(row!.providerSubscriptionId)!;
    Object.assign(sub, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await deliver({
      id: "evt_deleted",
      type: "customer.subscription.deleted",
      object: { id: sub.id, status: "canceled" },
    });
    // An older "updated" (trialing) arrives late: Stripe says canceled, so canceled it stays.
    await deliver({
      id: "evt_old_update",
      type: "customer.subscription.updated",
      object: { id: sub.id, status: "trialing" },
    });
    const [after] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(after!.status).toBe("canceled");
    expect(after!.endedAt).not.toBeNull();
  });

  it("records a refund of the yearly charge from charge.refunded, in the ledger and the member’s history, once per event", async () => {
    // Stripe's side: the invoice was paid by an intent whose charge is then refunded in part.
    const chargeId = double.addCharge({
      paymentIntent: "pi_of_in_paid",
      amount: 6000,
      invoice: "in_paid",
    });
    double.refundCharge(chargeId, 2000);
    const refundedCents = async () => {
      const [line] = await context.handle.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, "stripe"), eq(payments.providerPaymentId, "in_paid")));
      return line!.refundedCents;
    };
    // The payload claims a full refund: the handler reads the charge and its invoice from Stripe.
    const event = {
      id: "evt_refund",
      type: "charge.refunded",
      object: { id: chargeId, amount_refunded: 6000 },
    };
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(
      (
        await Promise.all(
          answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
        )
      ).sort(),
    ).toEqual(["duplicate", "processed"]);
    expect(await refundedCents()).toBe(2000);
    const [user] = await context.handle.db.select().from(users).where(eq(users.id, userId));
    const history = (await billingOverview(user!)).history;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      amountCents: 6000,
      status: "succeeded",
      refundedCents: 2000,
    });

    // A replay of that event, after Stripe refunded more, does nothing a second time; the next
    // refund's own event brings the new total.
    double.refundCharge(chargeId, 1000);
    expect(await (await deliver(event)).json()).toMatchObject({
      success: true,
      outcome: "duplicate",
    });
    expect(await refundedCents()).toBe(2000);
    expect(
      await (
        await deliver({ id: "evt_refund_2", type: "charge.refunded", object: { id: chargeId } })
      ).json(),
    ).toMatchObject({ outcome: "processed" });
    expect(await refundedCents()).toBe(3000);
    expect(
      await context.handle.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.type, "charge.refunded")),
    ).toHaveLength(2);
    expect(
      await context.handle.db.select().from(payments).where(eq(payments.userId, userId)),
    ).toHaveLength(1);
  });

  /** A member with a Stripe customer, as the signup leaves them. */
  async function memberWithCustomer(email: string, tierId: string) {
    const { user, customerId } = await memberWithProviderCustomer(context.handle.db, provider, {
      email,
      firstname: "Test",
      lastname: "Membre",
      tierId,
    });
    return { userId: user.id, customerId };
  }

  /** A member with a yearly subscription at Stripe (in the double), in its offered year. */
  async function memberWithSubscription(
    email: string,
    tier: { id: string; priceCents: number; title: string },
    { purpose, idempotencyKey }: { purpose: string; idempotencyKey: string },
  ) {
    const { userId: memberId, customerId } = await memberWithCustomer(email, tier.id);
    const metadata = { userId: memberId, tierId: tier.id, purpose };
    const sub = await provider.createSubscription({
      customerId,
      priceCents: tier.priceCents,
      tierTitle: tier.title,
      trialDays: TRIAL_DAYS,
      paymentMethodId: null,
      metadata,
      idempotencyKey,
    });
    return { memberId, customerId, metadata, sub };
  }

  /** A SetupIntent the member completed at Stripe (in the double) with this card. */
  async function setupIntentSucceeded({
    paymentMethod,
    ...input
  }: Parameters<typeof provider.createSetupIntent>[0] & {
    paymentMethod: { id: string; brand: string; last4: string };
  }) {
    const intent = await provider.createSetupIntent(input);
    double.objects.set(paymentMethod.id, {
      id: paymentMethod.id,
      object: "payment_method",
      type: "card",
      customer: input.customerId,
      card: { brand: paymentMethod.brand, last4: paymentMethod.last4 },
    });
    Object.assign(double.objects.get(intent.id)!, {
      status: "succeeded",
      payment_method: paymentMethod.id,
    });
    return intent;
  }

  async function deliverTwiceAndReplay(event: {
    id: string;
    type: string;
    object: Record<string, unknown>;
  }): Promise<string[]> {
    const answers = [
      ...(await Promise.all([deliver(event), deliver(event)])),
      await deliver(event),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    return (
      await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome))
    ).sort();
  }

  const rowsOf = (id: string) =>
    context.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
  // A subscription made on Stripe's side (the Dashboard, or a lost answer), then its events.
  let dashboard = { userId: "", customerId: "", subscriptionId: "" };

  it("records a subscription from customer.subscription.created once, and refreshes it on trial_will_end", async () => {
    const { memberId, customerId, sub } = await memberWithSubscription(
      "tableau@example.org",
      ASSISTANT,
      { purpose: "signup", idempotencyKey: "subscription:dashboard" },
    );
    dashboard = { userId: memberId, customerId, subscriptionId: sub.id };
    expect(await rowsOf(memberId)).toHaveLength(0);

    expect(
      await deliverTwiceAndReplay({
        id: "evt_created",
        type: "customer.subscription.created",
        object: { id: sub.id },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const rows = await rowsOf(memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "trialing",
      provider: "stripe",
      providerSubscriptionId: sub.id,
      tierId: "assistant",
      cancelAtPeriodEnd: false,
    });
    expect(
      Math.round(
        (rows[0]!.currentPeriodEnd.getTime() - rows[0]!.currentPeriodStart.getTime()) / DAY,
      ),
    ).toBe(TRIAL_DAYS);

    // Three days before the trial ends: the member had cancelled meanwhile; the handler reads it.
    Object.assign(double.objects.get(sub.id)!, { cancel_at_period_end: true });
    expect(
      await deliverTwiceAndReplay({
        id: "evt_trial_will_end",
        type: "customer.subscription.trial_will_end",
        object: { id: sub.id },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const [after] = await rowsOf(memberId);
    expect(after).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });
  });

  it("records a failed renewal from invoice.payment_failed once: a failed line, the subscription past_due", async () => {
    const { userId: memberId, customerId, subscriptionId } = dashboard;
    double.addInvoice({
      id: "in_failed",
      customer: customerId,
      subscription: subscriptionId,
      metadata: { userId: memberId, tierId: "assistant", purpose: "renewal" },
      amount: 3000,
      paid: false,
    });
    Object.assign(double.objects.get(subscriptionId)!, {
      status: "past_due",
      cancel_at_period_end: false,
    });
    // The payload says paid: the handler reads the invoice from Stripe.
    expect(
      await deliverTwiceAndReplay({
        id: "evt_failed",
        type: "invoice.payment_failed",
        object: { id: "in_failed", status: "paid" },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const lines = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, memberId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      status: "failed",
      amountCents: 3000,
      providerPaymentId: "in_failed",
      failureMessage: "Le prélèvement a été refusé par la banque.",
      paidAt: null,
      tierId: "assistant",
    });
    const [row] = await rowsOf(memberId);
    expect(row).toMatchObject({ status: "past_due", cancelAtPeriodEnd: false });
    expect((await membershipStateOf(memberId)).state.state).toBe("past_due");
  });

  it("makes a card saved by setup_intent.succeeded the customer’s and the subscription’s default, and the card shown, once", async () => {
    const { userId: memberId, customerId, subscriptionId } = dashboard;
    const intent = await setupIntentSucceeded({
      customerId,
      metadata: { userId: memberId, tierId: "assistant", purpose: "card_update" },
      idempotencyKey: "card_update:1",
      paymentMethod: { id: "pm_new", brand: "mastercard", last4: "4444" },
    });
    const before = double.requests.length;
    expect(
      await deliverTwiceAndReplay({
        id: "evt_setup",
        type: "setup_intent.succeeded",
        object: { id: intent.id },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    // The provider writes come before the event's transaction: the two concurrent deliveries may
    // both make them (the same default twice is harmless); the replay of a done event makes none.
    const posts = double.requests.slice(before).filter((r) => r.method === "POST");
    const toCustomer = posts.filter((r) => r.path === `/v1/customers/${customerId}`);
    const toSubscription = posts.filter((r) => r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(toCustomer.length + toSubscription.length).toBe(posts.length);
    expect([1, 2]).toContain(toCustomer.length);
    expect(toSubscription).toHaveLength(toCustomer.length);
    for (const post of toCustomer)
      expect(post.body["invoice_settings[default_payment_method]"]).toBe("pm_new");
    for (const post of toSubscription) expect(post.body.default_payment_method).toBe("pm_new");
    const [customer] = await context.handle.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, memberId));
    expect(customer).toMatchObject({ cardBrand: "mastercard", cardLast4: "4444" });
    // A card update starts nothing new.
    expect(await rowsOf(memberId)).toHaveLength(1);
  });

  it("starts the offered year once from a card saved at signup (setup_intent.succeeded), keyed by the intent", async () => {
    const { userId: memberId, customerId } = await memberWithCustomer(
      "inscrite@example.org",
      "practicing",
    );
    const intent = await setupIntentSucceeded({
      customerId,
      metadata: { userId: memberId, tierId: "practicing", purpose: "signup" },
      idempotencyKey: "signup-setup:inscrite",
      paymentMethod: { id: "pm_signup", brand: "visa", last4: "4242" },
    });
    expect(
      await deliverTwiceAndReplay({
        id: "evt_signup_setup",
        type: "setup_intent.succeeded",
        object: { id: intent.id },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const creates = double.requests.filter(
      (r) =>
        r.method === "POST" && r.path === "/v1/subscriptions" && r.body.customer === customerId,
    );
    // Made before the event's transaction, so the concurrent delivery may ask too: with the same
    // key, which Stripe answers with the subscription it already made.
    expect(creates.length).toBeGreaterThanOrEqual(1);
    for (const create of creates) expect(create.idempotencyKey).toBe(`subscription:${intent.id}`);
    expect(
      [...double.objects.values()].filter(
        (o) => o.object === "subscription" && o.customer === customerId,
      ),
    ).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({
      trial_period_days: String(TRIAL_DAYS),
      default_payment_method: "pm_signup",
      "items[0][price_data][unit_amount]": "12000",
      "metadata[purpose]": "signup",
    });
    const rows = await rowsOf(memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "trialing", tierId: "practicing" });
    expect((await membershipStateOf(memberId)).state.state).toBe("trial");
  });

  it("records one-time payments from payment_intent.payment_failed and payment_intent.succeeded once, and their refund", async () => {
    const email = "ponctuelle@example.org";
    const { userId: memberId, customerId } = await memberWithCustomer(email, "practicing");
    const metadata = { userId: memberId, tierId: "practicing", purpose: "one_time" };
    const linesOf = () =>
      context.handle.db.select().from(payments).where(eq(payments.userId, memberId));

    const declined = await provider.createPaymentIntent({
      customerId,
      amountCents: 12000,
      metadata,
      idempotencyKey: "one-time:declined",
    });
    Object.assign(double.objects.get(declined.id)!, {
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        message: "Votre carte a été refusée.",
      },
    });
    expect(
      await deliverTwiceAndReplay({
        id: "evt_pi_failed",
        type: "payment_intent.payment_failed",
        object: { id: declined.id },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    expect(await linesOf()).toHaveLength(1);
    expect((await linesOf())[0]).toMatchObject({
      status: "failed",
      amountCents: 12000,
      providerPaymentId: declined.id,
      failureMessage: "Votre carte a été refusée.",
      paidAt: null,
    });

    const paid = await provider.createPaymentIntent({
      customerId,
      amountCents: 12000,
      metadata,
      idempotencyKey: "one-time:paid",
    });
    // Paying once keeps no card at Stripe for later charges.
    const created = double.requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/payment_intents" &&
        r.idempotencyKey === "one-time:paid",
    );
    expect(created?.body).toMatchObject({ amount: "12000", currency: "eur" });
    expect(created?.body).not.toHaveProperty("setup_future_usage");
    const chargeId = double.addCharge({ paymentIntent: paid.id, amount: 12000 });
    Object.assign(double.objects.get(paid.id)!, {
      status: "succeeded",
      latest_charge: chargeId,
      payment_method: "pm_signup",
    });
    // The payload claims another amount: the handler reads the intent and its charge from Stripe.
    expect(
      await deliverTwiceAndReplay({
        id: "evt_pi_paid",
        type: "payment_intent.succeeded",
        object: { id: paid.id, amount: 1 },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const [line] = (await linesOf()).filter((l) => l.providerPaymentId === paid.id);
    expect(line).toMatchObject({
      status: "succeeded",
      amountCents: 12000,
      method: "card",
      tierId: "practicing",
      refundedCents: 0,
    });
    expect(line!.paidAt?.getTime()).toBe(Number(double.objects.get(chargeId)!.created) * 1000);
    expect((await membershipStateOf(memberId)).state.state).toBe("active");
    // One receipt, however often the event came.
    expect(
      (await context.handle.db.select().from(mailbox).where(eq(mailbox.to, email))).filter((m) =>
        m.subject.startsWith("Reçu de votre cotisation SRH"),
      ),
    ).toHaveLength(1);

    // A subscription's own intents come as invoices (invoice.paid): their intent event adds nothing.
    const invoiceIntent = await provider.createPaymentIntent({
      customerId,
      amountCents: 12000,
      metadata: { ...metadata, purpose: "renewal" },
      idempotencyKey: "invoice-intent",
    });
    Object.assign(double.objects.get(invoiceIntent.id)!, { status: "succeeded" });
    await deliver({
      id: "evt_pi_invoice",
      type: "payment_intent.succeeded",
      object: { id: invoiceIntent.id },
    });
    expect(await linesOf()).toHaveLength(2);

    // A one-time payment's refund: no invoice, so the ledger line is the intent's.
    double.refundCharge(chargeId, 12000);
    expect(
      await deliverTwiceAndReplay({
        id: "evt_pi_refund",
        type: "charge.refunded",
        object: { id: chargeId },
      }),
    ).toEqual(["duplicate", "duplicate", "processed"]);
    const [refunded] = (await linesOf()).filter((l) => l.providerPaymentId === paid.id);
    expect(refunded!.refundedCents).toBe(12000);
    // A fully refunded year no longer makes the member active.
    expect((await membershipStateOf(memberId)).state.state).toBe("none");
  });

  it("keeps the refund of a yearly charge whatever order its events come in", async () => {
    const { memberId, customerId, metadata, sub } = await memberWithSubscription(
      "remboursee@example.org",
      { id: "practicing", priceCents: 12000, title: "Praticien" },
      { purpose: "renewal", idempotencyKey: "subscription:refunds" },
    );
    /** A paid renewal invoice on Stripe's side, its intent's charge, and the invoice payment linking them. */
    const paidInvoice = (id: string) => {
      double.addInvoice({
        id,
        customer: customerId,
        subscription: sub.id,
        metadata,
        amount: 12000,
        paid: true,
      });
      return double.addCharge({ paymentIntent: `pi_of_${id}`, amount: 12000, invoice: id });
    };
    const lineOf = async (id: string) =>
      (
        await context.handle.db
          .select()
          .from(payments)
          .where(and(eq(payments.provider, "stripe"), eq(payments.providerPaymentId, id)))
      )[0];
    const outcomeOf = async (event: {
      id: string;
      type: string;
      object: Record<string, unknown>;
    }) => ((await (await deliver(event)).json()) as { outcome: string }).outcome;

    // The refund's event first: the payment is recorded then, with what is refunded of it; the
    // invoice's own event, later, leaves the refund as it is.
    const early = paidInvoice("in_refund_early");
    double.refundCharge(early, 5000);
    expect(
      await outcomeOf({ id: "evt_early_refund", type: "charge.refunded", object: { id: early } }),
    ).toBe("processed");
    expect(await lineOf("in_refund_early")).toMatchObject({
      status: "succeeded",
      amountCents: 12000,
      refundedCents: 5000,
    });
    expect(
      await outcomeOf({
        id: "evt_early_paid",
        type: "invoice.paid",
        object: { id: "in_refund_early" },
      }),
    ).toBe("processed");
    expect(await lineOf("in_refund_early")).toMatchObject({
      status: "succeeded",
      refundedCents: 5000,
    });

    // The payment first, then its full refund, then a late event about the invoice: still refunded.
    const late = paidInvoice("in_refund_late");
    expect(
      await outcomeOf({
        id: "evt_late_paid",
        type: "invoice.paid",
        object: { id: "in_refund_late" },
      }),
    ).toBe("processed");
    expect((await lineOf("in_refund_late"))!.refundedCents).toBe(0);
    double.refundCharge(late, 12000);
    expect(
      await outcomeOf({ id: "evt_late_refund", type: "charge.refunded", object: { id: late } }),
    ).toBe("processed");
    expect((await lineOf("in_refund_late"))!.refundedCents).toBe(12000);
    expect(
      await outcomeOf({
        id: "evt_late_paid_again",
        type: "invoice.paid",
        object: { id: "in_refund_late" },
      }),
    ).toBe("processed");
    expect((await lineOf("in_refund_late"))!.refundedCents).toBe(12000);
    // A refund the webhook never told us of still reaches the ledger with the invoice's next event.
    double.refundCharge(early, 1000);
    expect(
      await outcomeOf({
        id: "evt_early_paid_again",
        type: "invoice.paid",
        object: { id: "in_refund_early" },
      }),
    ).toBe("processed");
    expect((await lineOf("in_refund_early"))!.refundedCents).toBe(6000);

    expect(
      await context.handle.db.select().from(payments).where(eq(payments.userId, memberId)),
    ).toHaveLength(2);
  });

  it("queues no receipt for a payment Stripe has refunded in full by the time it is recorded, whichever event brings it", async () => {
    const receiptsOf = (memberId: string) =>
      context.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, memberId), eq(emailOutbox.kind, "payment-receipt")));
    const lineOf = async (id: string) =>
      (
        await context.handle.db
          .select()
          .from(payments)
          .where(and(eq(payments.provider, "stripe"), eq(payments.providerPaymentId, id)))
      )[0];

    // A one-time payment refunded before any of its events: the refund's event comes first.
    const { userId: oneTimeId, customerId } = await memberWithCustomer(
      "rembourse.avant@example.org",
      "retired",
    );
    const intent = await provider.createPaymentIntent({
      customerId,
      amountCents: 6000,
      metadata: { userId: oneTimeId, tierId: "retired", purpose: "one_time" },
      idempotencyKey: "one-time:refunded-first",
    });
    const chargeId = double.addCharge({ paymentIntent: intent.id, amount: 6000 });
    Object.assign(double.objects.get(intent.id)!, {
      status: "succeeded",
      latest_charge: chargeId,
      payment_method: "pm_signup",
    });
    double.refundCharge(chargeId, 6000);
    for (const event of [
      { id: "evt_refunded_first", type: "charge.refunded", object: { id: chargeId } },
      { id: "evt_paid_after_refund", type: "payment_intent.succeeded", object: { id: intent.id } },
    ])
      expect(await (await deliver(event)).json()).toMatchObject({ outcome: "processed" });
    expect(await lineOf(intent.id)).toMatchObject({
      status: "succeeded",
      amountCents: 6000,
      refundedCents: 6000,
    });
    expect(await receiptsOf(oneTimeId)).toHaveLength(0);

    // A yearly invoice refunded before invoice.paid reaches us: the re-read charge says refunded.
    const {
      memberId,
      customerId: yearlyCustomer,
      metadata,
      sub,
    } = await memberWithSubscription(
      "rembourse.annuel@example.org",
      { id: "practicing", priceCents: 12000, title: "Praticien" },
      { purpose: "renewal", idempotencyKey: "subscription:refunded-before-paid" },
    );
    double.addInvoice({
      id: "in_refunded_before_paid",
      customer: yearlyCustomer,
      subscription: sub.id,
      metadata,
      amount: 12000,
      paid: true,
    });
    double.refundCharge(
      double.addCharge({
        paymentIntent: "pi_of_in_refunded_before_paid",
        amount: 12000,
        invoice: "in_refunded_before_paid",
      }),
      12000,
    );
    expect(
      await (
        await deliver({
          id: "evt_invoice_paid_refunded",
          type: "invoice.paid",
          object: { id: "in_refunded_before_paid" },
        })
      ).json(),
    ).toMatchObject({ outcome: "processed" });
    expect(await lineOf("in_refunded_before_paid")).toMatchObject({
      status: "succeeded",
      refundedCents: 12000,
    });
    expect(await receiptsOf(memberId)).toHaveLength(0);
  });

  it("sends one receipt when two different events bring the same payment at the same moment", async () => {
    const email = "deux.evenements@example.org";
    const { userId: memberId, customerId } = await memberWithCustomer(email, "retired");
    const intent = await provider.createPaymentIntent({
      customerId,
      amountCents: 6000,
      metadata: { userId: memberId, tierId: "retired", purpose: "one_time" },
      idempotencyKey: "one-time:twice",
    });
    const chargeId = double.addCharge({ paymentIntent: intent.id, amount: 6000 });
    Object.assign(double.objects.get(intent.id)!, {
      status: "succeeded",
      latest_charge: chargeId,
      payment_method: "pm_signup",
    });
    // On the server both handlers get the intent from Stripe at the same moment, then write the
    // ledger line. PGlite runs one transaction at a time: the second delivery waits for the first.
    if (context.kind === "postgres")
      double.holdTogether(
        2,
        (r) => r.method === "GET" && r.path === `/v1/payment_intents/${intent.id}`,
      );
    const answers = await Promise.all(
      ["evt_pi_first", "evt_pi_second"].map((id) =>
        deliver({ id, type: "payment_intent.succeeded", object: { id: intent.id } }),
      ),
    );
    expect(
      await Promise.all(
        answers.map(async (r) => [r.status, ((await r.json()) as { outcome: string }).outcome]),
      ),
    ).toEqual([
      [200, "processed"],
      [200, "processed"],
    ]);
    const lines = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, memberId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      status: "succeeded",
      amountCents: 6000,
      providerPaymentId: intent.id,
    });
    expect(
      (await context.handle.db.select().from(mailbox).where(eq(mailbox.to, email))).filter((m) =>
        m.subject.startsWith("Reçu de votre cotisation SRH"),
      ),
    ).toHaveLength(1);
  });
  it("leaves neither its claim nor any of its writes when a delivery fails midway; Stripe’s next delivery does it all, once", async () => {
    const { userId: memberId, customerId } = await memberWithCustomer(
      "interrompue@example.org",
      "retired",
    );
    const intent = await setupIntentSucceeded({
      customerId,
      metadata: { userId: memberId, tierId: "retired", purpose: "signup" },
      idempotencyKey: "signup-setup:interrompue",
      paymentMethod: { id: "pm_interrupted", brand: "visa", last4: "1881" },
    });
    // The handler records the card, then Stripe refuses to create the subscription: it fails there.
    double.failWhen = (r) =>
      r.method === "POST" && r.path === "/v1/subscriptions" && r.body.customer === customerId;
    const event = {
      id: "evt_interrupted",
      type: "setup_intent.succeeded",
      object: { id: intent.id },
    };
    expect((await deliver(event)).status).toBe(500);
    double.failWhen = null;
    expect(
      await context.handle.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)),
    ).toHaveLength(0);
    const card = async () =>
      (
        await context.handle.db
          .select()
          .from(paymentCustomers)
          .where(eq(paymentCustomers.userId, memberId))
      )[0];
    expect(await card()).toMatchObject({ cardBrand: null, cardLast4: null });
    expect(await rowsOf(memberId)).toHaveLength(0);

    expect(await (await deliver(event)).json()).toMatchObject({ outcome: "processed" });
    expect(await card()).toMatchObject({ cardBrand: "visa", cardLast4: "1881" });
    expect(await rowsOf(memberId)).toHaveLength(1);
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: "duplicate" });
  });

  // A process killed midway ends its connection, which the server sees. (PGlite lives inside the
  // process: killed, it takes its uncommitted transaction with it; nothing to play in-process.)
  if (context.kind === "postgres") {
    it("asks Stripe to save the card and start the subscription with no transaction of ours open (non-negotiable 4)", async () => {
      const { userId: memberId, customerId } = await memberWithCustomer(
        "sans-transaction@example.org",
        "assistant",
      );
      const intent = await provider.createSetupIntent({
        customerId,
        metadata: { userId: memberId, tierId: "assistant", purpose: "recurring" },
        idempotencyKey: "recurring-setup:sans-transaction",
      });
      double.objects.set("pm_outside", {
        id: "pm_outside",
        object: "payment_method",
        type: "card",
        customer: customerId,
        card: { brand: "visa", last4: "5556" },
      });
      Object.assign(double.objects.get(intent.id)!, {
        status: "succeeded",
        payment_method: "pm_outside",
      });
      const openTransactions = () =>
        selectRows<{ pid: number }>(
          context.handle.db,
          sql`select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`,
        );
      // Stripe is held on each write in turn: the card made the default, then the subscription.
      const firstWrite = double.hold(
        (r) => r.method === "POST" && r.path === `/v1/customers/${customerId}`,
      );
      const delivery = deliver({
        id: "evt_outside",
        type: "setup_intent.succeeded",
        object: { id: intent.id },
      });
      await firstWrite.arrived;
      expect(await openTransactions()).toEqual([]);
      const secondWrite = double.hold(
        (r) =>
          r.method === "POST" && r.path === "/v1/subscriptions" && r.body.customer === customerId,
      );
      firstWrite.release();
      await secondWrite.arrived;
      expect(await openTransactions()).toEqual([]);
      secondWrite.release();
      expect((await delivery).status).toBe(200);
      expect(await rowsOf(memberId)).toHaveLength(1);
    });

    const transactionsOpen = () =>
      selectRows<{ pid: number }>(
        context.handle.db,
        sql`select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`,
      );

    /** The backends of this database waiting on a lock, once there is one (the server's own event). */
    async function backendsWaitingOnLocks(): Promise<{ pid: number }[]> {
      for (;;) {
        const rows = await selectRows<{ pid: number }>(
          context.handle.db,
          sql`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows.length > 0) return rows;
      }
    }

    /**
     * A transaction on another connection holding the member's row until released: the event's
     * writes (its subscription's and its payment's rows refer to it) wait for it.
     */
    async function holdMemberRow(memberId: string) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const done = context.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${memberId}::uuid for update`);
        locked();
        await released;
      });
      await isLocked;
      return { release, done };
    }

    it("never shows an event as processed while its handler runs: a delivery killed midway is left to Stripe’s retry, a concurrent one waits", async () => {
      const { memberId, customerId, metadata, sub } = await memberWithSubscription(
        "coupee@example.org",
        ASSISTANT,
        { purpose: "renewal", idempotencyKey: "subscription:killed" },
      );
      double.addInvoice({
        id: "in_killed",
        customer: customerId,
        subscription: sub.id,
        metadata,
        amount: 3000,
        paid: true,
      });
      const event = { id: "evt_killed", type: "invoice.paid", object: { id: "in_killed" } };
      const claimOf = () =>
        context.handle.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
      const linesOf = () =>
        context.handle.db.select().from(payments).where(eq(payments.userId, memberId));
      const invoiceRead = (r: { method: string; path: string }) =>
        r.method === "GET" && r.path === "/v1/invoices/in_killed";

      // The handler reads Stripe before its transaction opens: while Stripe answers, none is open.
      const held = double.hold(invoiceRead);
      const first = deliver(event);
      await held.arrived;
      expect(await transactionsOpen()).toEqual([]);
      const lock = await holdMemberRow(memberId);
      held.release();
      // Its transaction then waits on the member's row (locked here): seen from another
      // connection, nothing is recorded. The process dies there: its connection ends and the
      // server rolls its transaction back.
      const [waiting] = await backendsWaitingOnLocks();
      expect(waiting).toBeDefined();
      await context.handle.db.execute(sql`select pg_terminate_backend(${waiting!.pid})`);
      expect((await first).status).toBe(500);
      lock.release();
      await lock.done;
      expect(await claimOf()).toHaveLength(0);
      expect(await linesOf()).toHaveLength(0);

      // Stripe's retry runs it; a second delivery meanwhile waits for it, then finds it done.
      const again = await holdMemberRow(memberId);
      const retry = deliver(event);
      await backendsWaitingOnLocks();
      const concurrent = deliver(event);
      again.release();
      await again.done;
      const outcomes = await Promise.all(
        [retry, concurrent].map(
          async (r) => ((await (await r).json()) as { outcome: string }).outcome,
        ),
      );
      expect(outcomes).toEqual(["processed", "duplicate"]);
      expect(await claimOf()).toHaveLength(1);
      expect(await linesOf()).toHaveLength(1);
    });
  }
  it("moves the yearly charge after a cheque paid while the renewal runs: trial_end, no proration, once", async () => {
    const db = context.handle.db;
    const [member] = await db
      .insert(users)
      .values({ email: "cheque-stripe@example.org", firstname: "C", lastname: "Hèque" })
      .returning();
    const [staff] = await db
      .insert(users)
      .values({
        email: "staff-stripe@example.org",
        firstname: "S",
        lastname: "Taff",
        isAdmin: true,
      })
      .returning();
    const customer = await provider.createCustomer({
      email: member!.email,
      name: "C Hèque",
      userId: member!.id,
      idempotencyKey: `customer:${member!.id}`,
    });
    await db
      .insert(paymentCustomers)
      .values({ userId: member!.id, provider: "stripe", providerCustomerId: customer.id });
    const localId = (await startSubscription(provider, {
      customerId: customer.id,
      paymentMethodId: "pm_card_visa",
      metadata: { userId: member!.id, tierId: "practicing", purpose: "signup" },
      idempotencyKey: `subscription:cheque-stripe`,
    }))!;
    const [before] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
    const paidOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
      new Date(),
    );
    await recordOfflinePayment(
      { id: staff!.id, email: staff!.email, firstname: "S", lastname: "Taff", isAdmin: true },
      {
        userId: member!.id,
        amount: "120",
        paidOn,
        method: "cheque",
        reference: "123",
        idempotencyKey: randomUUID(),
      },
    );
    const moves = double.requests.filter(
      (r) =>
        r.method === "POST" && r.path === `/v1/subscriptions/${before!.providerSubscriptionId}`,
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]!.body.proration_behavior).toBe("none");
    const [cheque] = await db.select().from(payments).where(eq(payments.userId, member!.id));
    expect(Number(moves[0]!.body.trial_end)).toBe(
      Math.floor(cheque!.coversUntil!.getTime() / 1000),
    );
    expect(moves[0]!.idempotencyKey).toContain("defer:");
    // Our copy follows Stripe's: the next charge when the cheque's year ends.
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
    expect(Math.floor(after!.currentPeriodEnd.getTime() / 1000)).toBe(
      Math.floor(cheque!.coversUntil!.getTime() / 1000),
    );
    // Asked again (the daily pass): nothing left to move, no call.
    await alignRenewal(provider, member!.id);
    expect(
      double.requests.filter(
        (r) =>
          r.method === "POST" && r.path === `/v1/subscriptions/${before!.providerSubscriptionId}`,
      ),
    ).toHaveLength(1);
  });

  it("a past-due renewal paid by cheque: its open invoice is voided (no more retries), the next charge moved after the cheque’s year, once", async () => {
    const db = context.handle.db;
    const [member] = await db
      .insert(users)
      .values({ email: "impaye-stripe@example.org", firstname: "I", lastname: "Mpayé" })
      .returning();
    const [staff] = await db
      .insert(users)
      .values({
        email: "staff-impaye@example.org",
        firstname: "S",
        lastname: "Taff",
        isAdmin: true,
      })
      .returning();
    const customer = await provider.createCustomer({
      email: member!.email,
      name: "I Mpayé",
      userId: member!.id,
      idempotencyKey: `customer:${member!.id}`,
    });
    await db
      .insert(paymentCustomers)
      .values({ userId: member!.id, provider: "stripe", providerCustomerId: customer.id });
    const localId = (await startSubscription(provider, {
      customerId: customer.id,
      paymentMethodId: "pm_card_visa",
      metadata: { userId: member!.id, tierId: "practicing", purpose: "signup" },
      idempotencyKey: `subscription:impaye-stripe`,
    }))!;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
    const subId = row!.providerSubscriptionId;
    // On Stripe's side the renewal failed five days ago: its invoice is open, retried later.
    const failedAt = Math.floor(Date.now() / 1000) - 5 * 86400;
    double.addInvoice({
      id: "in_impaye",
      customer: customer.id,
      subscription: subId,
      metadata: { userId: member!.id, tierId: "practicing", purpose: "renewal" },
      amount: 12000,
      paid: false,
    });
    const sub = double.objects.get(subId)!;
    Object.assign(sub, { status: "past_due", latest_invoice: "in_impaye", trial_end: null });
    const items = sub.items as {
      data: { current_period_start: number; current_period_end: number }[];
    };
    items.data[0]!.current_period_start = failedAt;
    items.data[0]!.current_period_end = failedAt + 365 * 86400;
    await syncSubscription(provider, subId);

    const paidOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
      new Date(),
    );
    await recordOfflinePayment(
      { id: staff!.id, email: staff!.email, firstname: "S", lastname: "Taff", isAdmin: true },
      {
        userId: member!.id,
        amount: "120",
        paidOn,
        method: "cheque",
        reference: "456",
        idempotencyKey: randomUUID(),
      },
    );
    const voids = () =>
      double.requests.filter(
        (r) => r.method === "POST" && r.path === "/v1/invoices/in_impaye/void",
      );
    const moves = () =>
      double.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subId}`);
    expect(voids()).toHaveLength(1);
    expect(voids()[0]!.idempotencyKey).toContain("void:");
    expect(double.objects.get("in_impaye")!.status).toBe("void");
    expect(moves()).toHaveLength(1);
    expect(moves()[0]!.body.proration_behavior).toBe("none");
    const [cheque] = await db.select().from(payments).where(eq(payments.userId, member!.id));
    expect(Number(moves()[0]!.body.trial_end)).toBe(
      Math.floor(cheque!.coversUntil!.getTime() / 1000),
    );
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
    expect(after!.status).toBe("trialing");
    expect(Math.floor(after!.currentPeriodEnd.getTime() / 1000)).toBe(
      Math.floor(cheque!.coversUntil!.getTime() / 1000),
    );
    // The daily pass asks again: nothing left to void or move.
    await alignRenewal(provider, member!.id);
    expect(voids()).toHaveLength(1);
    expect(moves()).toHaveLength(1);
  });
});
