import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { env } from "@/lib/env";
import { openPglite, openPostgres, type Database, type DatabaseHandle } from "./client";

export type { Database, DatabaseHandle } from "./client";

// One database handle per process: PGlite has no lock on its directory, so two openers would
// silently lose writes (STACK-NOTES.md). The handle lives on globalThis so that Next's module
// copies (route bundles, instrumentation) share it.
const holder = globalThis as typeof globalThis & {
  __srhDatabase?: DatabaseHandle;
  __srhTransactionScope?: AsyncLocalStorage<Database>;
};

/** The transaction of `inTransaction` that the current call runs in, shared like the handle. */
function transactionScope(): AsyncLocalStorage<Database> {
  holder.__srhTransactionScope ??= new AsyncLocalStorage<Database>();
  return holder.__srhTransactionScope;
}

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

/** The database, or inside `inTransaction` that transaction. */
export function getDb(): Database {
  return transactionScope().getStore() ?? getDatabaseHandle().db;
}

/**
 * Runs `work` in one transaction that every getDb() beneath it uses, however deep: domain code
 * that calls getDb() (the payment event handlers, the simulated provider) commits or rolls back
 * as one. A nested call makes a savepoint. On PGlite, which has one connection, other queries
 * wait until it ends: keep the work short.
 */
export async function inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  return getDb().transaction((tx) => transactionScope().run(tx, () => work(tx)));
}

/** Tests point the process at their own database (PGlite in memory or a server schema). */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.__srhDatabase = handle;
}

export const isEmbeddedDatabase = !env.DATABASE_URL;
