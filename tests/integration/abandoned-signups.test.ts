import { staffViewer } from "../helpers/users";
import { beforeAll, expect, it } from "vitest";
import { payments, signups, users } from "@/lib/db/schema";
import { loadDashboard } from "@/lib/members/dashboard";
import { iterateDirectory, listAbandonedSignups, listDirectory } from "@/lib/members/directory";
import { listNewsletterRecipients } from "@/lib/newsletter/recipients";
import { describeEachDatabase } from "../helpers/databases";

// Issue #17, item 9: an account whose signup stopped after the address was confirmed (no card,
// no payment, nothing offered, imported or granted) is a prospect: not in the directory, its
// count, its export or the dashboard; listed apart as "Inscriptions non finalisées".

const NOW = new Date("2027-03-01T12:00:00Z");

describeEachDatabase("abandoned signups", (context) => {
  beforeAll(async () => {
    const db = context.handle.db;
    const [paid, prospect, imported] = await db
      .insert(users)
      .values([
        {
          email: "paye@example.org",
          firstname: "Paul",
          lastname: "Payé",
          tierId: "practicing",
          newsletter: true,
          emailVerifiedAt: new Date("2027-01-01T10:00:00Z"),
        },
        {
          email: "prospect@example.org",
          firstname: "Pia",
          lastname: "Prospect",
          tierId: "retired",
          newsletter: true,
          emailVerifiedAt: new Date("2027-01-01T10:00:00Z"),
        },
        {
          email: "importe@example.org",
          firstname: "Ivan",
          lastname: "Importé",
          tierId: "practicing",
          importedPaidUntil: new Date("2027-12-31T23:00:00Z"),
        },
      ])
      .returning();
    await db.insert(payments).values({
      userId: paid!.id,
      amountCents: 12000,
      status: "succeeded",
      provider: "simulated",
      providerPaymentId: "pay_abandoned_test",
      paidAt: new Date("2027-01-10T10:00:00Z"),
    });
    // The prospect's and the imported member's signups stopped at the card step.
    await db.insert(signups).values([
      {
        email: "prospect@example.org",
        status: "confirmed",
        userId: prospect!.id,
        tierId: "retired",
      },
      {
        email: "importe@example.org",
        status: "confirmed",
        userId: imported!.id,
        tierId: "practicing",
      },
    ]);
  });

  it("keeps the prospect out of the directory, its count and the dashboard, and lists it apart", async () => {
    const directory = await listDirectory(staffViewer(), {}, NOW);
    expect(directory.members.map((m) => m.email).sort()).toEqual([
      "importe@example.org",
      "paye@example.org",
    ]);
    expect(directory.total).toBe(2);
    const exported = [];
    for await (const chunk of iterateDirectory({}, { now: NOW })) exported.push(...chunk);
    expect(exported.map((m) => m.email)).not.toContain("prospect@example.org");
    const dashboard = await loadDashboard(staffViewer(), NOW);
    expect(dashboard.total).toBe(2);
    expect(dashboard.byTier.find((row) => row.tierId === "retired")?.count ?? 0).toBe(0);
    const abandoned = await listAbandonedSignups(staffViewer());
    expect(abandoned.total).toBe(1);
    expect(abandoned.signups.map((s) => s.email)).toEqual(["prospect@example.org"]);
  });

  it("keeps the prospect out of a members' newsletter audience, not out of one for every reader", async () => {
    const membersOnly = await listNewsletterRecipients(
      { membersOnly: true, states: [], tiers: [] },
      { now: NOW },
    );
    expect(membersOnly.map((r) => r.email)).toEqual(["paye@example.org"]);
    const everyone = await listNewsletterRecipients(
      { membersOnly: false, states: [], tiers: [] },
      { now: NOW },
    );
    expect(everyone.map((r) => r.email)).toContain("prospect@example.org");
  });
});
