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
  __srhTransactionScope?: AsyncLocalStorage<TransactionScope>;
};

/** An `inTransaction` in progress: its transaction, and what waits for its commit. */
type TransactionScope = { tx: Database; afterCommit: (() => Promise<void>)[] };

/** The transaction of `inTransaction` that the current call runs in, shared like the handle. */
function transactionScope(): AsyncLocalStorage<TransactionScope> {
  holder.__srhTransactionScope ??= new AsyncLocalStorage<TransactionScope>();
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
  return transactionScope().getStore()?.tx ?? getDatabaseHandle().db;
}

/**
 * Runs `work` in one transaction that every getDb() beneath it uses, however deep: domain code
 * that calls getDb() (the payment event handlers, the simulated provider) commits or rolls back
 * as one. A nested call makes a savepoint. On PGlite, which has one connection, other queries
 * wait until it ends: keep the work short.
 */
export async function inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  const outer = transactionScope().getStore();
  if (outer)
    return outer.tx.transaction((tx) =>
      transactionScope().run({ tx, afterCommit: outer.afterCommit }, () => work(tx)),
    );
  const afterCommit: (() => Promise<void>)[] = [];
  const result = await getDatabaseHandle().db.transaction((tx) =>
    transactionScope().run({ tx, afterCommit }, () => work(tx)),
  );
  for (const task of afterCommit) await task();
  return result;
}

/** Whether the current call runs inside `inTransaction` (its getDb() is that transaction). */
export function isInTransaction(): boolean {
  return transactionScope().getStore() !== undefined;
}

/**
 * Runs `task` once the outermost `inTransaction` around this call has committed (never if it
 * rolls back), or at once outside any: side effects after the commit, never inside it.
 */
export async function afterCommit(task: () => Promise<void>): Promise<void> {
  const scope = transactionScope().getStore();
  if (scope) scope.afterCommit.push(task);
  else await task();
}

/** Tests point the process at their own database (PGlite in memory or a server schema). */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.__srhDatabase = handle;
}

export const isEmbeddedDatabase = !env.DATABASE_URL;
