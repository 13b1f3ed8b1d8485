import { staffViewer } from "../helpers/users";
import { beforeAll, expect, it } from "vitest";
import { auditLog, payments, users } from "@/lib/db/schema";
import { DIRECTORY_PAGE_SIZE, iterateDirectory, listDirectory } from "@/lib/members/directory";
import { describeEachDatabase } from "../helpers/databases";

// The administrators' directory: search (case and accents ignored), tier, state, sorting and
// paging, all by the database (the state's own test: membership-state-sql.test.ts).

const NOW = new Date("2026-06-15T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describeEachDatabase("members directory", (context) => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(payments);
    await db.delete(users);
    const rows = await db
      .insert(users)
      .values([
        {
          email: "h.l@example.org",
          firstname: "Hélène",
          lastname: "Lefèvre",
          hospital: "CHU de Besançon",
          tierId: "practicing",
          createdAt: daysAgo(400),
        },
        {
          email: "zoe@example.org",
          firstname: "Zoé",
          lastname: "Œuvray",
          hospital: "Hôpital Européen",
          tierId: "retired",
          createdAt: daysAgo(10),
        },
        {
          email: "marc@example.org",
          firstname: "Marc",
          lastname: "Durand",
          hospital: "CH de Lens",
          tierId: "assistant",
          isAdmin: true,
          createdAt: daysAgo(800),
        },
        {
          email: "anne@example.org",
          firstname: "anne",
          lastname: "Bernard",
          hospital: "",
          tierId: "first-time",
          createdAt: daysAgo(50),
        },
        {
          email: "sans@example.org",
          firstname: "Paul",
          lastname: "Sanstype",
          hospital: "AP-HP",
          tierId: null,
          createdAt: daysAgo(5),
        },
        {
          email: "parti@example.org",
          firstname: "Ex",
          lastname: "Parti",
          hospital: "CHU",
          tierId: "practicing",
          anonymizedAt: daysAgo(1),
          createdAt: daysAgo(900),
        },
      ])
      .returning();
    for (const row of rows) ids[row.lastname] = row.id;
    await db.insert(payments).values([
      // Lefèvre: an old success then a recent one → active
      {
        userId: ids["Lefèvre"]!,
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "p1",
        paidAt: daysAgo(380),
        createdAt: daysAgo(380),
      },
      {
        userId: ids["Lefèvre"]!,
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "p2",
        paidAt: daysAgo(20),
        createdAt: daysAgo(20),
      },
      // Durand: a success more than a year ago → expired
      {
        userId: ids["Durand"]!,
        amountCents: 3000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: "p3",
        paidAt: daysAgo(370),
        createdAt: daysAgo(370),
      },
      // Bernard: a failure only → none, shown 'Paiement échoué'
      {
        userId: ids["Bernard"]!,
        amountCents: 12000,
        status: "failed",
        provider: "simulated",
        providerPaymentId: "p5",
        createdAt: daysAgo(30),
      },
    ]);
  });

  it("lists members by name, without erased accounts, with tier, state and admin badge", async () => {
    const page = await listDirectory(staffViewer(), {}, NOW);
    expect(page.total).toBe(5);
    expect(page.members.map((m) => m.lastname)).toEqual([
      "Bernard",
      "Durand",
      "Lefèvre",
      "Œuvray",
      "Sanstype",
    ]);
    expect(page.members.find((m) => m.lastname === "Durand")).toMatchObject({
      isAdmin: true,
      tierTitle: expect.any(String),
      state: "expired",
    });
    expect(page.members.find((m) => m.lastname === "Sanstype")).toMatchObject({
      tierId: null,
      state: "none",
      stateUntil: null,
    });
  });

  it("searches name, e-mail and hospital, ignoring case and accents, every word", async () => {
    const search = async (query: string) =>
      (await listDirectory(staffViewer(), { query }, NOW)).members.map((m) => m.lastname);
    expect(await search("LEFEVRE")).toEqual(["Lefèvre"]);
    expect(await search("lefèvre hélène")).toEqual(["Lefèvre"]);
    expect(await search("HELENE LEFEVRE")).toEqual(["Lefèvre"]);
    expect(await search("hélène")).toEqual(["Lefèvre"]);
    expect(await search("besancon")).toEqual(["Lefèvre"]);
    expect(await search("oeuvray")).toEqual(["Œuvray"]);
    expect(await search("hopital europeen")).toEqual(["Œuvray"]);
    expect(await search("marc@example")).toEqual(["Durand"]);
    expect(await search("lens marc")).toEqual(["Durand"]);
    expect(await search("lens anne")).toEqual([]);
    expect(await search("100%_")).toEqual([]);
    expect(await search("parti")).toEqual([]);
  });

  it("filters by tier (first-time and no tier included) and by state", async () => {
    const lastnames = async (filters: Parameters<typeof listDirectory>[1]) =>
      (await listDirectory(staffViewer(), filters, NOW)).members.map((m) => m.lastname);
    expect(await lastnames({ tier: "first-time" })).toEqual(["Bernard"]);
    expect(await lastnames({ tier: "none" })).toEqual(["Sanstype"]);
    expect(await lastnames({ tier: "practicing" })).toEqual(["Lefèvre"]);
    expect(await lastnames({ state: "active" })).toEqual(["Lefèvre"]);
    expect(await lastnames({ state: "expired" })).toEqual(["Durand"]);
    expect(await lastnames({ state: "none" })).toEqual(["Bernard", "Œuvray", "Sanstype"]);
    expect(
      (await listDirectory(staffViewer(), { state: "none" }, NOW)).members.map((m) => m.lastFailed),
    ).toEqual([true, false, false]);
    expect(await lastnames({ state: "active", tier: "retired" })).toEqual([]);
  });

  it("sorts by join date (newest first) and by expiry (soonest first, none last)", async () => {
    expect(
      (await listDirectory(staffViewer(), { sort: "joined" }, NOW)).members.map((m) => m.lastname),
    ).toEqual(["Sanstype", "Œuvray", "Bernard", "Lefèvre", "Durand"]);
    expect(
      (await listDirectory(staffViewer(), { sort: "expiry" }, NOW)).members.map((m) => m.lastname),
    ).toEqual(["Durand", "Lefèvre", "Bernard", "Œuvray", "Sanstype"]);
  });

  it("pages by the page size and streams a whole view in chunks", async () => {
    const db = context.handle.db;
    const extra = Array.from({ length: DIRECTORY_PAGE_SIZE + 3 }, (_, i) => ({
      email: `extra${i}@example.org`,
      firstname: "Extra",
      lastname: `Zz${String(i).padStart(2, "0")}`,
      tierId: "retired",
    }));
    await db.insert(users).values(extra);
    const first = await listDirectory(staffViewer(), { query: "extra" }, NOW);
    expect(first).toMatchObject({ total: DIRECTORY_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.members).toHaveLength(DIRECTORY_PAGE_SIZE);
    const second = await listDirectory(staffViewer(), { query: "extra", page: 2 }, NOW);
    expect(second.members.map((m) => m.lastname)).toEqual(["Zz24", "Zz25", "Zz26"]);
    const beyond = await listDirectory(staffViewer(), { query: "extra", page: 9 }, NOW);
    expect(beyond).toMatchObject({ members: [], total: DIRECTORY_PAGE_SIZE + 3, pageCount: 2 });

    const chunks: number[] = [];
    for await (const chunk of iterateDirectory({ query: "extra" }, { now: NOW, chunkSize: 10 }))
      chunks.push(chunk.length);
    expect(chunks).toEqual([10, 10, 7]);
  });
});
