import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  emailOutbox,
  mailbox,
  paymentCustomers,
  payments,
  rateLimits,
  signups,
  subscriptions,
  tiers,
  users,
} from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { anonymizeMember } from "@/lib/members/gdpr";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { withDeclinedCardNextStep } from "@/lib/payments/declined-card";
import { DECLINED_MESSAGE } from "@/lib/payments/simulated";
import { countSimulated } from "../helpers/payments";
import { requestSignupCode } from "@/lib/signup/code-request";
import { confirmSignupCode, confirmSimulatedCard } from "@/lib/signup/payment-steps";
import { describeEachDatabase } from "../helpers/databases";

// The signup on the simulated provider: the code before anything is made, the same answer for an
// existing address, a declined card that changes nothing, retries that make nothing twice.

const codeFromSubject = (subject: string) => /(\d{6})$/.exec(subject)?.[1] ?? "";
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: "Camille",
  lastname: "Nouvelle",
  email,
  hospital: "CHU de Nantes",
  tierId: "assistant",
  statutes: true,
  ...extra,
});

describeEachDatabase("signup", (context) => {
  beforeAll(() => overridePaymentProvider(newSimulatedProvider()));

  async function lastCode(email: string): Promise<string> {
    const mails = (await listMailboxMessages()).filter(
      (m) => m.to === email && /code de confirmation/.test(m.subject),
    );
    // Newest first.
    return codeFromSubject(mails[0]!.subject);
  }

  it("refuses missing fields, a missing tier and unaccepted statutes with the spec’s messages", async () => {
    await expect(
      requestSignupCode(form("a@example.org", { firstname: "" }), "1.1.1.1"),
    ).rejects.toThrow("Veuillez remplir tous les champs obligatoires.");
    await expect(
      requestSignupCode(form("a@example.org", { tierId: "" }), "1.1.1.1"),
    ).rejects.toThrow("Veuillez sélectionner un type d’adhésion.");
    await expect(
      requestSignupCode(form("a@example.org", { tierId: "first-time" }), "1.1.1.1"),
    ).rejects.toThrow("Veuillez sélectionner un type d’adhésion.");
    await expect(
      requestSignupCode(form("a@example.org", { statutes: false }), "1.1.1.1"),
    ).rejects.toThrow("Veuillez accepter les statuts du SRH.");
  });

  it("confirms only the signup’s own card intent, never another’s whose id and secret are known (issue #17)", async () => {
    await requestSignupCode(form("intent-a@example.org"), "1.1.1.9");
    const stepA = await confirmSignupCode(
      "intent-a@example.org",
      await lastCode("intent-a@example.org"),
      "1.1.1.9",
    );
    await requestSignupCode(form("intent-b@example.org"), "1.1.1.9");
    const stepB = await confirmSignupCode(
      "intent-b@example.org",
      await lastCode("intent-b@example.org"),
      "1.1.1.9",
    );
    if (stepA.kind !== "card" || stepB.kind !== "card") throw new Error("card steps expected");
    await expect(
      confirmSimulatedCard(
        "intent-a@example.org",
        stepB.intentId,
        stepB.clientSecret,
        "4242 4242 4242 4242",
      ),
    ).rejects.toThrow("Confirmez d’abord votre adresse");
    const [signupB] = await context.handle.db
      .select()
      .from(signups)
      .where(eq(signups.email, "intent-b@example.org"));
    expect(signupB!.status).toBe("confirmed");
    expect(
      await context.handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, signupB!.userId!)),
    ).toHaveLength(0);
  });

  it("makes nothing before the code; a declined card changes nothing; the good card completes once", async () => {
    const email = "nouvelle@example.org";
    await requestSignupCode(form("Nouvelle@Example.org"), "1.1.1.2");
    expect(await context.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      0,
    );
    const [signup] = await context.handle.db.select().from(signups).where(eq(signups.email, email));
    expect(signup).toMatchObject({ status: "pending", tierId: "assistant", recurring: true });

    const step = await confirmSignupCode(email, await lastCode(email), "1.1.1.2");
    expect(step).toMatchObject({ kind: "card", provider: "simulated", amountCents: 3000 });
    if (step.kind !== "card") throw new Error("card step expected");
    const customersBefore = await countSimulated("customer");

    await expect(
      confirmSimulatedCard(email, step.intentId, step.clientSecret, "4000 0000 0000 0002"),
    ).rejects.toThrow(withDeclinedCardNextStep(DECLINED_MESSAGE));
    expect(await context.handle.db.select().from(subscriptions)).toHaveLength(0);

    const done = await confirmSimulatedCard(
      email,
      step.intentId,
      step.clientSecret,
      "4242 4242 4242 4242",
    );
    expect(done).toMatchObject({ kind: "done", recurring: true });
    // A retry of the last call (lost answer) completes nothing twice.
    await confirmSimulatedCard(email, step.intentId, step.clientSecret, "4242 4242 4242 4242");
    expect(await countSimulated("customer")).toBe(customersBefore);
    const [user] = await context.handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ tierId: "assistant", firstname: "Camille" });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(
      await context.handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user!.id)),
    ).toHaveLength(1);
    expect(
      await context.handle.db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, user!.id)),
    ).toHaveLength(1);
    const welcome = (await listMailboxMessages()).filter(
      (m) => m.to === email && m.subject === "Bienvenue au SRH",
    );
    expect(welcome).toHaveLength(1);
  });

  it("answers an existing address the same, e-mails it instead of a code and makes nothing", async () => {
    await context.handle.db.delete(mailbox);
    const before = await context.handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
    await expect(
      requestSignupCode(form("nouvelle@example.org", { tierId: "practicing" }), "1.1.1.3"),
    ).resolves.toEqual({ email: "nouvelle@example.org", outcome: "sent" });
    const mails = await listMailboxMessages();
    expect(mails.map((m) => m.subject)).toEqual(["Votre adhésion au SRH"]);
    expect(await context.handle.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(
      before,
    );
  });

  it("completes a one-time signup without a card, with its offered year", async () => {
    const email = "ponctuel@example.org";
    await requestSignupCode(form(email, { recurring: false, tierId: "retired" }), "1.1.1.4");
    const step = await confirmSignupCode(email, await lastCode(email), "1.1.1.4");
    expect(step).toMatchObject({ kind: "done", recurring: false });
    const [signup] = await context.handle.db.select().from(signups).where(eq(signups.email, email));
    expect(signup!.status).toBe("completed");
    expect(signup!.freeYearEndsAt).not.toBeNull();
  });

  it("lets an erased member’s address join again: the erasure removes the signup", async () => {
    const db = context.handle.db;
    const email = "revenante@example.org";
    await requestSignupCode(form(email, { recurring: false }), "1.1.1.6");
    await confirmSignupCode(email, await lastCode(email), "1.1.1.6");
    const [first] = await db.select().from(users).where(eq(users.email, email));
    await db.transaction((tx) =>
      anonymizeMember(tx, first!, { actor: null, action: "member.erase", summary: "test" }),
    );
    expect(await db.select().from(signups).where(eq(signups.userId, first!.id))).toEqual([]);

    await requestSignupCode(form(email, { recurring: false, firstname: "Revenue" }), "1.1.1.6");
    expect(await confirmSignupCode(email, await lastCode(email), "1.1.1.6")).toMatchObject({
      kind: "done",
    });
    const [again] = await db.select().from(users).where(eq(users.email, email));
    expect(again).toMatchObject({ firstname: "Revenue", anonymizedAt: null });
    expect(again!.id).not.toBe(first!.id);
  });

  it("frees the address of a signup whose account was erased before, or now uses another address", async () => {
    const db = context.handle.db;
    // Erased before erasures removed signups: the row is still there, completed.
    const erased = "efface-avant@example.org";
    await requestSignupCode(form(erased, { recurring: false }), "1.1.1.7");
    await confirmSignupCode(erased, await lastCode(erased), "1.1.1.7");
    await db
      .update(users)
      .set({ email: "supprime-x@anonyme.invalid", anonymizedAt: new Date() })
      .where(eq(users.email, erased));
    await requestSignupCode(form(erased, { recurring: false }), "1.1.1.7");
    expect(await confirmSignupCode(erased, await lastCode(erased), "1.1.1.7")).toMatchObject({
      kind: "done",
    });

    // A member who changed address keeps their offered year; their old address may join.
    const moved = "ancienne@example.org";
    await requestSignupCode(form(moved, { recurring: false }), "1.1.1.8");
    await confirmSignupCode(moved, await lastCode(moved), "1.1.1.8");
    const [member] = await db.select().from(users).where(eq(users.email, moved));
    await db
      .update(users)
      .set({ email: "nouvelle-adresse@example.org" })
      .where(eq(users.id, member!.id));
    await requestSignupCode(form(moved, { recurring: false }), "1.1.1.8");
    expect(await confirmSignupCode(moved, await lastCode(moved), "1.1.1.8")).toMatchObject({
      kind: "done",
    });
    const [kept] = await db.select().from(signups).where(eq(signups.userId, member!.id));
    expect(kept).toMatchObject({ status: "completed", freeYearEndsAt: expect.any(Date) });
    expect(kept!.email).not.toBe(moved);
  });

  it("resumes a signup left after its code: a new code, the card step for the tier now chosen, the offered year", async () => {
    const db = context.handle.db;
    const email = "interrompue@example.org";
    await requestSignupCode(form(email), "1.1.1.9");
    const first = await confirmSignupCode(email, await lastCode(email), "1.1.1.9");
    if (first.kind !== "card") throw new Error("card step expected");
    // The page was closed at the card step; the form is sent again later, for another tier.
    await requestSignupCode(form(email, { tierId: "retired" }), "1.1.1.9");
    const [latest] = await listMailboxMessages({ to: email });
    expect(latest?.subject).toMatch(/^Votre code de confirmation SRH\s: \d{6}$/);
    const step = await confirmSignupCode(email, await lastCode(email), "1.1.1.9");
    const [retired] = await db.select().from(tiers).where(eq(tiers.id, "retired"));
    expect(step).toMatchObject({
      kind: "card",
      amountCents: retired!.priceCents,
      tierTitle: retired!.title,
    });
    if (step.kind !== "card") throw new Error("card step expected");
    const done = await confirmSimulatedCard(
      email,
      step.intentId,
      step.clientSecret,
      "4242 4242 4242 4242",
    );
    expect(done.kind).toBe("done");
    if (done.kind !== "done") throw new Error("done expected");
    expect(done.freeYearEndsAt.getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60 * 1000);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.tierId).toBe("retired");
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user!.id));
    expect(subscription).toMatchObject({ status: "trialing", tierId: "retired" });
    expect(await db.select().from(payments).where(eq(payments.userId, user!.id))).toEqual([]);
    // Completed: the address is now told it has an account.
    await requestSignupCode(form(email), "1.1.1.9");
    expect((await listMailboxMessages({ to: email }))[0]?.subject).toBe("Votre adhésion au SRH");
  });

  it("lets the owner ask a code after a third party spent its own share of the address’s sends (issue 20, M1)", async () => {
    const email = "cible-inscription@example.org";
    for (let i = 0; i < 5; i++) await requestSignupCode(form(email), "198.51.100.66");
    await expect(requestSignupCode(form(email), "198.51.100.66")).rejects.toThrow(
      "Trop de demandes de code pour cette adresse. Veuillez réessayer dans une heure.",
    );
    await requestSignupCode(form(email), "192.0.2.10");
    const code = await lastCode(email);
    await expect(confirmSignupCode(email, code, "192.0.2.10")).resolves.toBeTruthy();
  });

  it("confirms with the code received after twenty client addresses asked codes for the address and three typed five wrong codes each", async () => {
    const email = "cible-plafond@example.org";
    const owner = "198.51.100.80";
    const start = new Date();
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const emailsTo = async () => ({
      delivered: (await context.handle.db.select().from(mailbox).where(eq(mailbox.to, email)))
        .length,
      queued: (
        await context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
      ).length,
    });
    await requestSignupCode(form(email), owner, { now: start });
    const code = await lastCode(email);
    const outcomes: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const { outcome } = await requestSignupCode(form(email), `192.0.2.${i}`, {
        now: minutes(1),
      });
      outcomes.push(outcome);
    }
    // The owner's request and nineteen others reach the address's ceiling of twenty an hour.
    expect(outcomes).toEqual([...Array<string>(19).fill("sent"), "already-sent"]);
    expect(await emailsTo()).toEqual({ delivered: 20, queued: 20 });
    // The owner sending her corrected form again is told her last code stays valid; nothing is
    // sent, and the form is kept for that code.
    expect(
      await requestSignupCode(form(email, { firstname: "Camille-Anne" }), owner, {
        now: minutes(2),
      }),
    ).toEqual({ email, outcome: "already-sent" });
    expect(await emailsTo()).toEqual({ delivered: 20, queued: 20 });

    const sent = new Set(
      (await listMailboxMessages({ to: email })).map((m) => codeFromSubject(m.subject)),
    );
    const wrong = ["000000", "111111", "222222"].find((guess) => !sent.has(guess))!;
    for (const guesser of ["203.0.113.30", "203.0.113.31", "203.0.113.32"]) {
      for (let i = 0; i < 5; i++) {
        await expect(confirmSignupCode(email, wrong, guesser, { now: minutes(2) })).rejects.toThrow(
          "Code invalide",
        );
      }
    }
    await expect(confirmSignupCode(email, code, owner, { now: minutes(3) })).resolves.toMatchObject(
      { kind: "card" },
    );
    const [user] = await context.handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.firstname).toBe("Camille-Anne");
  });

  it("keeps the owner’s code alive when another client address asks a code for the same address", async () => {
    const email = "code-vivant@example.org";
    await requestSignupCode(form(email), "198.51.100.81");
    const code = await lastCode(email);
    await requestSignupCode(form(email), "203.0.113.81");
    await expect(confirmSignupCode(email, code, "198.51.100.81")).resolves.toMatchObject({
      kind: "card",
    });
  });

  it("sends a client at most 10 codes a day for one address, as login codes, with no wait between two", async () => {
    const email = "dix-par-jour@example.org";
    const client = "198.51.100.77";
    // Eight sends earlier today, each more than an hour ago (the hourly count has forgotten them).
    const { db } = context.handle;
    await db.insert(rateLimits).values(
      Array.from({ length: 8 }, (_, hour) => ({
        bucket: `signup-send:email:${email}:client:${client}`,
        createdAt: sql`now() - make_interval(hours => ${hour + 2})`,
      })),
    );
    // The ninth, and the tenth at once after a form corrected: no one-minute wait.
    await requestSignupCode(form(email), client);
    await requestSignupCode(form(email), client);
    await expect(requestSignupCode(form(email), client)).rejects.toThrow(
      "Trop de demandes de code pour cette adresse aujourd’hui. Veuillez réessayer demain.",
    );
    // Another client address still has its own share.
    await requestSignupCode(form(email), "192.0.2.77");
  });

  it("refuses a wrong code", async () => {
    const email = "faux@example.org";
    await requestSignupCode(form(email), "1.1.1.5");
    await expect(confirmSignupCode(email, "000000", "1.1.1.5")).rejects.toThrow("Code invalide");
  });
});
