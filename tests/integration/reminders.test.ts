import { beforeEach, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  emailOutbox,
  mailbox,
  memberReminders,
  payments,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { sendQueuedEmails } from "@/lib/email/sender";
import { runReminderJob } from "@/lib/reminders/job";
import { describeEachDatabase } from "../helpers/databases";
import { acceptAllMail, refuseMailTo } from "../helpers/refused-mail";

// Reminders before every charge and every end of membership: once per member, kind and period,
// whatever the number of runs; judged on today's situation, so a renewal silences a stale one.

const DAY = 86_400_000;
const end = new Date("2027-11-23T10:00:00Z");
const daysBefore = (days: number) => new Date(end.getTime() - days * DAY);

describeEachDatabase("membership reminders", (context) => {
  let memberId = "";

  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of [memberReminders, mailbox, emailOutbox, payments, subscriptions])
      await db.delete(table);
    await db.delete(users);
    const [member] = await db
      .insert(users)
      .values({
        email: "rappel@example.org",
        firstname: "Inès",
        lastname: "Roux",
        tierId: "practicing",
      })
      .returning();
    memberId = member!.id;
  });

  const mails = () =>
    context.handle.db.select({ subject: mailbox.subject, text: mailbox.text }).from(mailbox);
  /** A member's year paid by card apart from any subscription (the one-time payment). */
  const paidByCard = (paidAt: Date, userId = memberId) =>
    context.handle.db.insert(payments).values({
      userId,
      tierId: "practicing",
      amountCents: 12000,
      status: "succeeded",
      provider: "simulated",
      method: "card",
      paidAt,
    });

  it("tells a recurring member at 30 and 7 days what will be charged and when, once each", async () => {
    await context.handle.db.insert(subscriptions).values({
      userId: memberId,
      tierId: "practicing",
      provider: "simulated",
      providerSubscriptionId: "sub_rappel",
      status: "trialing",
      currentPeriodStart: new Date(end.getTime() - 365 * DAY),
      currentPeriodEnd: end,
    });
    expect(await runReminderJob({ now: daysBefore(31) })).toEqual({});
    expect(await runReminderJob({ now: daysBefore(30) })).toEqual({ "renews-in-30": 1 });
    expect(await runReminderJob({ now: daysBefore(29) })).toEqual({});
    expect(await runReminderJob({ now: daysBefore(7) })).toEqual({ "renews-in-7": 1 });
    expect(await runReminderJob({ now: daysBefore(6) })).toEqual({});
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Votre adhésion sera renouvelée le 23/11/2027",
      "Votre adhésion sera renouvelée le 23/11/2027",
    ]);
    expect(sent[0]!.text).toMatch(/sera débitée de 120\s€ le 23\/11\/2027/);
  });

  it("sends no stale reminder to a one-time member who renewed in between", async () => {
    await paidByCard(new Date("2026-11-23T10:00:00Z"));
    expect(await runReminderJob({ now: daysBefore(30) })).toEqual({ "expires-in-30": 1 });
    expect((await mails())[0]!.text).toContain("Votre adhésion expire le 23/11/2027");
    await paidByCard(daysBefore(20));
    expect(await runReminderJob({ now: daysBefore(7) })).toEqual({});
    expect(await runReminderJob({ now: new Date(end.getTime() + 2 * DAY) })).toEqual({});
    expect(await mails()).toHaveLength(1);
  });

  it("reminds a member imported with 'Payé jusqu’au' (no payment in the ledger) before that date", async () => {
    await context.handle.db.update(users).set({ importedPaidUntil: end });
    expect(await runReminderJob({ now: daysBefore(30) })).toEqual({ "expires-in-30": 1 });
    expect((await mails())[0]!.text).toContain("Votre adhésion expire le 23/11/2027");
  });

  it("goes on when one e-mail is refused: the others are sent, the refused one waits in the outbox and goes when accepted", async () => {
    const db = context.handle.db;
    const paidAt = new Date("2026-11-23T10:00:00Z");
    const [refused] = await db
      .insert(users)
      .values({
        email: "refuse@example.org",
        firstname: "Rémi",
        lastname: "Refus",
        tierId: "practicing",
      })
      .returning();
    const [other] = await db
      .insert(users)
      .values({
        email: "zoe@example.org",
        firstname: "Zoé",
        lastname: "Zola",
        tierId: "practicing",
      })
      .returning();
    for (const userId of [memberId, refused!.id, other!.id]) await paidByCard(paidAt, userId);
    await refuseMailTo(db, "refuse@example.org");
    try {
      // The reminders and their e-mails are written together; the sender delivers them.
      expect(await runReminderJob({ now: daysBefore(30) })).toEqual({ "expires-in-30": 3 });
      expect(await mails()).toHaveLength(2);
      const [waiting] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, "refuse@example.org"));
      expect(waiting).toMatchObject({ state: "pending", attempts: 1 });
      expect(waiting!.lastError).toContain("Adresse refusée par le fournisseur");
    } finally {
      await acceptAllMail(db);
    }
    expect(await db.select({ id: memberReminders.id }).from(memberReminders)).toHaveLength(3);
    // The job writes nothing twice; the sender's next run (after the backoff) delivers the e-mail.
    expect(await runReminderJob({ now: daysBefore(29) })).toEqual({});
    await sendQueuedEmails({ now: new Date(Date.now() + 60_000) });
    expect(await mails()).toHaveLength(3);
  });

  it("sends one expiry notice after the end, and one past-due notice per failed renewal", async () => {
    await paidByCard(new Date("2026-11-23T10:00:00Z"));
    expect(await runReminderJob({ now: new Date(end.getTime() + DAY) })).toEqual({ expired: 1 });
    expect(await runReminderJob({ now: new Date(end.getTime() + 2 * DAY) })).toEqual({});

    await context.handle.db.delete(payments);
    await context.handle.db.insert(subscriptions).values({
      userId: memberId,
      tierId: "practicing",
      provider: "simulated",
      providerSubscriptionId: "sub_echec",
      status: "past_due",
      currentPeriodStart: end,
      currentPeriodEnd: new Date(end.getTime() + 365 * DAY),
    });
    expect(await runReminderJob({ now: new Date(end.getTime() + 3 * DAY) })).toEqual({
      "past-due": 1,
    });
    expect(await runReminderJob({ now: new Date(end.getTime() + 4 * DAY) })).toEqual({});
    expect((await mails()).map((mail) => mail.subject)).toContain(
      "Le paiement de votre cotisation a échoué",
    );
  });
});
