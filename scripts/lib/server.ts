// A production server on a fresh, seeded embedded database, for the benchmark and Lighthouse.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/demo";
import { insertBulkPublications } from "./bulk-publications";

const root = path.resolve(import.meta.dirname, "../..");

/** A new data directory, migrated and seeded (plus `extraPublications` generated items). */
export async function prepareDataDir(
  options: { extraPublications?: number } = {},
): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-measure-"));
  const handle = openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    await handle.migrate();
    await seedDemoContent(handle.db);
    if (options.extraPublications)
      await insertBulkPublications(handle.db, options.extraPublications);
  } finally {
    await handle.close();
  }
  return dataDir;
}

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

export async function startServer(options: {
  dataDir: string;
  port: number;
}): Promise<RunningServer> {
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      SITE_URL: url,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
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
