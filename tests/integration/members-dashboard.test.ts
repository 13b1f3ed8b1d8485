import { staffViewer } from "../helpers/users";
import { beforeAll, expect, it } from "vitest";
import { auditLog, payments, subscriptions, users } from "@/lib/db/schema";
import { loadDashboard, RENEWAL_WINDOW_DAYS } from "@/lib/members/dashboard";
import { countDirectory } from "@/lib/members/directory";
import { describeEachDatabase } from "../helpers/databases";

// The admin dashboard's figures, each equal to the count of the directory view it links to; dues
// per Paris calendar year with refunds subtracted.

const NOW = new Date("2026-06-15T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describeEachDatabase("admin dashboard", (context) => {
  beforeAll(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(payments);
    await db.delete(subscriptions);
    await db.delete(users);
    const rows = await db
      .insert(users)
      .values([
        {
          email: "a@example.org",
          firstname: "A",
          lastname: "A",
          tierId: "practicing",
          createdAt: daysAgo(500),
        },
        {
          email: "b@example.org",
          firstname: "B",
          lastname: "B",
          tierId: "retired",
          createdAt: daysAgo(400),
        },
        {
          email: "c@example.org",
          firstname: "C",
          lastname: "C",
          tierId: "practicing",
          createdAt: daysAgo(20),
        },
        {
          email: "d@example.org",
          firstname: "D",
          lastname: "D",
          tierId: null,
          createdAt: daysAgo(3),
        },
        {
          email: "e@example.org",
          firstname: "E",
          lastname: "E",
          tierId: "assistant",
          createdAt: daysAgo(900),
          anonymizedAt: daysAgo(1),
        },
        // F: registered over a year ago, never paid: counts against the conversion.
        {
          email: "f@example.org",
          firstname: "F",
          lastname: "F",
          tierId: null,
          createdAt: daysAgo(450),
        },
      ])
      .returning();
    const [a, b, c] = rows;
    await db.insert(payments).values([
      // A paid 345 days ago (ends in 20 days: a renewal due) and at 00:30 Paris on 1 January 2025 (counts for 2025, not 2024).
      {
        userId: a!.id,
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "1",
        paidAt: daysAgo(345),
        createdAt: daysAgo(345),
      },
      {
        userId: a!.id,
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "2",
        paidAt: new Date("2024-12-31T23:30:00Z"),
        createdAt: new Date("2024-12-31T23:30:00Z"),
      },
      // B: paid in 2025, half refunded; a cancelled cheque in 2026 counts for nothing.
      {
        userId: b!.id,
        amountCents: 6000,
        refundedCents: 3000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "3",
        paidAt: new Date("2025-03-01T10:00:00Z"),
        createdAt: new Date("2025-03-01T10:00:00Z"),
      },
      {
        userId: b!.id,
        amountCents: 6000,
        status: "succeeded",
        provider: "offline",
        method: "cheque",
        providerPaymentId: "4",
        paidAt: daysAgo(10),
        canceledAt: daysAgo(5),
        cancelReason: "erreur",
      },
      {
        userId: c!.id,
        amountCents: 12000,
        status: "failed",
        provider: "simulated",
        providerPaymentId: "5",
        createdAt: daysAgo(2),
      },
    ]);
    await db.insert(subscriptions).values({
      userId: c!.id,
      provider: "simulated",
      providerSubscriptionId: "s1",
      status: "trialing",
      currentPeriodStart: daysAgo(20),
      currentPeriodEnd: new Date(daysAgo(20).getTime() + 365 * 86_400_000),
    });
  });

  it("counts by state and tier, new members per month, dues per year, renewals, conversion; each equal to its directory", async () => {
    const dashboard = await loadDashboard(staffViewer(), NOW);
    expect(dashboard.total).toBe(5);
    expect(Object.fromEntries(dashboard.byState.map((row) => [row.state, row.count]))).toEqual({
      trial: 1,
      active: 1,
      past_due: 0,
      expired: 1,
      none: 2,
    });
    for (const row of dashboard.byState)
      expect(await countDirectory({ state: row.state }, NOW), row.state).toBe(row.count);
    // The renewal apart, each figure equal to its directory view too.
    expect(dashboard.byRenewal.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    for (const row of dashboard.byRenewal)
      expect(await countDirectory({ renewal: row.renewal }, NOW), row.renewal).toBe(row.count);
    for (const row of dashboard.byTier)
      expect(await countDirectory({ tier: (row.tierId ?? "none") as "none" }, NOW)).toBe(row.count);
    expect(dashboard.byTier.reduce((sum, row) => sum + row.count, 0)).toBe(5);

    expect(dashboard.newMembersByMonth).toHaveLength(24);
    expect(dashboard.newMembersByMonth.at(-1)).toEqual({ month: "2026-06", count: 1 });
    for (const row of dashboard.newMembersByMonth.filter((m) => m.count > 0))
      expect(await countDirectory({ joined: row.month }, NOW)).toBe(row.count);

    expect(dashboard.duesByYear).toEqual([{ year: 2025, cents: 12000 + 12000 + 3000, members: 2 }]);
    for (const row of dashboard.duesByYear)
      expect(await countDirectory({ paidYear: row.year }, NOW)).toBe(row.members);

    expect(dashboard.renewalsDue).toBe(1);
    expect(await countDirectory({ renewalDays: RENEWAL_WINDOW_DAYS }, NOW)).toBe(1);
    expect(dashboard.conversion).toEqual({ eligible: 3, paid: 2 });
    expect(await countDirectory({ conversion: "eligible" }, NOW)).toBe(
      dashboard.conversion.eligible,
    );
    expect(await countDirectory({ conversion: "paid" }, NOW)).toBe(dashboard.conversion.paid);
  });
});
