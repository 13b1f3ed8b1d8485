import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, inject } from "vitest";
import {
  openPglite,
  openPostgres,
  selectRows,
  type Database,
  type DatabaseHandle,
} from "@/lib/db/client";
import { useDatabaseHandle } from "@/lib/db";
import { runOnServer } from "../setup/global-databases";
import { databaseUrl, uniqueDatabaseName } from "./postgres-names";

// Integration tests run once per database kind: PGlite always, the PostgreSQL server when
// TEST_DATABASE_URL is set. Each test file gets a migrated database in the template's state: a new
// one on the server (dropped at the end), the worker's embedded one emptied and refilled.

export type DatabaseKind = "pglite" | "postgres";

export function databaseKinds(): DatabaseKind[] {
  return inject("postgresTemplate") ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

/** A migrated database of the given kind (from the template), or an empty one with `empty`. */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    if (options.empty) {
      const handle = openPglite({ memory: true });
      return { ...handle, dispose: handle.close };
    }
    return takeEmbeddedDatabase();
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!serverUrl || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = uniqueDatabaseName("srh_test");
  await runOnServer(
    serverUrl,
    options.empty
      ? `create database "${name}"`
      : `create database "${name}" template "${template}"`,
  );
  const handle = openPostgres(databaseUrl(serverUrl, name), { max: 4 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Runs the suite once per database kind with that database as the process database, so that
 * domain functions (which call getDb()) use it. `context.handle` is valid inside tests and hooks.
 */
export function describeEachDatabase(
  title: string,
  body: (context: { readonly handle: TestDatabase; readonly kind: DatabaseKind }) => void,
  options: { empty?: boolean } = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: TestDatabase | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind, options);
        useDatabaseHandle(handle);
      });
      afterAll(async () => {
        useDatabaseHandle(undefined);
        await handle?.dispose();
      });
      body({
        get handle() {
          if (!handle) throw new Error("database not open yet");
          return handle;
        },
        kind,
      });
    });
  }
}

// An embedded database opened from the template costs 1–1.7 s of CPU (PGlite unpacks 40 MB into
// its memory and starts PostgreSQL), once per test file and kind: a minute of a run. So each
// worker process keeps one and gives the next file the template's state again: every table
// emptied and its template rows and sequences put back (~20 ms). A file that changed the schema
// (a test's trigger left behind) or a second database wanted at once gets a fresh one instead.
type TemplateState = {
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string | null }[];
  catalog: string;
};
type EmbeddedDatabase = { handle: DatabaseHandle; template: TemplateState; inUse: boolean };
// On globalThis: a file that resets the modules (environment.test.ts) must not orphan it.
const holder = globalThis as typeof globalThis & { __srhTestEmbedded?: Promise<EmbeddedDatabase> };

async function takeEmbeddedDatabase(): Promise<TestDatabase> {
  const kept = await holder.__srhTestEmbedded;
  if (kept && !kept.inUse && (await restoreTemplateState(kept.handle.db, kept.template))) {
    kept.inUse = true;
    return { ...kept.handle, dispose: async () => void (kept.inUse = false) };
  }
  const handle = openPglite({
    loadDataDir: new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]),
  });
  if (kept?.inUse) return { ...handle, dispose: handle.close };
  await kept?.handle.close();
  const opened = readTemplateState(handle.db).then((template) => ({
    handle,
    template,
    inUse: true,
  }));
  holder.__srhTestEmbedded = opened;
  const embedded = await opened;
  return { ...handle, dispose: async () => void (embedded.inUse = false) };
}

/** Objects of the public schema and triggers: unchanged by writes, changed by any DDL. */
const catalogFingerprint = sql`
  select md5(coalesce(string_agg(id, ',' order by id), '')) as catalog from (
    select 'c' || oid::text from pg_class where relnamespace = 'public'::regnamespace
    union all select 't' || oid::text from pg_trigger where not tgisinternal
    union all select 'p' || oid::text from pg_proc where pronamespace = 'public'::regnamespace
  ) as objects(id)`;

async function readTemplateState(db: Database): Promise<TemplateState> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const rows: TemplateState["rows"] = [];
  for (const { name } of tables) {
    const [{ json }] = (await selectRows<{ json: string | null }>(
      db,
      sql`select json_agg(t)::text as json from ${sql.raw(name)} as t`,
    )) as [{ json: string | null }];
    if (!json) continue;
    const [{ columns }] = (await selectRows<{ columns: string }>(
      db,
      sql`select string_agg(quote_ident(attname), ', ' order by attnum) as columns
          from pg_attribute
          where attrelid = ${name}::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    )) as [{ columns: string }];
    rows.push({ table: name, columns, json });
  }
  const sequences = await selectRows<{ name: string; value: string | null }>(
    db,
    sql`select quote_ident(sequencename) as name, last_value::text as value
        from pg_sequences where schemaname = 'public'`,
  );
  const [{ catalog }] = (await selectRows<{ catalog: string }>(db, catalogFingerprint)) as [
    { catalog: string },
  ];
  return { tables: tables.map(({ name }) => name), rows, sequences, catalog };
}

/** The template's rows and sequences back; false when the schema changed (open a new one). */
async function restoreTemplateState(db: Database, template: TemplateState): Promise<boolean> {
  // Outside any transaction a test left open; forgets listens, locks, prepared plans and settings.
  await db.execute(sql`rollback`);
  await db.execute(sql`discard all`);
  const [{ catalog }] = (await selectRows<{ catalog: string }>(db, catalogFingerprint)) as [
    { catalog: string },
  ];
  if (catalog !== template.catalog) return false;
  await db.transaction(async (tx) => {
    // Triggers off: emptying and refilling is not a change anyone listens for.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate table ${template.tables.join(", ")} restart identity`));
    for (const { table, columns, json } of template.rows) {
      await tx.execute(
        sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) overriding system value
            select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
      );
    }
    for (const { name, value } of template.sequences) {
      await tx.execute(
        value === null
          ? sql.raw(`alter sequence ${name} restart`)
          : sql`select setval(${name}, ${value}::bigint, true)`,
      );
    }
  });
  return true;
}
