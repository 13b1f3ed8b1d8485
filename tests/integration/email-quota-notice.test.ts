import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { emailOutbox, paymentCustomers, users } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { heldByQuotaUntil, quotaHoldNotice, quotaHoldSentence } from "@/lib/email/quota";
import { startOfUtcDay } from "@/lib/email/rules";
import { sendQueuedEmails } from "@/lib/email/sender";
import { env } from "@/lib/env";
import { DAY_MS } from "@/lib/format/time";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { setSubscriptionCancellation } from "@/lib/payments/account";
import { recordOfflinePayment } from "@/lib/payments/offline";
import { SIMULATED_CARDS, type SimulatedProvider } from "@/lib/payments/simulated";
import { describeEachDatabase } from "../helpers/databases";

// When the day's quota holds back the e-mail an action has just queued (a cancellation's
// confirmation, a cheque's receipt), the action's message says when it will leave.

describeEachDatabase("the day’s quota, said on the page", (context) => {
  let provider: SimulatedProvider;
  let admin: Viewer;

  beforeAll(async () => {
    provider = newSimulatedProvider();
    overridePaymentProvider(provider);
    const [row] = await context.handle.db
      .insert(users)
      .values({ email: "admin-quota@example.org", firstname: "A", lastname: "Dmin", isAdmin: true })
      .returning();
    admin = { id: row!.id, email: row!.email, firstname: "A", lastname: "Dmin", isAdmin: true };
  });

  /** A member whose offered year and automatic renewal started at signup. */
  async function recurringMember(email: string) {
    const [user] = await context.handle.db
      .insert(users)
      .values({ email, firstname: "Test", lastname: "Quota", tierId: "practicing" })
      .returning();
    const customer = await provider.createCustomer({
      email,
      name: "Test",
      userId: user!.id,
      idempotencyKey: `customer:${user!.id}`,
    });
    await context.handle.db
      .insert(paymentCustomers)
      .values({ userId: user!.id, provider: "simulated", providerCustomerId: customer.id });
    const intent = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { userId: user!.id, tierId: "practicing", purpose: "signup" },
      idempotencyKey: `setup:${user!.id}`,
    });
    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: SIMULATED_CARDS.accepted,
    });
    const viewer: Viewer = {
      id: user!.id,
      email,
      firstname: "Test",
      lastname: "Quota",
      isAdmin: false,
    };
    return { user: user!, viewer };
  }

  const stateOf = async (userId: string, kind: "cancellation-confirmed" | "payment-receipt") => {
    const rows = await context.handle.db
      .select({ kind: emailOutbox.kind, state: emailOutbox.state })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId));
    return rows.filter((row) => row.kind === kind).map((row) => row.state);
  };

  /** The day's quota spent: as many e-mails sent today as the provider takes. */
  async function spendTodaysQuota() {
    await context.handle.db.execute(sql`insert into email_outbox
        (idempotency_key, kind, priority, recipient, subject, html, text, state, sent_at)
      select 'quota-rempli:' || g, 'payment-receipt', 1, 'rempli@example.org', 's', '<p>s</p>', 's', 'sent', ${new Date().toISOString()}::timestamptz
      from generate_series(1, ${env.EMAIL_DAILY_LIMIT}) g`);
  }

  it("says nothing while the day has room, and when the quota is spent says when the confirmation and the receipt leave", async () => {
    // Room left today: the confirmation goes at once, and the page says it went.
    const early = await recurringMember("quota-place@example.org");
    const before = new Date();
    await setSubscriptionCancellation(early.viewer, early.user, { cancel: true });
    expect(await stateOf(early.user.id, "cancellation-confirmed")).toEqual(["sent"]);
    expect(await quotaHoldNotice({ userId: early.user.id, since: before })).toBeNull();

    const { user, viewer } = await recurringMember("quota-plein@example.org");
    await spendTodaysQuota();
    const since = new Date();
    await setSubscriptionCancellation(viewer, user, { cancel: true });
    expect(await stateOf(user.id, "cancellation-confirmed")).toEqual(["pending"]);
    const now = new Date();
    const tomorrow = new Date(startOfUtcDay(now).getTime() + DAY_MS);
    expect(await heldByQuotaUntil({ userId: user.id, since, now })).toEqual(tomorrow);
    const notice = await quotaHoldNotice({ userId: user.id, since });
    expect(notice).toBe(quotaHoldSentence(tomorrow, now, "L’e-mail de confirmation"));
    expect(notice).toMatch(
      /^L’e-mail de confirmation partira (demain|aujourd’hui) à \d{1,2} h \(quota d’envoi du jour atteint\)\.$/,
    );

    // A cheque recorded by staff: its receipt waits too, and staff are told.
    const paidOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
    const chequeSince = new Date();
    await recordOfflinePayment(admin, {
      userId: user.id,
      amount: "120",
      paidOn,
      method: "cheque",
      reference: "Q1",
      idempotencyKey: randomUUID(),
      confirmAmount: undefined,
    });
    expect(await stateOf(user.id, "payment-receipt")).toEqual(["pending"]);
    expect(await quotaHoldNotice({ userId: user.id, since: chequeSince, what: "Le reçu" })).toMatch(
      /^Le reçu partira (demain|aujourd’hui) à \d{1,2} h \(quota d’envoi du jour atteint\)\.$/,
    );

    // The next quota day: both leave, and nothing is held any more.
    await sendQueuedEmails({ now: tomorrow });
    expect(await stateOf(user.id, "cancellation-confirmed")).toEqual(["sent"]);
    expect(await stateOf(user.id, "payment-receipt")).toEqual(["sent"]);
    expect(await quotaHoldNotice({ userId: user.id, since })).toBeNull();
  });

  it("counts an e-mail the provider put off to the next day (its daily quota answered 429) as held", async () => {
    const [user] = await context.handle.db
      .insert(users)
      .values({ email: "quota-429@example.org", firstname: "Q", lastname: "Uatre" })
      .returning();
    const now = new Date();
    const tomorrow = new Date(startOfUtcDay(now).getTime() + DAY_MS);
    const since = new Date(now.getTime() - 1000);
    await context.handle.db.transaction((tx) =>
      queueEmail(tx, {
        kind: "tier-changed",
        to: "quota-429@example.org",
        subject: "Formule changée",
        html: "<p>x</p>",
        text: "x",
        idempotencyKey: `tier-changed:quota-429:${randomUUID()}`,
        userId: user!.id,
        notBefore: tomorrow,
      }),
    );
    // Plenty of room by our count: the provider's word decides.
    expect(await heldByQuotaUntil({ userId: user!.id, since, now, dailyLimit: 1_000_000 })).toEqual(
      tomorrow,
    );
  });

  it("names the hour in Paris, and today when Paris is already on the quota’s next day", () => {
    const winter = new Date("2026-12-01T00:00:00Z");
    expect(quotaHoldSentence(winter, new Date("2026-11-30T20:00:00Z"), "Le reçu")).toBe(
      "Le reçu partira demain à 1 h (quota d’envoi du jour atteint).",
    );
    const summer = new Date("2026-07-02T00:00:00Z");
    expect(quotaHoldSentence(summer, new Date("2026-07-01T23:30:00Z"), "Le reçu")).toBe(
      "Le reçu partira aujourd’hui à 2 h (quota d’envoi du jour atteint).",
    );
  });
});
