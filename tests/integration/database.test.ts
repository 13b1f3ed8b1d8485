import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readAll, selectRows } from "@/lib/db/client";
import { parisYear } from "@/lib/format/dates";
import { seedDemoContent, countSeededTables } from "@/lib/demo";
import { attestations, payments, publications, tiers, users } from "@/lib/db/schema";
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from "@/lib/demo/members-data";
import { describeEachDatabase } from "../helpers/databases";
import { rejectionOf, sqlState } from "../helpers/errors";

describeEachDatabase(
  "migrations from an empty database",
  (context) => {
    it("creates every table and the reference tiers, and a second run changes nothing", async () => {
      await context.handle.migrate();
      await context.handle.migrate();
      const rows = await selectRows<{ table_name: string }>(
        context.handle.db,
        sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
      );
      const tables = rows.map((row) => row.table_name);
      for (const table of [
        "users",
        "otp_codes",
        "rate_limits",
        "tiers",
        "subscriptions",
        "payments",
        "webhook_events",
        "publications",
        "publication_attachments",
        "files",
        "file_blobs",
        "faqs",
        "links",
        "contact_messages",
        "newsletter_subscribers",
        "newsletters",
        "newsletter_deliveries",
        "email_outbox",
        "mailbox",
        "audit_log",
      ]) {
        expect(tables).toContain(table);
      }
      const tierRows = await context.handle.db.select().from(tiers).orderBy(tiers.position);
      expect(tierRows.map((tier) => [tier.id, tier.priceCents, tier.actualCostCents])).toEqual([
        ["practicing", 12000, 4000],
        ["retired", 6000, 2000],
        ["assistant", 3000, 1000],
        ["first-time", 0, 0],
      ]);
    });
  },
  { empty: true },
);

describeEachDatabase("demo content", (context) => {
  it("is idempotent: seeding twice gives the same counts", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const first = await seedDemoContent(context.handle.db, { now });
    const second = await seedDemoContent(context.handle.db, { now });
    expect(second).toEqual(first);
    expect(await countSeededTables(context.handle.db)).toEqual(first);
    expect(first.publications).toBeGreaterThanOrEqual(40);
    expect(first.faqs).toBe(10);
    expect(first.links).toBe(9);
    expect(first.users).toBeGreaterThanOrEqual(20);
  });

  it("covers the five types over three years, with homepage, subscribers-only and year tags", async () => {
    const rows = await context.handle.db.select().from(publications);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(["publication", "communique", "jo", "rapport", "newsletter"]),
    );
    expect(new Set(rows.map((row) => row.pubdate.getUTCFullYear())).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.homepage)).toBe(true);
    expect(rows.some((row) => row.subscribersOnly)).toBe(true);
    expect(rows.some((row) => row.tags.some((tag) => /^\d{4}$/.test(tag)))).toBe(true);
    expect(rows.some((row) => row.picture)).toBe(true);
    expect(rows.every((row) => row.searchText === row.searchText.toLowerCase())).toBe(true);
  });

  it("has the two documented demo accounts", async () => {
    const [admin] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(admin).toMatchObject({ firstname: "Camille", lastname: "Admin", isAdmin: true });
    const [member] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_MEMBER_EMAIL));
    expect(member).toMatchObject({
      firstname: "Dominique",
      lastname: "Membre",
      isAdmin: false,
      newsletter: true,
    });
    // This year's payment, and last year's (whose tax attestation the demo holds).
    const memberPayments = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, member!.id))
      .orderBy(desc(payments.paidAt));
    expect(memberPayments.map((payment) => payment.status)).toEqual(["succeeded", "succeeded"]);
    const ageInDays = (Date.now() - memberPayments[0]!.createdAt.getTime()) / 86_400_000;
    expect(ageInDays).toBeGreaterThan(50);
    expect(ageInDays).toBeLessThan(70);
    const memberAttestations = await context.handle.db
      .select()
      .from(attestations)
      .where(eq(attestations.userId, member!.id));
    expect(memberAttestations.map((row) => row.year)).toEqual([
      parisYear(memberPayments[1]!.paidAt!),
    ]);
  });
});

describeEachDatabase("independent reads", (context) => {
  it("run one after the other in a transaction, side by side outside one", async () => {
    const order = async (db: typeof context.handle.db) => {
      const steps: string[] = [];
      const read = (name: string) => async () => {
        steps.push(`${name} starts`);
        await db.execute(sql`select pg_sleep(0.02)`);
        steps.push(`${name} ends`);
        return name;
      };
      expect(await readAll(db, [read("a"), read("b")])).toEqual(["a", "b"]);
      return steps;
    };
    // One connection: a second query sent while the first runs is queued by node-postgres, a
    // use pg 9 removes.
    const inTransaction = await context.handle.db.transaction((tx) => order(tx));
    expect(inTransaction).toEqual(["a starts", "a ends", "b starts", "b ends"]);
    expect((await order(context.handle.db)).slice(0, 2)).toEqual(["a starts", "b starts"]);
  });
});

describeEachDatabase("constraints", (context) => {
  const member = { firstname: "Alex", lastname: "Test", hospital: "CH" };

  it("rejects a duplicate e-mail written in another case", async () => {
    await context.handle.db.insert(users).values({ ...member, email: "alex@example.org" });
    const error = await rejectionOf(
      context.handle.db.insert(users).values({ ...member, email: "Alex@Example.ORG" }),
    );
    expect(sqlState(error)).toBe("23505");
  });

  it("rejects an unknown publication type", async () => {
    const error = await rejectionOf(
      context.handle.db.execute(
        sql`insert into publications (type, title, pubdate) values ('blog', 'Titre', now())`,
      ),
    );
    expect(sqlState(error)).toBe("23514");
  });

  it("rejects a negative payment amount", async () => {
    const [user] = await context.handle.db
      .insert(users)
      .values({ ...member, email: "payer@example.org" })
      .returning();
    const error = await rejectionOf(
      context.handle.db.insert(payments).values({
        userId: user!.id,
        amountCents: -100,
        status: "succeeded",
        provider: "simulated",
      }),
    );
    expect(sqlState(error)).toBe("23514");
  });

  it("rejects a payment status outside succeeded, pending, failed", async () => {
    const [user] = await context.handle.db
      .insert(users)
      .values({ ...member, email: "status@example.org" })
      .returning();
    const error = await rejectionOf(
      context.handle.db.execute(
        sql`insert into payments (user_id, amount_cents, status, provider) values (${user!.id}, 100, 'refunded', 'simulated')`,
      ),
    );
    expect(sqlState(error)).toBe("23514");
  });
});

describe("seed ids", () => {
  it("are stable UUIDs", async () => {
    const { seedId } = await import("@/lib/demo");
    expect(seedId("x")).toBe(seedId("x"));
    expect(seedId("x")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
