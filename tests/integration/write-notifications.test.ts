import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { selectRows } from "@/lib/db/client";
import { WRITES_CHANNEL } from "@/lib/db/content-changes";
import { describeEachDatabase } from "../helpers/databases";
import { listenDuringTests } from "../helpers/notifications";

// Issue #21: members' pages kept in memory are dropped by any committed write to any table
// (migration 0021), whoever writes. A table without the triggers would let a member see a page
// older than a write: every table must have them.

describeEachDatabase("write notifications", (context) => {
  const { received, arrived } = listenDuringTests(context, WRITES_CHANNEL);

  it("has every table announce its writes (a new table calls notify_writes_on in its migration)", async () => {
    const tables = await selectRows<{ table: string; triggers: number }>(
      context.handle.db,
      sql`
      select c.relname as "table",
             count(t.tgname) filter (where t.tgname in (c.relname || '_write_notification', c.relname || '_truncate_notification'))::int as triggers
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
      where c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((row) => row.triggers !== 2).map((row) => row.table)).toEqual([]);
  });

  it("announces a write by its table, once per table and transaction, and a statement that changes nothing not at all", async () => {
    const { db } = context.handle;
    received.length = 0;
    await db.execute(sql`update users set firstname = firstname where false`);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into links (title, url, category, icon) values ('A', 'https://example.org/a', ${"organisations"}, 'globe'), ('B', 'https://example.org/b', ${"organisations"}, 'globe')`,
      );
      await tx.execute(sql`update links set title = 'A2' where title = 'A'`);
      await tx.execute(
        sql`insert into simulated_clock (id, offset_ms) values (1, 0) on conflict (id) do update set offset_ms = simulated_clock.offset_ms`,
      );
    });
    await arrived(2);
    expect(received.sort()).toEqual(["links", "simulated_clock"]);
  });

  it("announces nothing for a write rolled back", async () => {
    const { db } = context.handle;
    received.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from links`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A committed write after it: its notification is the first to arrive.
    await db.execute(sql`delete from faqs where false`);
    await db.execute(sql`truncate revoked_sessions`);
    await arrived(1);
    expect(received).toEqual(["revoked_sessions"]);
  });
});
