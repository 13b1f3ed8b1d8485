import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  attestations,
  auditLog,
  contactMessages,
  newsletterSubscribers,
  otpCodes,
  emailOutbox,
  mailbox,
  payments,
  rateLimits,
  revokedSessions,
  signups,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { runRetentionPurges } from "@/lib/retention/purges";
import { describeEachDatabase } from "../helpers/databases";

// The retention purges remove exactly what is past its period, nothing younger, and say so in
// the audit log.

const now = new Date("2026-11-23T09:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

describeEachDatabase("retention purges", (context) => {
  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of [
      attestations,
      auditLog,
      contactMessages,
      newsletterSubscribers,
      otpCodes,
      mailbox,
      emailOutbox,
      rateLimits,
      revokedSessions,
      payments,
      signups,
      subscriptions,
    ])
      await db.delete(table);
    await db.delete(users);
  });

  it("removes exactly what is past its period and records the counts", async () => {
    const db = context.handle.db;
    const message = (email: string, createdAt: Date) => ({
      subject: "autre" as const,
      isMember: false,
      identity: "X",
      email,
      message: "m",
      createdAt,
    });
    await db
      .insert(contactMessages)
      .values([
        message("vieux@example.org", ago(3 * YEAR + DAY)),
        message("recent@example.org", ago(3 * YEAR - DAY)),
      ]);

    const [kept] = await db
      .insert(users)
      .values({
        email: "membre@example.org",
        firstname: "A",
        lastname: "B",
        emailVerifiedAt: ago(400 * DAY),
        createdAt: ago(400 * DAY),
      })
      .returning();
    const [payer] = await db
      .insert(users)
      .values({
        email: "payeur@example.org",
        firstname: "A",
        lastname: "B",
        createdAt: ago(60 * DAY),
      })
      .returning();
    await db.insert(payments).values({
      userId: payer!.id,
      amountCents: 12000,
      status: "succeeded",
      provider: "simulated",
      paidAt: ago(60 * DAY),
    });
    await db.insert(users).values([
      {
        email: "jamais.confirme@example.org",
        firstname: "A",
        lastname: "B",
        createdAt: ago(31 * DAY),
      },
      { email: "pas.encore@example.org", firstname: "A", lastname: "B", createdAt: ago(29 * DAY) },
    ]);

    const code = {
      email: "membre@example.org",
      userId: kept!.id,
      purpose: "login" as const,
      codeHash: "h",
    };
    await db.insert(otpCodes).values([
      { ...code, expiresAt: ago(-5 * 60_000), createdAt: ago(5 * 60_000) },
      { ...code, expiresAt: ago(60_000), createdAt: ago(11 * 60_000) },
      { ...code, expiresAt: ago(-5 * 60_000), consumedAt: ago(60_000), createdAt: ago(2 * 60_000) },
    ]);
    await db.insert(rateLimits).values([
      { bucket: "a", createdAt: ago(25 * 3_600_000) },
      { bucket: "b", createdAt: ago(23 * 3_600_000) },
    ]);
    await db.insert(revokedSessions).values([
      { tokenId: "expire", userId: kept!.id, expiresAt: ago(1000) },
      { tokenId: "valide", userId: kept!.id, expiresAt: ago(-DAY) },
    ]);
    const subscriber = (
      email: string,
      status: "pending" | "confirmed" | "unsubscribed",
      createdAt: Date,
      unsubscribedAt: Date | null = null,
    ) => ({
      email,
      status,
      createdAt,
      unsubscribedAt,
      unsubscribeToken: `jeton-${email}`,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        subscriber("parti.vieux@example.org", "unsubscribed", ago(5 * YEAR), ago(3 * YEAR + DAY)),
        subscriber("parti.recent@example.org", "unsubscribed", ago(5 * YEAR), ago(3 * YEAR - DAY)),
        subscriber("jamais.clique@example.org", "pending", ago(31 * DAY)),
        subscriber("en.attente@example.org", "pending", ago(29 * DAY)),
        subscriber("fidele@example.org", "confirmed", ago(10 * YEAR)),
      ]);
    const mail = (subject: string, createdAt: Date) => ({
      to: "x@example.org",
      from: "f",
      subject,
      text: "t",
      html: "h",
      createdAt,
    });
    await db.insert(mailbox).values([mail("vieux", ago(31 * DAY)), mail("recent", ago(29 * DAY))]);
    const queued = (key: string, state: "sent" | "failed", createdAt: Date) => ({
      idempotencyKey: key,
      kind: "payment-receipt" as const,
      priority: 1,
      recipient: "x@example.org",
      subject: key,
      html: "h",
      text: "t",
      state,
      createdAt,
    });
    await db
      .insert(emailOutbox)
      .values([
        queued("envoye-vieux", "sent", ago(31 * DAY)),
        queued("echec-recent", "failed", ago(29 * DAY)),
      ]);

    expect(await runRetentionPurges({ now, realNow: now })).toEqual({
      contactMessages: 1,
      newsletterSubscribers: 2,
      loginCodes: 2,
      rateLimitEvents: 1,
      revokedSessions: 1,
      outboxMessages: 1,
      mailboxMessages: 1,
      unconfirmedAccounts: 1,
      unfinishedSignups: 0,
      formerMembers: 0,
      accountingRecords: 0,
      unusedUploads: 0,
    });
    expect((await db.select().from(contactMessages)).map((row) => row.email)).toEqual([
      "recent@example.org",
    ]);
    expect((await db.select().from(otpCodes)).map((row) => row.consumedAt)).toEqual([null]);
    expect((await db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
      "en.attente@example.org",
      "fidele@example.org",
      "parti.recent@example.org",
    ]);
    expect((await db.select().from(rateLimits)).map((row) => row.bucket)).toEqual(["b"]);
    expect((await db.select().from(revokedSessions)).map((row) => row.tokenId)).toEqual(["valide"]);
    expect((await db.select().from(mailbox)).map((row) => row.subject)).toEqual(["recent"]);
    expect((await db.select().from(emailOutbox)).map((row) => row.subject)).toEqual([
      "echec-recent",
    ]);
    expect(
      (await db.select({ email: users.email }).from(users)).map((row) => row.email).sort(),
    ).toEqual(["membre@example.org", "pas.encore@example.org", "payeur@example.org"]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(audit).toMatchObject({
      actorId: null,
      entity: "purge",
      summary: "Purge de conservation\u00a0: 10 éléments supprimés",
    });
    expect(audit?.details).toMatchObject({ contactMessages: 1, unconfirmedAccounts: 1 });

    // A second run the same day finds nothing more, and says so.
    expect(
      Object.values(await runRetentionPurges({ now, realNow: now })).every((count) => count === 0),
    ).toBe(true);
  });

  it("keeps e-mails 30 days of real time, whatever the billing clock says (the demo moves it forward)", async () => {
    const db = context.handle.db;
    const realNow = new Date();
    await db.insert(mailbox).values({
      to: "x@example.org",
      from: "f",
      subject: "rappel d’hier",
      text: "t",
      html: "h",
      createdAt: new Date(realNow.getTime() - DAY),
    });
    await db.insert(emailOutbox).values({
      idempotencyKey: "rappel-hier",
      kind: "membership-reminder",
      priority: 2,
      recipient: "x@example.org",
      subject: "rappel d’hier",
      html: "h",
      text: "t",
      state: "sent",
      createdAt: new Date(realNow.getTime() - DAY),
    });
    // `npm run billing:advance -- --days 60`, then the daily job.
    const counts = await runRetentionPurges({ now: new Date(realNow.getTime() + 60 * DAY) });
    expect(counts).toMatchObject({ outboxMessages: 0, mailboxMessages: 0 });
    expect(await db.select().from(mailbox)).toHaveLength(1);
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("anonymises former members 5 years after their membership ended, keeping their payments, and drops unfinished signups after 30 days", async () => {
    const db = context.handle.db;
    const account = (email: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      email,
      firstname: "Ancien",
      lastname: "Membre",
      hospital: "CH",
      address: "1 rue",
      emailVerifiedAt: ago(12 * YEAR),
      createdAt: ago(12 * YEAR),
      ...extra,
    });
    const [gone, recent, admin] = await db
      .insert(users)
      .values([
        account("parti.il.y.a.longtemps@example.org"),
        account("parti.recemment@example.org"),
        account("admin.ancien@example.org", { isAdmin: true }),
      ])
      .returning();
    // Paid 6 years + 2 days ago: the year ended 5 years + 2 days ago. The other ended 5 years - 2 days ago.
    const payment = (userId: string, paidAt: Date) => ({
      userId,
      amountCents: 12000,
      status: "succeeded" as const,
      provider: "simulated" as const,
      method: "card" as const,
      paidAt,
    });
    await db
      .insert(payments)
      .values([
        payment(gone!.id, ago(6 * YEAR + 2 * DAY)),
        payment(recent!.id, ago(6 * YEAR - 2 * DAY)),
        payment(admin!.id, ago(8 * YEAR)),
      ]);
    await db.insert(signups).values([
      { email: "abandon@example.org", status: "pending", createdAt: ago(31 * DAY) },
      { email: "en.cours@example.org", status: "pending", createdAt: ago(2 * DAY) },
    ]);

    expect(await runRetentionPurges({ now })).toMatchObject({
      formerMembers: 1,
      unfinishedSignups: 1,
    });
    const [anonymised] = await db.select().from(users).where(eq(users.id, gone!.id));
    expect(anonymised).toMatchObject({
      firstname: "Compte",
      lastname: "supprimé",
      hospital: "",
      address: "",
      anonymizedAt: expect.any(Date),
    });
    expect(await db.select().from(payments).where(eq(payments.userId, gone!.id))).toHaveLength(1);
    expect(
      (await db.select().from(users).where(eq(users.id, recent!.id)))[0]!.anonymizedAt,
    ).toBeNull();
    expect(
      (await db.select().from(users).where(eq(users.id, admin!.id)))[0]!.anonymizedAt,
    ).toBeNull();
    expect(
      (await db.select({ email: signups.email }).from(signups)).map((row) => row.email),
    ).toEqual(["en.cours@example.org"]);
    expect(
      await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.action, "retention.anonymize")),
    ).toHaveLength(1);
    expect(await runRetentionPurges({ now })).toMatchObject({
      formerMembers: 0,
      unfinishedSignups: 0,
    });
  });

  it("deletes payments, ended subscriptions and attestations once their financial year is 10 years past, and nothing younger", async () => {
    const db = context.handle.db;
    const [member] = await db
      .insert(users)
      .values({
        email: "fidele.depuis.2014@example.org",
        firstname: "A",
        lastname: "B",
        emailVerifiedAt: ago(13 * YEAR),
      })
      .returning();
    const [ended] = await db
      .insert(subscriptions)
      .values({
        userId: member!.id,
        provider: "simulated",
        providerSubscriptionId: "ancien",
        status: "canceled",
        currentPeriodStart: new Date("2014-06-01T10:00:00Z"),
        currentPeriodEnd: new Date("2015-06-01T10:00:00Z"),
        endedAt: new Date("2015-06-01T10:00:00Z"),
      })
      .returning();
    const payment = (paidAt: string, subscriptionId: string | null = null) => ({
      userId: member!.id,
      subscriptionId,
      amountCents: 12000,
      status: "succeeded" as const,
      provider: "simulated" as const,
      method: "card" as const,
      paidAt: new Date(paidAt),
    });
    // In Paris, 31/12/2015 23:30 UTC is already 2016: kept until the end of 2026, like 2016's.
    await db
      .insert(payments)
      .values([
        payment("2014-06-01T10:00:00Z", ended!.id),
        payment("2015-12-31T22:30:00Z"),
        payment("2015-12-31T23:30:00Z"),
      ]);
    const attestation = (year: number, sequence: number) => ({
      userId: member!.id,
      year,
      version: 1,
      sequence,
      number: `SRH-${year}-${sequence}`,
      totalCents: 12000,
      paymentIds: [],
      pdf: new Uint8Array([37, 80, 68, 70]),
      issuedAt: new Date(`${year + 1}-01-05T08:00:00Z`),
    });
    await db.insert(attestations).values([attestation(2015, 1), attestation(2016, 1)]);

    // 23/11/2026: 2015 ended more than 10 years ago (on 31/12/2015); 2016 ends its period on 31/12/2026.
    expect(await runRetentionPurges({ now })).toMatchObject({ accountingRecords: 4 });
    expect(
      (await db.select({ paidAt: payments.paidAt }).from(payments)).map((row) =>
        row.paidAt?.toISOString(),
      ),
    ).toEqual(["2015-12-31T23:30:00.000Z"]);
    expect(
      (await db.select({ year: attestations.year }).from(attestations)).map((row) => row.year),
    ).toEqual([2016]);
    expect(await db.select().from(subscriptions)).toHaveLength(0);
    expect(await runRetentionPurges({ now: new Date("2027-01-01T00:30:00+01:00") })).toMatchObject({
      accountingRecords: 2,
    });
  });
});
