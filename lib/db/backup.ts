import { spawn } from "node:child_process";
import fs from "node:fs";
import { childProcessEnv } from "@/lib/env";
import type { DatabaseHandle } from "./client";

// Backups of either database, with the tools made for each: PGlite's own dump of its data
// directory (a gzipped tarball, restored by loading it into a new directory), and for a server
// pg_dump's custom format (restored by pg_restore). `npm run db:backup` / `db:restore` use these.

export type BackupFormat = "pglite" | "pg_dump";

export const backupExtension: Record<BackupFormat, string> = {
  pglite: ".tar.gz",
  pg_dump: ".dump",
};

/** Writes a backup of the database to `file` and returns its format. */
export async function backupDatabase(handle: DatabaseHandle, file: string): Promise<BackupFormat> {
  if (handle.kind === "pglite") {
    if (!handle.dumpDataDir) throw new Error("This embedded database cannot be dumped.");
    fs.writeFileSync(file, await handle.dumpDataDir(), { mode: 0o600 });
    return "pglite";
  }
  await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`],
    serverEnv(handle),
  );
  fs.chmodSync(file, 0o600);
  return "pg_dump";
}

/**
 * Restores a pg_dump backup into the server database, in one transaction: every table is
 * dropped and recreated as it was in the backup (rows, sequences, the migrations' journal).
 */
export async function restoreServerDatabase(handle: DatabaseHandle, file: string): Promise<void> {
  const env = serverEnv(handle);
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${env.PGDATABASE}`,
      file,
    ],
    env,
  );
}

/** The bytes a PGlite backup holds, to open with `openPglite({ loadDataDir })` or load into a directory. */
export function readEmbeddedBackup(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The connection as libpq's environment variables: a password never appears in the process
 * list, as it would in a `--dbname=postgres://…` argument.
 */
function serverEnv(handle: DatabaseHandle): Record<string, string> & { PGDATABASE: string } {
  if (!handle.connectionString) throw new Error("This database has no server connection string.");
  const url = new URL(handle.connectionString);
  const sslmode = url.searchParams.get("sslmode");
  return {
    PGHOST: url.hostname,
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username),
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: childProcessEnv(env),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}
