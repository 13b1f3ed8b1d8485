import path from "node:path";
import { env } from "@/lib/env";
import { openPglite, openPostgres, type Database, type DatabaseHandle } from "./client";

export type { Database, DatabaseHandle } from "./client";

// One database handle per process: PGlite has no lock on its directory, so two openers would
// silently lose writes (STACK-NOTES.md). The handle lives on globalThis so that Next's module
// copies (route bundles, instrumentation) share it.
const holder = globalThis as typeof globalThis & { __srhDatabase?: DatabaseHandle };

export function getDatabaseHandle(): DatabaseHandle {
  if (!holder.__srhDatabase) {
    if (env.DATABASE_URL) {
      holder.__srhDatabase = openPostgres(env.DATABASE_URL);
    } else {
      if (env.isBuild) {
        throw new Error(
          "The build must not open the embedded database: render this page at request time (ISR) instead.",
        );
      }
      holder.__srhDatabase = openPglite({ dataDir: path.join(env.dataDir, "pglite") });
    }
  }
  return holder.__srhDatabase;
}

/**
 * The database. A transaction is `getDb().transaction(async (tx) => …)` and its `tx` is passed
 * explicitly to whatever writes in it: there is no ambient transaction. On PGlite, which has one
 * connection, a getDb() query made while a transaction is open waits for it to end: never call
 * getDb() (nor anything that asks the payment provider) inside one.
 */
export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** Tests point the process at their own database (PGlite in memory or a server schema). */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.__srhDatabase = handle;
}

export const isEmbeddedDatabase = !env.DATABASE_URL;
