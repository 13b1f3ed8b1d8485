import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { viewerFromUser } from "@/lib/auth/viewer";
import { emailOutbox, mailbox, subscriptions, users, type User } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { advanceSimulatedClock, billingNow } from "@/lib/membership/clock";
import { eraseMemberByAdmin } from "@/lib/members/admin";
import { newSimulatedProvider, runDueBilling, overridePaymentProvider } from "@/lib/payments";
import {
  confirmSimulatedIntent,
  createCardSetup,
  setSubscriptionCancellation,
} from "@/lib/payments/account";
import { SIMULATED_CARDS, type SimulatedProvider } from "@/lib/payments/simulated";
import { runReminderJob } from "@/lib/reminders/job";
import { describeEachDatabase } from "../helpers/databases";
import { memberWithSignupIntent } from "../helpers/payments";

// The notices members expect when their membership changes, each queued with the change that
// causes it and sent by the outbox: renewal declined (amount, next try, link to the card),
// membership ended, cancellation confirmed, renewal reactivated, card changed, account erased.
// Played with the simulated provider and its clock; read in the local mailbox.

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("membership notices", (context) => {
  let provider: SimulatedProvider;

  beforeAll(() => {
    provider = newSimulatedProvider();
    overridePaymentProvider(provider);
  });

  /** A member who joined with a recurring subscription (the offered year) on this card. */
  async function subscribedMember(email: string, cardNumber: string): Promise<User> {
    const { user, intent } = await memberWithSignupIntent(context.handle.db, provider, {
      email,
      firstname: "Inès",
      lastname: "Roux",
      tierId: "practicing",
    });
    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber,
    });
    return user;
  }

  const mailsTo = async (email: string) => (await listMailboxMessages({ to: email })).reverse();
  const subscriptionOf = async (userId: string) =>
    (
      await context.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    )[0]!;

  it("confirms a cancellation with the end date, a reactivation with the next charge, and each change again", async () => {
    const member = await subscribedMember("resilie@example.org", SIMULATED_CARDS.accepted);
    const viewer = viewerFromUser(member);
    const sub = await subscriptionOf(member.id);
    const end = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" }).format(
      sub.currentPeriodEnd,
    );
    await setSubscriptionCancellation(viewer, member, {
      providerSubscriptionId: sub.providerSubscriptionId,
      cancel: true,
    });
    await setSubscriptionCancellation(viewer, member, {
      providerSubscriptionId: sub.providerSubscriptionId,
      cancel: false,
    });
    await setSubscriptionCancellation(viewer, member, {
      providerSubscriptionId: sub.providerSubscriptionId,
      cancel: true,
    });
    const subjects = (await mailsTo(member.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Résiliation confirmée\u00a0: votre adhésion prendra fin le ${end}`,
      `Renouvellement réactivé\u00a0: prochain prélèvement le ${end}`,
      `Résiliation confirmée\u00a0: votre adhésion prendra fin le ${end}`,
    ]);
    const [cancelled, reactivated] = await mailsTo(member.email);
    // « Valable jusqu'au » names the last day covered.
    const lastDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" }).format(
      new Date(sub.currentPeriodEnd.getTime() - 24 * 60 * 60 * 1000),
    );
    expect(cancelled!.text).toContain(`Votre adhésion reste valable jusqu’au ${lastDay}`);
    expect(reactivated!.text).toMatch(/votre carte Visa •••• 4242 sera débitée de 120\s€/);
    expect(reactivated!.html).toContain(`/profile/edit?id=${member.id}#payment`);

    // The year runs out: the membership ends, as the member chose.
    const now = await advanceSimulatedClock(
      (sub.currentPeriodEnd.getTime() - (await billingNow()).getTime()) / DAY + 1,
    );
    await runDueBilling({ now });
    const ended = (await mailsTo(member.email)).at(-1)!;
    expect(ended.subject).toBe(`Votre adhésion au SRH a pris fin le ${end}`);
    expect(ended.text).toMatch(/Le renouvellement automatique ayant été résilié/);
    // The daily reminders do not say it again.
    await runReminderJob({ now });
    expect(await mailsTo(member.email)).toHaveLength(4);
  });

  it("tells a declined renewal (amount, card, next try) at each refusal, then the end of the membership, once each", async () => {
    const member = await subscribedMember("refus@example.org", SIMULATED_CARDS.declinesWhenCharged);
    const sub = await subscriptionOf(member.id);
    const toEnd = (sub.currentPeriodEnd.getTime() - (await billingNow()).getTime()) / DAY;
    // The first charge after the offered year is declined, then the retries (+3, +5, +7 days).
    let now = await advanceSimulatedClock(toEnd + 0.5);
    await runDueBilling({ now });
    const [declined] = await mailsTo(member.email);
    expect(declined!.subject).toMatch(/^Le paiement de votre cotisation \(120\s€\) a été refusé$/);
    expect(declined!.text).toMatch(/Le prélèvement de 120\s€ .* sur votre carte Visa •••• 0341/);
    expect(declined!.text).toContain("Nous réessaierons automatiquement");
    expect(declined!.html).toContain("Mettre à jour ma carte");
    expect(declined!.html).toContain(`/profile/edit?id=${member.id}#payment`);
    // The reminders job's own past-due notice is not sent on top of it.
    await runReminderJob({ now });
    expect(await mailsTo(member.email)).toHaveLength(1);

    now = await advanceSimulatedClock(3);
    await runDueBilling({ now });
    now = await advanceSimulatedClock(2);
    await runDueBilling({ now });
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      declined!.subject,
      declined!.subject,
      declined!.subject,
    ]);
    // The last refusal ends the subscription: one notice, the end of the membership.
    now = await advanceSimulatedClock(2);
    await runDueBilling({ now });
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toMatch(/^Votre adhésion au SRH a pris fin le \d{2}\/\d{2}\/\d{4}$/);
    expect(mails[3]!.text).toMatch(/Le paiement du renouvellement n’ayant pas pu aboutir/);
    await runReminderJob({ now: new Date(now.getTime() + DAY) });
    expect(await mailsTo(member.email)).toHaveLength(4);
  });

  it("confirms a card changed from the payment tab (a security notice too), but not the first card at signup", async () => {
    const member = await subscribedMember("carte@example.org", SIMULATED_CARDS.declinesWhenCharged);
    expect(await mailsTo(member.email)).toHaveLength(0);
    const setup = await createCardSetup(viewerFromUser(member), member, "card_update");
    await confirmSimulatedIntent(
      member,
      setup.setupIntentId!,
      setup.clientSecret,
      SIMULATED_CARDS.accepted,
    );
    const [changed] = await mailsTo(member.email);
    expect(changed!.subject).toBe(
      "Nouvelle carte enregistrée pour votre adhésion\u00a0: Visa •••• 4242",
    );
    expect(changed!.text).toMatch(/Si vous n’êtes pas à l’origine de ce changement/);
  });

  it("tells an erased member once, at the address they had, and nothing else (not the end of the subscription the erasure cancelled)", async () => {
    const member = await subscribedMember("efface@example.org", SIMULATED_CARDS.accepted);
    const [admin] = await context.handle.db
      .insert(users)
      .values({ email: "admin.notices@example.org", firstname: "A", lastname: "D", isAdmin: true })
      .returning();
    await eraseMemberByAdmin(viewerFromUser(admin!), {
      userId: member.id,
      confirmation: member.email,
    });
    const mails = await mailsTo("efface@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Votre compte sur le site du SRH a été supprimé",
    ]);
    expect(mails[0]!.text).toMatch(
      /À votre demande, le secrétariat du SRH a supprimé votre compte/,
    );
    expect(mails[0]!.text).toMatch(/C’est le dernier message/);
    // What stays of them in the outbox is that one e-mail (kept 30 days, then purged).
    const rows = await context.handle.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, member.id));
    expect(rows).toEqual([{ kind: "account-erased" }]);
  });

  it("writes every notice in French with text and HTML parts, a <title>, and no List-Unsubscribe", async () => {
    const kinds = [
      "cancellation-confirmed",
      "renewal-reactivated",
      "membership-ended",
      "renewal-declined",
      "card-changed",
      "account-erased",
    ] as const;
    const rows = await context.handle.db.select().from(emailOutbox);
    for (const kind of kinds) {
      const row = rows.find((candidate) => candidate.kind === kind);
      expect(row, kind).toBeDefined();
      expect(row!.state).toBe("sent");
      expect(row!.html).toMatch(/<html[^>]* lang="fr"/);
      expect(row!.html).toContain(`<title>${row!.subject.replace(/'/g, "&#x27;")}</title>`);
      expect(row!.text.length).toBeGreaterThan(100);
      expect(row!.headers ?? {}).not.toHaveProperty("List-Unsubscribe");
    }
    const delivered = await context.handle.db.select().from(mailbox);
    expect(delivered.every((mail) => !mail.headers?.["List-Unsubscribe"])).toBe(true);
  });
});
