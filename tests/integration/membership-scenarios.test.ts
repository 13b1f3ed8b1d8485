import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import {
  auditLog,
  emailOutbox,
  paymentCustomers,
  payments,
  signups,
  simulatedObjects,
  users,
} from "@/lib/db/schema";
import { updateMemberTier } from "@/lib/members/profile";
import { advanceSimulatedClock, billingNow } from "@/lib/membership/clock";
import { membershipStateOf } from "@/lib/membership/reads";
import { addParisYears, paymentCoverage } from "@/lib/membership/state";
import { memberStateText, membershipStateLabels } from "@/lib/membership/labels";
import { countDirectory, memberStates } from "@/lib/members/directory";
import { newSimulatedProvider, overridePaymentProvider, runDueBilling } from "@/lib/payments";
import {
  billingOverview,
  confirmSimulatedIntent,
  createCardSetup,
  createOneTimePayment,
  setSubscriptionCancellation,
} from "@/lib/payments/account";
import { startSubscription } from "@/lib/payments/subscription-start";
import { recordOfflinePayment } from "@/lib/payments/offline";
import { memberAdminView, updateImportedValidity } from "@/lib/members/admin";
import { assertAdminViewer } from "@/lib/auth/access";
import { SIMULATED_CARDS, type SimulatedProvider } from "@/lib/payments/simulated";
import { describeEachDatabase } from "../helpers/databases";
import { formatEuros } from "@/lib/format/numbers";

// Issue #17: members walked through their year on the simulated billing clock, each step read
// as the member reads it (state, label, dates, the next charge, the payment tab's offers) and
// as staff's lists read it (the SQL twin), with the e-mails the step queued. The rows marked
// "observed n" are the "What was observed" n.

const DAY = 24 * 60 * 60 * 1000;
// The Paris calendar day, whatever the year (the simulated clock runs years ahead).
const parisDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" });
const day = (date: Date | null | undefined) => (date ? parisDay.format(date) : null);
const parisTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Moves the billing clock forward to the next time it is `hour`:00 in Paris. */
async function startAtParisHour(hour: number) {
  const [h, m] = parisTime
    .format(await billingNow())
    .split(":")
    .map(Number);
  const minutes = (hour * 60 - (h! * 60 + m!) + 24 * 60) % (24 * 60);
  await advanceSimulatedClock(minutes / (24 * 60));
}

type Step = {
  state: string;
  label: string;
  /** The validity as every screen writes it ("Adhésion valide jusqu'au 27/11/2028"). */
  validity: string;
  /** The renewal apart: automatic, stopped, failed or none. */
  renewal: string;
  /** The date beside the state ("jusqu'au …"). */
  date: Date | null;
  /** "120,00 € le 25/11/2027" or null: what the automatic renewal charges next. */
  nextCharge: string | null;
  /** The e-mails queued since the previous step, by kind. */
  emails: string[];
};

describeEachDatabase("membership scenarios", (context) => {
  let provider: SimulatedProvider;
  let admin: Viewer;
  const seenEmails = new Map<string, number>();

  beforeAll(async () => {
    // The scenarios' dates depend on the hour (staff date a cheque at noon, a renewal falls due at
    // the hour it started): the billing clock starts at 15:00 in Paris, so that a run passes or
    // fails whatever hour CI starts at. The near-midnight cases are state.test.ts's tables.
    await startAtParisHour(15);
    provider = newSimulatedProvider();
    overridePaymentProvider(provider);
    const [row] = await context.handle.db
      .insert(users)
      .values({
        email: "admin-scenarios@example.org",
        firstname: "Ada",
        lastname: "Admin",
        isAdmin: true,
      })
      .returning();
    admin = { id: row!.id, email: row!.email, firstname: "Ada", lastname: "Admin", isAdmin: true };
  });

  async function member(email: string, tierId = "practicing") {
    const [user] = await context.handle.db
      .insert(users)
      .values({ email, firstname: "Test", lastname: email.split("@")[0]!, tierId })
      .returning();
    const viewer: Viewer = {
      id: user!.id,
      email,
      firstname: "Test",
      lastname: user!.lastname,
      isAdmin: false,
    };
    return { user: user!, viewer };
  }

  async function userRow(id: string) {
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  /** A recurring signup: the card saved, the offered year starts (the signup's own path). */
  async function recurringMember(email: string, card: string = SIMULATED_CARDS.accepted) {
    const made = await member(email);
    const customer = await provider.createCustomer({
      email,
      name: "Test",
      userId: made.user.id,
      idempotencyKey: `customer:${made.user.id}`,
    });
    await context.handle.db
      .insert(paymentCustomers)
      .values({ userId: made.user.id, provider: "simulated", providerCustomerId: customer.id });
    const intent = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { userId: made.user.id, tierId: "practicing", purpose: "signup" },
      idempotencyKey: `setup:${made.user.id}`,
    });
    await provider.confirmIntent({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: card,
    });
    return made;
  }

  /** "Payer l'année une fois" with a card, as the payment tab does. */
  async function payOnce(viewer: Viewer, userId: string, card: string = SIMULATED_CARDS.accepted) {
    const user = await userRow(userId);
    const intent = await createOneTimePayment(viewer, user, user.tierId);
    await confirmSimulatedIntent(user, intent.paymentIntentId!, intent.clientSecret, card);
  }

  async function step(userId: string): Promise<Step> {
    const now = await billingNow();
    const { state } = await membershipStateOf(userId, { now });
    const overview = await billingOverview(await userRow(userId));
    // Staff's lists (directory, CSV, API) read the SQL twin: it must say the same.
    const twin = (await memberStates(now)).get(userId)!;
    expect(twin.state).toBe(state.state);
    expect(twin.label).toBe(state.label);
    expect(twin.until?.getTime() ?? null).toBe(state.date?.getTime() ?? null);
    expect(twin.renewal).toBe(overview.renewal.kind);
    expect(twin.renewalAt?.getTime() ?? null).toBe(overview.renewal.date?.getTime() ?? null);
    expect(overview.state.label).toBe(state.label);
    const emails = await context.handle.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId))
      .orderBy(emailOutbox.createdAt);
    const seen = seenEmails.get(userId) ?? 0;
    seenEmails.set(userId, emails.length);
    return {
      state: state.state,
      label: state.label,
      validity: memberStateText(state.state, state.date, {
        lastFailed: state.label !== membershipStateLabels[state.state],
      }),
      renewal: overview.renewal.kind,
      date: state.date,
      nextCharge: overview.nextCharge
        ? `${(overview.nextCharge.amountCents / 100).toFixed(2)} € le ${day(overview.nextCharge.at)} (${overview.nextCharge.tierTitle})`
        : null,
      emails: emails.slice(seen).map((e) => e.kind),
    };
  }

  const sameDay = (a: Date | null, b: Date) => expect(day(a)).toBe(day(b));

  // First, while the simulated clock is still within the profile's years (dates show up to 2030).
  describe("validity and renewal, two columns", () => {
    it("paid by card, renewal stopped: valid to the last day covered, expired the day after", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("paye-puis-arrete@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      const paidEnd = addParisYears(trialEnd, 1);
      const lastDay = new Date(paidEnd.getTime() - DAY);
      const stopped = await step(user.id);
      expect(stopped).toMatchObject({
        state: "active",
        label: "Adhésion valide",
        validity: `Adhésion valide jusqu’au ${day(lastDay)}`,
        renewal: "stopped",
        nextCharge: null,
      });
      const email = "paye-puis-arrete@example.org";
      const now = await billingNow();
      expect(await countDirectory({ query: email, state: "active", renewal: "stopped" }, now)).toBe(
        1,
      );

      // The day before the end: still valid, nothing charged.
      const dayBefore = (paidEnd.getTime() - (await billingNow()).getTime()) / DAY - 1;
      await runDueBilling({ now: await advanceSimulatedClock(dayBefore) });
      expect(await step(user.id)).toMatchObject({ state: "active", renewal: "stopped" });
      // The day after: expired, no renewal, one card charge in all.
      await runDueBilling({ now: await advanceSimulatedClock(2) });
      const after = await step(user.id);
      expect(after).toMatchObject({
        state: "expired",
        renewal: "none",
        validity: `Adhésion expirée depuis le ${day(paidEnd)}`,
      });
      expect(
        await countDirectory(
          { query: email, state: "expired", renewal: "none" },
          await billingNow(),
        ),
      ).toBe(1);
      expect((await charges(user.id)).paid).toHaveLength(1);
    });

    it("a cheque while the renewal is stopped: valid a year more, the renewal still stopped", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("cheque-renouvellement-arrete@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      await offline(user.id, "cheque");
      const paidEnd = addParisYears(trialEnd, 1);
      const paid = await step(user.id);
      expect(paid).toMatchObject({
        state: "active",
        validity: `Adhésion valide jusqu’au ${day(new Date(paidEnd.getTime() - DAY))}`,
        renewal: "stopped",
        nextCharge: null,
      });
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      expect(await step(user.id)).toMatchObject({ state: "active", renewal: "stopped" });
      expect((await charges(user.id)).providerInvoices).toBe(0);
      // Reactivated: the first charge when the cheque's year ends.
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: false });
      expect((await step(user.id)).nextCharge).toContain(`le ${day(paidEnd)}`);
    });
  });

  describe("trial → charged", () => {
    it("offers the year, then charges 120 € at its end and is valid a year from the charge", async () => {
      const { user } = await recurringMember("essai-paye@example.org");
      const start = await billingNow();
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      const trial = await step(user.id);
      expect(trial).toMatchObject({
        state: "trial",
        renewal: "automatic",
        label: "Première année offerte",
        nextCharge: `120.00 € le ${day(trialEnd)} (Praticien hospitalier en exercice)`,
        emails: [],
      });
      sameDay(trial.date, trialEnd);

      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const charged = await step(user.id);
      expect(charged).toMatchObject({
        state: "active",
        renewal: "automatic",
        label: "Adhésion valide",
        emails: ["payment-receipt"],
      });
      sameDay(charged.date, addParisYears(trialEnd, 1));
      expect(charged.nextCharge).toBe(
        `120.00 € le ${day(addParisYears(trialEnd, 1))} (Praticien hospitalier en exercice)`,
      );
    });
  });

  describe("trial → declined → new card → charged (observed 5)", () => {
    it("shows what is due, the retry and the end date; a new card pays the open invoice at once", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember(
        "essai-refus@example.org",
        SIMULATED_CARDS.declinesWhenCharged,
      );
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const declined = await step(user.id);
      expect(declined).toMatchObject({
        state: "past_due",
        renewal: "failed",
        label: "Paiement échoué",
        // Not "Prochain prélèvement : a year from now" while a retry is days away.
        nextCharge: null,
        emails: ["renewal-declined"],
      });
      const overview = await billingOverview(await userRow(user.id));
      expect(overview.pastDue).not.toBeNull();
      expect(overview.pastDue!.amountCents).toBe(12000);
      const unpaidStart = (await membershipStateOf(user.id)).subscription!.currentPeriodStart;
      sameDay(overview.pastDue!.retryAt, new Date(unpaidStart.getTime() + 3 * DAY));
      sameDay(overview.pastDue!.accessEndsAt, new Date(unpaidStart.getTime() + 7 * DAY));
      expect(overview.card).toMatchObject({ last4: "0341" });
      expect(overview.oneTime.allowed).toBe(false);
      sameDay(unpaidStart, trialEnd);

      // A new card: the open invoice is tried again at once with it.
      const setup = await createCardSetup(viewer, await userRow(user.id), "card_update");
      const outcome = await confirmSimulatedIntent(
        await userRow(user.id),
        setup.setupIntentId!,
        setup.clientSecret,
        SIMULATED_CARDS.accepted,
      );
      expect(outcome).toBe("paid");
      const fixed = await step(user.id);
      expect(fixed).toMatchObject({
        state: "active",
        label: "Adhésion valide",
        renewal: "automatic",
      });
      expect(fixed.emails).toEqual(expect.arrayContaining(["card-changed", "payment-receipt"]));
      expect(fixed.date!.getTime()).toBeGreaterThan(addParisYears(trialEnd, 1).getTime() - DAY);
      const after = await billingOverview(await userRow(user.id));
      expect(after.card).toMatchObject({ last4: "4242" });
      expect(after.pastDue).toBeNull();
    });
  });

  describe("cancel → ends", () => {
    it("runs to the end of the offered year, then ends with a notice", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("essai-resilie@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      const canceled = await step(user.id);
      // Stopping the renewal leaves the offered year valid to its end: two things.
      expect(canceled).toMatchObject({
        state: "trial",
        label: "Première année offerte",
        validity: expect.stringMatching(/^Première année offerte jusqu’au /),
        renewal: "stopped",
        nextCharge: null,
        emails: ["cancellation-confirmed"],
      });
      sameDay(canceled.date, trialEnd);

      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const ended = await step(user.id);
      expect(ended).toMatchObject({
        state: "expired",
        label: "Adhésion expirée",
        renewal: "none",
        nextCharge: null,
        emails: ["membership-ended"],
      });
      expect(ended.date!.getTime()).toBeLessThanOrEqual(trialEnd.getTime() + DAY);
    });
  });

  describe("cancel → reactivate → new card (observed 6: each confirmed by e-mail)", () => {
    it("confirms the cancellation, the reactivation and the card change, each with its e-mail", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("essai-reactive@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      const canceled = await step(user.id);
      expect(canceled).toMatchObject({
        state: "trial",
        renewal: "stopped",
        nextCharge: null,
        emails: ["cancellation-confirmed"],
      });

      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: false });
      const reactivated = await step(user.id);
      expect(reactivated).toMatchObject({
        state: "trial",
        label: "Première année offerte",
        renewal: "automatic",
        nextCharge: `120.00 € le ${day(trialEnd)} (Praticien hospitalier en exercice)`,
        emails: ["renewal-reactivated"],
      });

      const intent = await createCardSetup(viewer, await userRow(user.id), "card_update");
      await confirmSimulatedIntent(
        await userRow(user.id),
        intent.setupIntentId!,
        intent.clientSecret,
        SIMULATED_CARDS.accepted,
      );
      const newCard = await step(user.id);
      expect(newCard).toMatchObject({
        state: "trial",
        nextCharge: reactivated.nextCharge,
        emails: ["card-changed"],
      });
    });
  });

  describe("expired → pays once (observed 1)", () => {
    it("is valid (not 'résiliée'), shows no failing card, and does not offer to pay again", async () => {
      const { user, viewer } = await recurringMember(
        "expire-paie@example.org",
        SIMULATED_CARDS.declinesWhenCharged,
      );
      // Trial end, then every retry declined: the subscription ends.
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      await runDueBilling({ now: await advanceSimulatedClock(10) });
      const expired = await step(user.id);
      expect(expired).toMatchObject({
        state: "expired",
        label: "Adhésion expirée",
        renewal: "none",
      });
      expect(expired.emails).toContain("membership-ended");
      const before = await billingOverview(await userRow(user.id));
      expect(before.oneTime.allowed).toBe(true);
      const today = await billingNow();
      sameDay(before.oneTime.from, today);

      await payOnce(viewer, user.id);
      const paid = await step(user.id);
      expect(paid).toMatchObject({
        state: "active",
        renewal: "none",
        label: "Adhésion valide",
        nextCharge: null,
        emails: ["payment-receipt"],
      });
      sameDay(paid.date, addParisYears(today, 1));
      const after = await billingOverview(await userRow(user.id));
      expect(after.card).toBeNull();
      expect(after.oneTime.allowed).toBe(false);
      await expect(
        createOneTimePayment(viewer, await userRow(user.id), "practicing"),
      ).rejects.toThrow(/déjà une adhésion active/);
    });

    it("after cancelling the renewal in the offered year: the payment makes the state paid", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("resilie-paie@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      const before = await billingOverview(await userRow(user.id));
      expect(before.oneTime.allowed).toBe(true);
      sameDay(before.oneTime.from, trialEnd);
      await payOnce(viewer, user.id);
      const paid = await step(user.id);
      expect(paid).toMatchObject({
        state: "active",
        label: "Adhésion valide",
        renewal: "stopped",
        nextCharge: null,
      });
      expect(paid.emails).toEqual(["cancellation-confirmed", "payment-receipt"]);
      sameDay(paid.date, addParisYears(trialEnd, 1));
    });
  });

  describe("free year → pays once (observed 2)", () => {
    it("the payment buys the year after the offered one, and the page says so before", async () => {
      const { user, viewer } = await member("annee-offerte@example.org");
      const start = await billingNow();
      const freeYearEndsAt = new Date(start.getTime() + 365 * DAY);
      await context.handle.db.insert(signups).values({
        email: "annee-offerte@example.org",
        tierId: "practicing",
        recurring: false,
        details: {},
        status: "completed",
        userId: user.id,
        freeYearEndsAt,
        completedAt: start,
      });
      const offered = await step(user.id);
      expect(offered).toMatchObject({
        state: "trial",
        renewal: "none",
        nextCharge: null,
        emails: [],
      });
      sameDay(offered.date, freeYearEndsAt);
      const before = await billingOverview(await userRow(user.id));
      expect(before.oneTime.allowed).toBe(true);
      sameDay(before.oneTime.from, freeYearEndsAt);
      sameDay(before.oneTime.to, new Date(addParisYears(freeYearEndsAt, 1).getTime() - DAY));

      await payOnce(viewer, user.id);
      const paid = await step(user.id);
      expect(paid).toMatchObject({
        state: "active",
        renewal: "none",
        label: "Adhésion valide",
        emails: ["payment-receipt"],
      });
      // Not the offered year's end: the year after it.
      sameDay(paid.date, addParisYears(freeYearEndsAt, 1));
    });
  });

  describe("tier change before the charge (observed 3)", () => {
    it("charges the tier chosen on the profile, and the payment tab shows it at once", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("retraite@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await updateMemberTier(viewer, user.id, "retired");
      const changed = await step(user.id);
      // The profile's tier change is confirmed by e-mail, as « Changer de formule ».
      expect(changed).toMatchObject({
        emails: ["tier-changed"],
        state: "trial",
        renewal: "automatic",
        nextCharge: `60.00 € le ${day(trialEnd)} (Praticien retraité)`,
      });

      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const charged = await step(user.id);
      expect(charged).toMatchObject({ state: "active", emails: ["payment-receipt"] });
      const [receipt] = await context.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.kind, "payment-receipt")));
      expect(receipt!.subject).toContain(`(${formatEuros(6_000)})`);
      expect(receipt!.text).toContain("Praticien retraité");
      expect(charged.nextCharge).toContain("60.00 €");
    });
  });

  describe("imported → pays once", () => {
    it("the payment buys the year after the imported 'payé jusqu’au'", async () => {
      const { user, viewer } = await member("importe@example.org");
      const importedUntil = new Date((await billingNow()).getTime() + 30 * DAY);
      await context.handle.db
        .update(users)
        .set({ importedPaidUntil: importedUntil })
        .where(eq(users.id, user.id));
      const imported = await step(user.id);
      expect(imported).toMatchObject({
        state: "active",
        label: "Adhésion valide",
        renewal: "none",
        emails: [],
      });
      sameDay(imported.date, importedUntil);
      const before = await billingOverview(await userRow(user.id));
      expect(before.oneTime.allowed).toBe(true);
      sameDay(before.oneTime.from, importedUntil);

      await payOnce(viewer, user.id);
      const paid = await step(user.id);
      expect(paid).toMatchObject({ state: "active", emails: ["payment-receipt"] });
      sameDay(paid.date, addParisYears(importedUntil, 1));
    });
  });

  describe("admin grant of the 0 € tier (observed 4)", () => {
    it("a member cannot take it nor subscribe at 0 €; an administrator grants a journaled year", async () => {
      const { user, viewer } = await member("premiere@example.org");
      await expect(updateMemberTier(viewer, user.id, "first-time")).rejects.toThrow(
        /Seul un administrateur/,
      );
      await expect(
        createCardSetup(viewer, await userRow(user.id), "recurring", "first-time"),
      ).rejects.toThrow(/attribuée par un administrateur/);
      await expect(
        createOneTimePayment(viewer, await userRow(user.id), "first-time"),
      ).rejects.toThrow();
      expect(
        await startSubscription(provider, {
          customerId: "sim_cus_none",
          paymentMethodId: null,
          metadata: { userId: user.id, tierId: "first-time", purpose: "recurring" },
          idempotencyKey: `free:${user.id}`,
        }),
      ).toBeNull();
      const nothing = await step(user.id);
      expect(nothing).toMatchObject({ state: "none", label: "Aucun paiement", date: null });

      await updateMemberTier(admin, user.id, "first-time");
      const today = await billingNow();
      const granted = await step(user.id);
      expect(granted).toMatchObject({
        state: "active",
        renewal: "none",
        label: "Adhésion valide",
        nextCharge: null,
      });
      sameDay(granted.date, addParisYears(today, 1));
      const journal = await context.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.memberId, user.id), eq(auditLog.action, "membership.grant")));
      expect(journal).toHaveLength(1);
      expect(journal[0]!.actorId).toBe(admin.id);
    });
  });
  // ---------------------------------------------------------------------------------------------
  // No period paid twice: whatever pays a period apart while a renewal runs (or before it is
  // reactivated) moves its next charge to the end of what is covered; after a year and a day of
  // the simulated clock each period is paid once, in our ledger and at the provider.

  /** The member's paid periods (ledger), and the provider's paid invoices for the customer. */
  async function charges(userId: string) {
    const lines = await context.handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "succeeded")));
    const paid = lines
      .filter((line) => line.amountCents > 0 && !line.canceledAt)
      .map((line) => ({
        ...paymentCoverage(line),
        method: line.method,
        flag: line.alreadyPaidUntil,
      }))
      .sort((a, b) => a.from.getTime() - b.from.getTime());
    const [customer] = await context.handle.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, userId));
    const invoices = customer
      ? await context.handle.db
          .select()
          .from(simulatedObjects)
          .where(
            and(
              eq(simulatedObjects.kind, "invoice"),
              sql`${simulatedObjects.data}->>'customer' = ${customer.providerCustomerId}`,
              sql`${simulatedObjects.data}->>'status' = 'paid'`,
              sql`(${simulatedObjects.data}->>'amountCents')::int > 0`,
            ),
          )
      : [];
    return { paid, providerInvoices: invoices.length };
  }

  /** No two paid periods overlap (a day's margin for Paris and UTC years). */
  function expectEachPeriodPaidOnce(paid: { from: Date; until: Date }[]) {
    for (let i = 1; i < paid.length; i += 1)
      expect(paid[i]!.from.getTime()).toBeGreaterThanOrEqual(paid[i - 1]!.until.getTime() - DAY);
  }

  async function offline(userId: string, method: "cheque" | "transfer") {
    const now = await billingNow();
    const paidOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
    await recordOfflinePayment(
      admin,
      {
        userId,
        amount: "120",
        paidOn,
        method,
        reference: "R1",
        idempotencyKey: randomUUID(),
        confirmAmount: undefined,
      },
      now,
    );
  }

  describe("no period paid twice", () => {
    it("reactivating after paying ahead charges first when the paid year ends", async () => {
      const start = await billingNow();
      const { user, viewer } = await recurringMember("reactive-apres-paiement@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: true });
      await payOnce(viewer, user.id);
      await setSubscriptionCancellation(viewer, await userRow(user.id), { cancel: false });
      const reactivated = await step(user.id);
      const paidEnd = addParisYears(trialEnd, 1);
      expect(reactivated).toMatchObject({
        state: "active",
        renewal: "automatic",
        nextCharge: `120.00 € le ${day(paidEnd)} (Praticien hospitalier en exercice)`,
      });

      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const afterYear = await charges(user.id);
      expect(afterYear.paid).toHaveLength(1);
      expect(afterYear.providerInvoices).toBe(0);
      sameDay((await step(user.id)).date, paidEnd);

      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const afterTwo = await charges(user.id);
      expect(afterTwo.paid.map((line) => line.method)).toEqual(["card", "card"]);
      expect(afterTwo.providerInvoices).toBe(1);
      expectEachPeriodPaidOnce(afterTwo.paid);
      expect(afterTwo.paid.every((line) => line.flag === null)).toBe(true);
    });

    for (const method of ["cheque", "transfer"] as const) {
      it(`a ${method} while the renewal runs moves the next charge after the year it buys`, async () => {
        const start = await billingNow();
        const { user } = await recurringMember(`${method}-pendant-renouvellement@example.org`);
        const trialEnd = new Date(start.getTime() + 365 * DAY);
        await offline(user.id, method);
        const paid = await step(user.id);
        const paidEnd = addParisYears(trialEnd, 1);
        expect(paid).toMatchObject({
          state: "active",
          renewal: "automatic",
          nextCharge: `120.00 € le ${day(paidEnd)} (Praticien hospitalier en exercice)`,
          emails: ["payment-receipt"],
        });
        sameDay(paid.date, paidEnd);

        await runDueBilling({ now: await advanceSimulatedClock(366) });
        const { paid: lines, providerInvoices } = await charges(user.id);
        expect(lines.map((line) => line.method)).toEqual([method]);
        expect(providerInvoices).toBe(0);
      });
    }

    for (const method of ["cheque", "transfer"] as const) {
      it(`a past-due renewal paid by ${method}: the retries stop, the next charge comes when the ${method}'s year ends`, async () => {
        const { user, viewer } = await recurringMember(
          `${method}-impaye@example.org`,
          SIMULATED_CARDS.declinesWhenCharged,
        );
        await runDueBilling({ now: await advanceSimulatedClock(366) });
        expect(await step(user.id)).toMatchObject({ state: "past_due", renewal: "failed" });
        // What the staff form says before the click: the year the payment covers, and the move.
        const { paymentToday } = await memberAdminView(assertAdminViewer(admin), user.id);

        await offline(user.id, method);
        const [line] = (await charges(user.id)).paid;
        expect(line!.method).toBe(method);
        sameDay(paymentToday.until, line!.until);
        sameDay(paymentToday.nextChargeAt, line!.until);
        const paid = await step(user.id);
        expect(paid).toMatchObject({
          state: "active",
          renewal: "automatic",
          nextCharge: `120.00 € le ${day(line!.until)} (Praticien hospitalier en exercice)`,
        });
        expect(paid.emails).toContain("payment-receipt");
        sameDay(paid.date, line!.until);
        const overview = await billingOverview(await userRow(user.id));
        expect(overview.pastDue).toBeNull();

        // A working card for the next year: nothing is open, so nothing is charged now.
        const setup = await createCardSetup(viewer, await userRow(user.id), "card_update");
        expect(
          await confirmSimulatedIntent(
            await userRow(user.id),
            setup.setupIntentId!,
            setup.clientSecret,
            SIMULATED_CARDS.accepted,
          ),
        ).toBe("none");
        // The retries (3 and 7 days on) charge nothing; a year and a day after the ${method} (dated
        // at noon on its day), one charge, for the year after the ${method}'s.
        await runDueBilling({ now: await advanceSimulatedClock(8) });
        expect((await charges(user.id)).providerInvoices).toBe(0);
        await runDueBilling({ now: await advanceSimulatedClock(367 - 8) });
        const after = await charges(user.id);
        expect(after.paid.map((row) => row.method)).toEqual([method, "card"]);
        expect(after.providerInvoices).toBe(1);
        sameDay(after.paid[1]!.from, line!.until);
        expectEachPeriodPaidOnce(after.paid);
        expect(after.paid.every((row) => row.flag === null)).toBe(true);
        expect(await step(user.id)).toMatchObject({ state: "active", renewal: "automatic" });
      });
    }

    it("a staff grant while the renewal runs: nothing charged during the granted year", async () => {
      const { user } = await recurringMember("grant-pendant-renouvellement@example.org");
      await updateMemberTier(admin, user.id, "first-time");
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      const { paid, providerInvoices } = await charges(user.id);
      expect(paid).toHaveLength(0);
      expect(providerInvoices).toBe(0);
      expect((await step(user.id)).state).toBe("active");
    });

    it("an imported «\u00a0payé jusqu’au\u00a0» extended while the renewal runs moves the charge", async () => {
      const start = await billingNow();
      const { user } = await recurringMember("import-pendant-renouvellement@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      await context.handle.db
        .update(users)
        .set({ importedPaidUntil: new Date(start.getTime() + 10 * DAY) })
        .where(eq(users.id, user.id));
      const extended = addParisYears(trialEnd, 1);
      // The day typed is the last day covered: the charge comes the day after.
      const paidUntil = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
        new Date(extended.getTime() - DAY),
      );
      await updateImportedValidity(admin, { userId: user.id, paidUntil });
      const moved = await step(user.id);
      expect(moved.nextCharge).toContain(`le ${day(extended)}`);
      await runDueBilling({ now: await advanceSimulatedClock(366) });
      expect((await charges(user.id)).providerInvoices).toBe(0);
    });

    it("import «\u00a0payé jusqu’au\u00a0», then the renewal starts: first charge when the import ends", async () => {
      const { user, viewer } = await member("import-puis-renouvellement@example.org");
      const importedUntil = new Date((await billingNow()).getTime() + 40 * DAY);
      await context.handle.db
        .update(users)
        .set({ importedPaidUntil: importedUntil })
        .where(eq(users.id, user.id));
      const setup = await createCardSetup(viewer, await userRow(user.id), "recurring");
      await confirmSimulatedIntent(
        await userRow(user.id),
        setup.setupIntentId!,
        setup.clientSecret,
        SIMULATED_CARDS.accepted,
      );
      const renewing = await step(user.id);
      expect(renewing.state).toBe("active");
      sameDay(renewing.date, importedUntil);
      await runDueBilling({ now: await advanceSimulatedClock(30) });
      expect((await charges(user.id)).paid).toHaveLength(0);
      await runDueBilling({ now: await advanceSimulatedClock(15) });
      const { paid } = await charges(user.id);
      expect(paid).toHaveLength(1);
      expect(paid[0]!.from.getTime()).toBeGreaterThanOrEqual(importedUntil.getTime() - DAY);
    });

    it("a provider charge for a period already paid apart is flagged for staff", async () => {
      const start = await billingNow();
      const { user } = await recurringMember("course-prestataire@example.org");
      const trialEnd = new Date(start.getTime() + 365 * DAY);
      // A cheque written straight into the ledger, as if its move had not reached the provider
      // before the renewal charged (a race with Stripe); the provider runs without our daily pass.
      await context.handle.db.insert(payments).values({
        userId: user.id,
        amountCents: 12000,
        status: "succeeded",
        provider: "offline",
        method: "cheque",
        providerPaymentId: `offline_${randomUUID()}`,
        paidAt: start,
        coversUntil: addParisYears(trialEnd, 1),
      });
      await provider.runDue(await advanceSimulatedClock(366));
      const { paid } = await charges(user.id);
      const card = paid.find((line) => line.method === "card");
      expect(card?.flag).not.toBeNull();
      sameDay(card!.flag!, addParisYears(trialEnd, 1));
    });
  });
});
