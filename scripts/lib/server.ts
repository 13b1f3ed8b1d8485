// A production server on a fresh, seeded embedded database, for the benchmark and Lighthouse.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { seedDemoContent } from "@/lib/demo";
import { insertBulkPublications } from "./bulk-publications";

/** The demo member the benches log in as (lib/demo). */
const DEMO_MEMBER_EMAIL = "membre@example.org";

async function seed(handle: DatabaseHandle, extraPublications = 0): Promise<void> {
  await handle.migrate();
  await seedDemoContent(handle.db);
  if (extraPublications) await insertBulkPublications(handle.db, extraPublications);
}

async function demoMemberId(handle: DatabaseHandle): Promise<string> {
  const [member] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_MEMBER_EMAIL));
  if (!member) throw new Error(`no demo member ${DEMO_MEMBER_EMAIL}`);
  return member.id;
}

/** The demo member's id in a data directory made by prepareDataDir (no server on it yet). */
export async function readDemoMemberId(dataDir: string): Promise<string> {
  const handle = openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    return await demoMemberId(handle);
  } finally {
    await handle.close();
  }
}

/**
 * A new database on a PostgreSQL server, migrated and seeded as prepareDataDir's, with the demo
 * member's id; `drop()` removes it.
 */
export async function preparePostgresDatabase(
  serverUrl: string,
  options: { extraPublications?: number } = {},
): Promise<{ url: string; memberId: string; drop(): Promise<void> }> {
  const name = `srh_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = openPostgres(serverUrl, { max: 1 });
  try {
    await admin.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 2 });
  let memberId: string;
  try {
    await seed(handle, options.extraPublications);
    memberId = await demoMemberId(handle);
  } finally {
    await handle.close();
  }
  return {
    url: url.toString(),
    memberId,
    async drop() {
      const server = openPostgres(serverUrl, { max: 1 });
      try {
        await server.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      } finally {
        await server.close();
      }
    },
  };
}

/** A Cookie header with a session of this user, as the app makes it (lib/auth/session-cookie.ts). */
export async function sessionCookie(server: RunningServer, userId: string): Promise<string> {
  const token = await encode({
    token: { sub: userId, startedAt: Date.now() },
    secret: server.authSecret,
    maxAge: 24 * 60 * 60,
  });
  return `next-auth.session-token=${token}`;
}

const root = path.resolve(import.meta.dirname, "../..");

/** A new data directory, migrated and seeded (plus `extraPublications` generated items). */
export async function prepareDataDir(
  options: { extraPublications?: number } = {},
): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-measure-"));
  const handle = openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    await seed(handle, options.extraPublications);
  } finally {
    await handle.close();
  }
  return dataDir;
}

export type RunningServer = {
  url: string;
  pid: number;
  /** Its NEXTAUTH_SECRET, made for this run: sessionCookie() signs with it. */
  authSecret: string;
  stop(): Promise<void>;
};

/**
 * The production server on the embedded database of `dataDir`, or on `databaseUrl` (a PostgreSQL
 * database; `dataDir` then only holds the files).
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
}): Promise<RunningServer> {
  const url = `http://localhost:${options.port}`;
  const authSecret = randomBytes(32).toString("base64url");
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      SITE_URL: url,
      DATABASE_URL: options.databaseUrl ?? "",
      NEXTAUTH_SECRET: authSecret,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(options.databaseUrl ? { PAYMENTS_PROVIDER: "simulated", EMAIL_TRANSPORT: "outbox" } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/utils?utilType=test-connection`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    authSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The address of a public item with a picture (the heaviest kind of detail page). */
export async function publicItemPath(baseUrl: string): Promise<string> {
  const { publications } = (await (
    await fetch(`${baseUrl}/api/content?contentType=publications&type=publication`)
  ).json()) as {
    publications: { id: string; type: string; picture: string | null }[];
  };
  const item = publications.find((p) => p.picture) ?? publications[0];
  if (!item) throw new Error("no public publication to measure");
  return `/item?id=${item.id}&type=${item.type}`;
}
