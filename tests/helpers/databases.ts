import fs from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { useDatabaseHandle } from "@/lib/db";
import { runOnServer } from "../setup/global-databases";
import { databaseUrl, uniqueDatabaseName } from "./postgres-names";

// Integration tests run once per database kind: PGlite always, the PostgreSQL server when
// TEST_DATABASE_URL is set. Each test file gets its own migrated database, dropped at the end.

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
    const handle = options.empty
      ? openPglite({ memory: true })
      : openPglite({ loadDataDir: new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]) });
    return { ...handle, dispose: handle.close };
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
