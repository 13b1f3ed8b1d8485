import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { backupDatabase, readEmbeddedBackup, restoreServerDatabase } from "@/lib/db/backup";
import { openPglite, selectRows, type Database } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/demo";
import { describeEachDatabase } from "../helpers/databases";

// A backup, then changes, then the restore: every row is back as it was, in every table.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-backup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    result[table] = await selectRows(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by to_jsonb(t)::text`,
    );
  }
  return result;
}

// Seeding the whole demo, dumping it and reading every row twice takes 10–45 s on a busy
// two-core machine: a budget, not a timed assertion.
const WHOLE_DEMO_BUDGET_MS = 180_000;

describeEachDatabase("backup and restore", (context) => {
  it(
    "restores every row of every table as it was when the backup was made",
    async () => {
      const db = context.handle.db;
      await seedDemoContent(db, { now: new Date("2026-11-21T10:00:00Z") });
      const before = await snapshot(db);
      expect(Object.keys(before).length).toBeGreaterThan(15);
      expect(before.publications!.length).toBeGreaterThan(40);

      const file = path.join(dir, `backup-${context.kind}`);
      const format = await backupDatabase(context.handle, file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      await db.execute(sql`delete from faqs`);
      await db.execute(sql`update users set firstname = 'Modifié'`);
      await db.execute(
        sql`insert into contact_messages (subject, is_member, identity, email, message) values ('autre', false, 'Après', 'apres@example.org', 'après la sauvegarde')`,
      );
      expect(await snapshot(db)).not.toEqual(before);

      if (format === "pglite") {
        const restored = openPglite({ loadDataDir: readEmbeddedBackup(file) });
        try {
          expect(await snapshot(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } else {
        await restoreServerDatabase(context.handle, file);
        expect(await snapshot(db)).toEqual(before);
      }
    },
    WHOLE_DEMO_BUDGET_MS,
  );
});
