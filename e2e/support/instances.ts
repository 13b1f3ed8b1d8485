import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPostgres } from "@/lib/db/client";

// Several production instances (`node scripts/serve.mjs`, the build) on one PostgreSQL database,
// as a Node host behind a load balancer runs them (issue #21).

// Playwright runs from the repository root (npm test, npx playwright test).
const root = process.cwd();

/** The database the instances share: new, migrated and seeded with the demo content once. */
export async function createSharedDatabase(serverUrl: string): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `srh_e2e_instances_${process.pid}_${randomBytes(4).toString("hex")}`;
  const server = openPostgres(serverUrl, { max: 1 });
  try {
    await server.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await server.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // `npm run db:seed`: migrations, then the demo content (accounts, publications, links).
  const seeded = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["--tsconfig", "scripts/tsconfig.json", "scripts/db-seed.ts"],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url.toString(), EMAIL_TRANSPORT: "outbox" },
      encoding: "utf8",
    },
  );
  if (seeded.status !== 0) throw new Error(`db:seed failed: ${seeded.stderr}`);
  return {
    url: url.toString(),
    async drop() {
      const admin = openPostgres(serverUrl, { max: 1 });
      try {
        await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      } finally {
        await admin.close();
      }
    },
  };
}

export type Instance = { url: string; stop(): Promise<void> };

/** Several instances at once; if one fails to start, the others are stopped and it throws. */
export async function startInstances(
  options: Parameters<typeof startInstance>[0][],
): Promise<Instance[]> {
  const started = await Promise.allSettled(options.map(startInstance));
  const instances = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const failure = started.find((result) => result.status === "rejected");
  if (failure) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw failure.reason;
  }
  return instances;
}

// Every instance still running when the worker ends is stopped: a `beforeAll` that times out
// while an instance starts cannot hand it to `afterAll`, and it would keep its port afterwards.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/** One instance of the production build on the shared database; resolves once it answers. */
export async function startInstance(options: {
  port: number;
  databaseUrl: string;
  /** The same for every instance: a session made by one is valid on the others. */
  authSecret: string;
}): Promise<Instance> {
  const url = `http://localhost:${options.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-instance-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      SITE_URL: url,
      NEXTAUTH_SECRET: options.authSecret,
      EMAIL_TRANSPORT: "outbox",
      DEV_MAILBOX: "1",
      PAYMENTS_PROVIDER: "simulated",
      EMAIL_DAILY_LIMIT: "100000",
      TRUSTED_PROXY_HOPS: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on port ${options.port} exited`);
    try {
      const response = await fetch(`${url}/api/utils?utilType=test-connection`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`instance on port ${options.port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
