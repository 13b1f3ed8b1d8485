import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { auditLog, contactMessages, newsletterSubscribers, otpCodes, outbox, payments, rateLimits, revokedSessions, users } from "@/lib/db/schema";
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
    for (const table of [auditLog, contactMessages, newsletterSubscribers, otpCodes, outbox, rateLimits, revokedSessions, payments]) await db.delete(table);
    await db.delete(users);
  });

  it("removes exactly what is past its period and records the counts", async () => {
    const db = context.handle.db;
    const message = (email: string, createdAt: Date) => ({ subject: "autre" as const, isMember: false, identity: "X", email, message: "m", createdAt });
    await db.insert(contactMessages).values([message("vieux@example.org", ago(3 * YEAR + DAY)), message("recent@example.org", ago(3 * YEAR - DAY))]);

    const [kept] = await db.insert(users).values({ email: "membre@example.org", firstname: "A", lastname: "B", emailVerifiedAt: ago(400 * DAY), createdAt: ago(400 * DAY) }).returning();
    const [payer] = await db.insert(users).values({ email: "payeur@example.org", firstname: "A", lastname: "B", createdAt: ago(60 * DAY) }).returning();
    await db.insert(payments).values({ userId: payer!.id, amountCents: 12000, status: "succeeded", provider: "simulated" });
    await db.insert(users).values([
      { email: "jamais.confirme@example.org", firstname: "A", lastname: "B", createdAt: ago(31 * DAY) },
      { email: "pas.encore@example.org", firstname: "A", lastname: "B", createdAt: ago(29 * DAY) },
    ]);

    const code = { email: "membre@example.org", userId: kept!.id, purpose: "login" as const, codeHash: "h" };
    await db.insert(otpCodes).values([
      { ...code, expiresAt: ago(-5 * 60_000), createdAt: ago(5 * 60_000) },
      { ...code, expiresAt: ago(60_000), createdAt: ago(11 * 60_000) },
      { ...code, expiresAt: ago(-5 * 60_000), consumedAt: ago(60_000), createdAt: ago(2 * 60_000) },
    ]);
    await db.insert(rateLimits).values([{ bucket: "a", createdAt: ago(25 * 3_600_000) }, { bucket: "b", createdAt: ago(23 * 3_600_000) }]);
    await db.insert(revokedSessions).values([
      { tokenId: "expire", userId: kept!.id, expiresAt: ago(1000) },
      { tokenId: "valide", userId: kept!.id, expiresAt: ago(-DAY) },
    ]);
    const subscriber = (email: string, status: "pending" | "confirmed" | "unsubscribed", createdAt: Date, unsubscribedAt: Date | null = null) => ({
      email,
      status,
      createdAt,
      unsubscribedAt,
      unsubscribeToken: `jeton-${email}`,
    });
    await db.insert(newsletterSubscribers).values([
      subscriber("parti.vieux@example.org", "unsubscribed", ago(5 * YEAR), ago(3 * YEAR + DAY)),
      subscriber("parti.recent@example.org", "unsubscribed", ago(5 * YEAR), ago(3 * YEAR - DAY)),
      subscriber("jamais.clique@example.org", "pending", ago(31 * DAY)),
      subscriber("en.attente@example.org", "pending", ago(29 * DAY)),
      subscriber("fidele@example.org", "confirmed", ago(10 * YEAR)),
    ]);
    const mail = (subject: string, createdAt: Date) => ({ to: "x@example.org", from: "f", subject, text: "t", html: "h", createdAt });
    await db.insert(outbox).values([mail("vieux", ago(31 * DAY)), mail("recent", ago(29 * DAY))]);

    expect(await runRetentionPurges({ now })).toEqual({
      contactMessages: 1,
      newsletterSubscribers: 2,
      loginCodes: 2,
      rateLimitEvents: 1,
      revokedSessions: 1,
      outboxMessages: 1,
      unconfirmedAccounts: 1,
    });
    expect((await db.select().from(contactMessages)).map((row) => row.email)).toEqual(["recent@example.org"]);
    expect((await db.select().from(otpCodes)).map((row) => row.consumedAt)).toEqual([null]);
    expect((await db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
      "en.attente@example.org",
      "fidele@example.org",
      "parti.recent@example.org",
    ]);
    expect((await db.select().from(rateLimits)).map((row) => row.bucket)).toEqual(["b"]);
    expect((await db.select().from(revokedSessions)).map((row) => row.tokenId)).toEqual(["valide"]);
    expect((await db.select().from(outbox)).map((row) => row.subject)).toEqual(["recent"]);
    expect((await db.select({ email: users.email }).from(users)).map((row) => row.email).sort()).toEqual([
      "membre@example.org",
      "pas.encore@example.org",
      "payeur@example.org",
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(audit).toMatchObject({ actorId: null, entity: "purge", summary: "Purge de conservation : 9 élément(s) supprimé(s)" });
    expect(audit?.details).toMatchObject({ contactMessages: 1, unconfirmedAccounts: 1 });

    // A second run the same day finds nothing more, and says so.
    expect(Object.values(await runRetentionPurges({ now })).every((count) => count === 0)).toBe(true);
  });
});
