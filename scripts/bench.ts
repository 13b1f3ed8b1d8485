// npm run bench – visitors' pages and members' pages of the production build, with the demo
// content plus 2,000 publications. Prints figures and each goal's ratio; asserts nothing. On a
// shared machine the figures move with its load, printed too.
// 1. Next alone (`npm start`, no proxy): each visitor page against Next's own static asset
//    (goal ≥ 0.3×, p99 ≤ 100 ms), the legacy API's list likewise.
// 2. Behind deploy/nginx.conf: each visitor page, and the legacy API's list, against nginx serving
//    the same bytes as a static file in the same run, the limit of this topology (goal ≥ 0.8×,
//    p99 ≤ 20 ms).
// 3. First-load JavaScript (gzip) of every public page: the framework floor shared by all, and
//    each page's own (goal ≤ 10 kB, the signup ≤ 40 kB).
// 4. Members' /profile, /documents, /faq, never cached: p50 at one connection (goal ≤ 30 ms), and
//    at 20 connections against `/profile` without an id, a page of the same layout that reads
//    only the session (goal ≥ 0.5×); on the embedded database and, when BENCH_DATABASE_URL or
//    TEST_DATABASE_URL names a PostgreSQL server, on a temporary database there.
//
//   BENCH_PORT      the server's port (default 3200; PostgreSQL's the next, nginx +10 and +11)
//   BENCH_DURATION  seconds per target (default 10)
//   BENCH_ONLY      "public" or "members" to run one part only
import { gzipSync } from "node:zlib";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { FIXED_PUBLIC_PAGES } from "@/lib/urls";
import { buildIfNeeded } from "./lib/build.mjs";
import {
  prepareDataDir,
  preparePostgresDatabase,
  publicItemPath,
  readDemoMemberId,
  residentMemoryMb,
  sessionCookie,
  startServer,
  type RunningServer,
} from "./lib/server";
import { startNginx } from "./lib/nginx";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const NEXT_GOAL = { ratio: 0.3, p99: 100 };
const NGINX_GOAL = { ratio: 0.8, p99: 20 };
const SCRIPTS_GOAL_KB = { page: 10, signup: 40 };
const MEMBERS_GOAL = { p50: 30, ratio: 0.5 };
// The member's profile is /profile?id=<their id> (without it: « Profil non trouvé », spec §2).
const memberPages = (memberId: string) => [`/profile?id=${memberId}`, "/documents", "/faq"];
/** The members' reference: the same layout, the session read, nothing else (« Profil non trouvé »). */
const MEMBERS_REFERENCE = "/profile";
const ONLY = process.env.BENCH_ONLY;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PUBLIC_PAGES = [
  ...FIXED_PUBLIC_PAGES,
  "/publications?type=publication",
  "/faq",
  "/login",
  // The signup: its payment step loads the card field on demand, never in the first load.
  "/jadhere-au-srh",
];

type Figures = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  kbPerResponse: number;
  errors: number;
};

// The load generator runs on two threads. autocannon decodes every body it receives into a string
// (for its onResponse hook): on one thread it was the limit for the API list's 74 kB answers
// (profiled: the client at 100 % of a core in Buffer.toString, the server at 15 %), so the bench
// measured autocannon. A run whose requests are built per request (a function) stays on one
// thread: functions do not cross to workers.
const CLIENT_THREADS = 2;

// As a browser asks: compressed responses (brotli or gzip, whichever the server has).
const headers = { "accept-encoding": "gzip, deflate, br" };

async function measure(
  name: string,
  url: string,
  extraHeaders: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<Figures> {
  const sent = { ...headers, ...extraHeaders };
  await autocannon({ url, headers: sent, connections: 4, amount: 200 }); // warm the cache and the JIT
  const result = await autocannon({
    url,
    headers: sent,
    connections,
    duration: DURATION_SECONDS,
    ...(connections > 1 ? { workers: CLIENT_THREADS } : {}),
  });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerResponse:
      Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
    errors: result.errors + result.non2xx,
  };
}

const gzipSizes = new Map<string, number>();

/** The page's first-load scripts and their gzip sizes (as the browser gets them). */
async function firstLoadScripts(
  base: string,
  path: string,
  cookie?: string,
): Promise<Map<string, number>> {
  const html = await (await fetch(base + path, { headers: cookie ? { cookie } : {} })).text();
  // Modern browsers skip `noModule` scripts (Next's legacy polyfills): they are not first-load JS.
  const tags = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter(
    (m) => !/noModule/i.test(m[0]),
  );
  const scripts = new Map<string, number>();
  for (const src of new Set(tags.map((m) => m[1]!))) {
    if (!gzipSizes.has(src))
      gzipSizes.set(
        src,
        gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).byteLength,
      );
    scripts.set(src, gzipSizes.get(src)!);
  }
  return scripts;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (scripts: Map<string, number>) =>
  [...scripts.values()].reduce((sum, size) => sum + size, 0);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

async function main() {
  buildIfNeeded();
  const loadBefore = load();
  console.info("Preparing a database with the demo content and 2,000 extra publications…");
  const dataDir = await prepareDataDir({ extraPublications: 2000 });
  const memberId = await readDemoMemberId(dataDir);
  const started = performance.now();
  const server = await startServer({ dataDir, port: PORT });
  const base = server.url;
  while ((await fetch(`${base}/`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
  const startupMs = Math.round(performance.now() - started);
  try {
    if (ONLY !== "members") {
      const pages = await benchPublicPages(base, loadBefore);
      await benchBehindNginx(server, [...pages, LEGACY_LIST]);
      await printFirstLoadScripts(base, pages, await sessionCookie(server, memberId));
    }
    if (ONLY !== "public") {
      const members = [
        {
          database: "PGlite (embedded)",
          results: await measureMemberPages(server, memberId),
        },
      ];
      if (POSTGRES_URL) members.push(await benchPostgres(POSTGRES_URL));
      printMemberPages(members);
    }
    console.info(
      `\nServer: ready for the first 200 in ${startupMs} ms (existing database); resident memory after the run ${residentMemoryMb(server.pid)} MB`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A visitor page of the bench: its name and address. */
type Target = { name: string; path: string };

/**
 * The legacy API's full list, 2 MB of JSON: Next gzips it on every request (a route handler cannot
 * answer compressed, docs/cache.md); behind nginx the one-second cache keeps it compressed.
 */
const LEGACY_LIST: Target = {
  name: "API publications",
  path: "/api/content?contentType=publications",
};

async function visitorTargets(base: string): Promise<Target[]> {
  const itemPath = await publicItemPath(base);
  const articlePath = itemPath.replace(/^\/item\?id=([^&]+).*$/, "/article?id=$1");
  return [
    { name: "home", path: "/" },
    { name: "publication list", path: "/publications?type=publication" },
    { name: "publication list, page 2", path: "/publications?type=publication&page=2" },
    { name: "publication item", path: itemPath },
    { name: "article", path: articlePath },
    ...PUBLIC_PAGES.filter((page) => page !== "/" && !page.startsWith("/publications")).map(
      (page) => ({ name: page, path: page }),
    ),
  ];
}

function ratioTable(
  results: Figures[],
  baseline: (result: Figures) => Figures,
  goal: { ratio: number; p99: number },
  against: string,
) {
  console.table(
    results.map((r) => {
      const ratio = r.requestsPerSecond / baseline(r).requestsPerSecond;
      return {
        target: r.name,
        path: r.path.length > 44 ? `${r.path.slice(0, 41)}…` : r.path,
        "req/s": r.requestsPerSecond,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        [`× ${against}`]: Math.round(ratio * 100) / 100,
        [`goal ≥ ${goal.ratio}×, p99 ≤ ${goal.p99} ms`]:
          ratio >= goal.ratio && r.p99 <= goal.p99 ? "yes" : "NO",
        "kB/response": r.kbPerResponse,
        errors: r.errors,
      };
    }),
  );
}

/** 1. Next alone: each visitor page against Next's own static asset. */
async function benchPublicPages(base: string, loadBefore: string): Promise<Target[]> {
  const targets = await visitorTargets(base);
  const home = await (await fetch(`${base}/`)).text();
  // The baseline: the site's stylesheet, a static file every page loads.
  const asset = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(home)?.[1];
  if (!asset) throw new Error("no stylesheet found on the home page");
  const itemId = /id=([^&]+)/.exec(targets.find((t) => t.name === "publication item")!.path)?.[1];

  const staticAsset = await measure("Next's static asset", base + asset);
  const results: Figures[] = [];
  for (const target of targets) results.push(await measure(target.name, base + target.path));
  results.push(await measure(LEGACY_LIST.name, base + LEGACY_LIST.path));
  results.push(
    await measure(
      "API one publication",
      `${base}/api/content?contentType=publications&id=${itemId ?? ""}`,
    ),
  );
  // A session cookie that is not a session costs what a visitor costs (proxy.ts clears it).
  results.push(
    await measure("home, garbage cookie", `${base}/`, {
      cookie: "next-auth.session-token=garbage",
    }),
  );

  console.info(
    `\n1. Next alone: ${CONNECTIONS} connections from ${CLIENT_THREADS} client threads, ${DURATION_SECONDS} s each, "accept-encoding: gzip, deflate, br", on 2,045 publications`,
  );
  console.info(
    `Machine: ${os.cpus().length} cores, load average (1/5/15 min) ${loadBefore} before, ${load()} after`,
  );
  console.info(
    `Next's static asset ${staticAsset.path}: ${staticAsset.requestsPerSecond} req/s, p99 ${staticAsset.p99} ms`,
  );
  ratioTable(results, () => staticAsset, NEXT_GOAL, "static asset");
  return targets;
}

/** 2. Behind deploy/nginx.conf: each page (and the API's list) against nginx serving the same bytes as a file. */
async function benchBehindNginx(server: RunningServer, targets: Target[]): Promise<void> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-bench-files-"));
  const files = new Map<string, string>();
  for (const [index, target] of targets.entries()) {
    const name = `page-${index}.html`;
    fs.writeFileSync(
      path.join(filesDir, name),
      await (await fetch(server.url + target.path)).text(),
    );
    files.set(target.path, name);
  }
  const proxyPort = PORT + 10;
  const filesPort = PORT + 11;
  const nginx = await startNginx({
    port: proxyPort,
    upstreams: [new URL(server.url).host],
    workers: "auto",
    // The same compression as the proxied pages, on the same bytes read from a file.
    extra: `server {
    listen 127.0.0.1:${filesPort};
    root ${filesDir};
    default_type text/html;
    gzip on; gzip_comp_level 5; gzip_min_length 512; gzip_vary on;
  }`,
  });
  try {
    const results: Figures[] = [];
    const baselines = new Map<Figures, Figures>();
    for (const target of targets) {
      const proxied = await measure(target.name, nginx.url + target.path);
      const file = await measure(
        `${target.name} (file)`,
        `http://127.0.0.1:${filesPort}/${files.get(target.path)!}`,
      );
      results.push(proxied);
      baselines.set(proxied, file);
    }
    console.info(
      `\n2. Behind deploy/nginx.conf (one-second cache), ${CONNECTIONS} connections; against nginx serving the same page's bytes as a static file; load average ${load()}`,
    );
    ratioTable(results, (r) => baselines.get(r)!, NGINX_GOAL, "file");
  } finally {
    await nginx.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

/** 3. First-load JavaScript: the framework floor every page shares, and each page's own. */
async function printFirstLoadScripts(base: string, targets: Target[], memberCookie: string) {
  const perPage = new Map<string, { visitor: Map<string, number>; member: Map<string, number> }>();
  for (const { path: page } of targets)
    perPage.set(page, {
      visitor: await firstLoadScripts(base, page),
      member: await firstLoadScripts(base, page, memberCookie),
    });
  const pages = [...perPage.values()].map((page) => page.visitor);
  const floor = new Map(
    [...pages[0]!].filter(([src]) => pages.every((scripts) => scripts.has(src))),
  );
  console.info(
    `\n3. First-load JavaScript per public page (gzip, as served): the framework floor shared by every page is ${kb(total(floor))} kB`,
  );
  console.table(
    [...perPage].map(([page, { visitor, member }]) => {
      const own = kb(total(visitor) - total(floor));
      const goal = page === "/jadhere-au-srh" ? SCRIPTS_GOAL_KB.signup : SCRIPTS_GOAL_KB.page;
      return {
        page: page.length > 44 ? `${page.slice(0, 41)}…` : page,
        "visitor kB gzip": kb(total(visitor)),
        "member kB gzip": kb(total(member)),
        "visitor's own kB": own,
        "goal: floor + ": `${goal} kB`,
        met: own <= goal ? "yes" : "NO",
      };
    }),
  );
}

/** 4. The member pages for the logged-in demo member; first checks that the session is theirs. */
async function measureMemberPages(server: RunningServer, memberId: string): Promise<Figures[]> {
  const cookie = await sessionCookie(server, memberId);
  const results: Figures[] = [];
  for (const page of [...memberPages(memberId), MEMBERS_REFERENCE]) {
    // Without a session, /profile and /documents redirect to /login (proxy.ts).
    const response = await fetch(server.url + page, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200)
      throw new Error(`${page}: ${response.status}, the demo member's session was refused`);
    if (
      page !== MEMBERS_REFERENCE &&
      page.startsWith("/profile") &&
      !(await response.text()).includes("Mon adhésion")
    )
      throw new Error(`${page}: not the member's own profile`);
    const alone = await measure(page, server.url + page, { cookie }, 1);
    const loaded = await measure(page, server.url + page, { cookie });
    results.push({
      ...loaded,
      p50: alone.p50,
      name: page === MEMBERS_REFERENCE ? "reference" : page,
    });
  }
  return results;
}

/** The member pages on a temporary database of a PostgreSQL server (dropped afterwards). */
async function benchPostgres(serverUrl: string) {
  console.info("Preparing a PostgreSQL database with the same content…");
  const database = await preparePostgresDatabase(serverUrl, { extraPublications: 2000 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-bench-pg-"));
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, port: PORT + 1, databaseUrl: database.url });
    const host = new URL(serverUrl).host;
    return {
      database: `PostgreSQL (${host})`,
      results: await measureMemberPages(server, database.memberId),
    };
  } finally {
    await server?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printMemberPages(runs: { database: string; results: Figures[] }[]) {
  console.info(
    `\n4. Member pages, logged in as the demo member, never cached: p50 at one connection (goal ≤ ${MEMBERS_GOAL.p50} ms); ${CONNECTIONS} connections against ${MEMBERS_REFERENCE} without an id, the same layout reading only the session (goal ≥ ${MEMBERS_GOAL.ratio}×); load average ${load()}`,
  );
  console.table(
    runs.flatMap(({ database, results }) => {
      const reference = results.find((r) => r.name === "reference")!;
      return results.map((r) => {
        const ratio = r.requestsPerSecond / reference.requestsPerSecond;
        return {
          database,
          page: r.name === "reference" ? `${r.path} (reference)` : r.path,
          "p50 ms, 1 connection": r.p50,
          [`req/s, ${CONNECTIONS} connections`]: r.requestsPerSecond,
          "p99 ms": r.p99,
          "× reference": Math.round(ratio * 100) / 100,
          goal:
            r.name === "reference"
              ? ""
              : r.p50 <= MEMBERS_GOAL.p50 && ratio >= MEMBERS_GOAL.ratio
                ? "yes"
                : "NO",
          errors: r.errors,
        };
      });
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
