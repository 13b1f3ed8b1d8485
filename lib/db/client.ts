import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Client, Pool } from "pg";
import * as schema from "./schema";

// Connections are made here and nowhere else (ARCHITECTURE.md §3).

export type Schema = typeof schema;
/** A database or a transaction: both run the same queries. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's whole data directory, as a gzipped tarball (PGlite only). */
  dumpDataDir?(): Promise<Uint8Array>;
  /** The server's connection string (PostgreSQL only): pg_dump and pg_restore use it. */
  connectionString?: string;
  /**
   * Runs `work` only if no other run holds `key` (a Postgres advisory lock held on its own session
   * for the server; PGlite serves one process, so an in-process flag is that lock). Null when taken.
   */
  withExclusiveLock<T>(key: number, work: () => Promise<T>): Promise<T | null>;
  /**
   * Calls `onPayload` with each notification's payload on `channel` (PostgreSQL LISTEN), from
   * this database's writers whoever they are, as their transactions commit. On the server the
   * listening session is a connection of its own, opened again after it is lost (the server
   * restarted, the network cut): `onReconnect` then runs, since notifications sent in between
   * are gone. Resolves once listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
};

export type ListenHandlers = { onPayload(payload: string): void; onReconnect?(): void };
export type Listening = { stop(): Promise<void> };

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** Arbitrary constant: the advisory lock that lets only one instance migrate a server at a time. */
const MIGRATION_LOCK_KEY = 7_340_001;

export type PgliteSource =
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true }
  /** A dump made by `dumpDataDir()`: a migrated template cloned in ~0.5 s (tests). */
  | { loadDataDir: Blob }
  | { client: PGlite };

export function openPglite(source: PgliteSource): DatabaseHandle {
  let client: PGlite;
  const heldLocks = new Set<number>();
  const dataDir = "dataDir" in source ? source.dataDir : null;
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(dataDir), 0o700);
    // With `loadDataDir`, a backup is unpacked into the new directory (npm run db:restore).
    client =
      "loadDataDir" in source && source.loadDataDir
        ? new PGlite(dataDir, { loadDataDir: source.loadDataDir })
        : new PGlite(dataDir);
  } else if ("client" in source) {
    client = source.client;
  } else if ("loadDataDir" in source) {
    client = new PGlite({ loadDataDir: source.loadDataDir });
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  return {
    kind: "pglite",
    db,
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      if (dataDir) restrictToOwner(dataDir);
    },
    async close() {
      await client.close();
      if (dataDir) restrictToOwner(dataDir);
    },
    async withExclusiveLock(key, work) {
      if (heldLocks.has(key)) return null;
      heldLocks.add(key);
      try {
        return await work();
      } finally {
        heldLocks.delete(key);
      }
    },
    async listen(channel, handlers) {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onPayload(payload));
      return { stop: () => unsubscribe() };
    },
    async dumpDataDir() {
      // A query first: it waits for the database to be open (a fresh handle may still be starting).
      await client.query("select 1");
      const dump = await client.dumpDataDir("gzip");
      return new Uint8Array(await dump.arrayBuffer());
    },
  };
}

/**
 * The embedded database holds members' personal data: its directory is the owner's only (0700),
 * and so are its files (0600). PGlite writes its files world-readable, so their modes are set
 * again at every start (after the migrations) and close; the directory's mode is what keeps
 * files created in between out of other users' reach.
 */
export function restrictToOwner(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(full, 0o700);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}

export function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): DatabaseHandle {
  const pool = new Pool({ connectionString, max: options.max ?? 10 });
  // The server may end an idle connection (restart, failover, a test database dropped while a
  // closing client still says goodbye): the pool re-emits it, and an unheard 'error' would crash
  // the process. The next query opens a new connection.
  pool.on("error", (error) =>
    console.warn("[db] idle connection ended by the server:", error.message),
  );
  // The same while a connection is checked out (a transaction under way, say): unheard, that
  // 'error' would end the process too. Its next query fails instead, and the server
  // has rolled its transaction back.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      console.warn("[db] connection in use ended by the server:", error.message),
    ),
  );
  const db = drizzlePg(pool, { schema });
  return {
    kind: "postgres",
    db,
    connectionString,
    async migrate() {
      // Lock and migrate on one session, so that concurrent starts apply migrations once.
      const session = await pool.connect();
      try {
        await session.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(session, { schema }), { migrationsFolder });
      } finally {
        await session.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        session.release();
      }
    },
    async withExclusiveLock(key, work) {
      // A session-level lock on a dedicated connection: the work's own queries use the pool, and
      // a crash ends the session, which releases the lock.
      const session = await pool.connect();
      try {
        const { rows } = await session.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1) as locked",
          [key],
        );
        if (!rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          await session.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
        }
      } finally {
        session.release();
      }
    },
    listen: (channel, handlers) => listenOnServer(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/** Delay before listening again after the session was lost; doubles up to a maximum. */
const RELISTEN_DELAYS_MS = { first: 250, max: 10_000 };

async function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_DELAYS_MS.first;

  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void open({ isReconnect: true }).catch(again);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RELISTEN_DELAYS_MS.max);
  };

  async function open({ isReconnect }: { isReconnect: boolean }): Promise<void> {
    const session = new Client({ connectionString });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === session) current = null;
      if (!stopped) {
        console.warn(`[db] listening session lost${error ? `: ${error.message}` : ""}; retrying`);
        void session.end().catch(() => {});
        again();
      }
    };
    session.on("error", onLost);
    session.on("end", () => onLost());
    session.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onPayload(message.payload);
    });
    try {
      await session.connect();
      await session.query(`LISTEN "${channel}"`);
    } catch (error) {
      if (!isReconnect) {
        // The first attempt fails to its caller, which decides (the server starts without it).
        lost = true;
        void session.end().catch(() => {});
        throw error;
      }
      onLost(error instanceof Error ? error : undefined);
      return;
    }
    if (stopped) {
      await session.end().catch(() => {});
      return;
    }
    current = session;
    delay = RELISTEN_DELAYS_MS.first;
    if (isReconnect) handlers.onReconnect?.();
  }

  await open({ isReconnect: false });
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await current?.end().catch(() => {});
      current = null;
    },
  };
}

/**
 * Independent reads: side by side on the pool, one after the other in a transaction, which holds
 * one connection (node-postgres queues a query sent while another runs, a use pg 9 removes).
 */
export async function readAll<T extends readonly unknown[] | []>(
  db: Database,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as T; // why: Promise.all loses the tuple's mapped type
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T; // why: filled in the tuple's order
}

/** Rows of a raw SQL query: both drivers answer `{ rows }`, which the shared type leaves out. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }; // why: PgQueryResultHKT erases the drivers' common `rows`
  return result.rows;
}
