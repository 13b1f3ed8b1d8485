// npm run bench:members – the members directory at its target size: 10,000 members and 30,000
// payments seeded into a throw-away database (PGlite in memory; also a PostgreSQL server when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set: a temporary database, dropped at the end).
// Prints p50 and p99 of each directory query and of the CSV export of all 10,000. Figures, not a test.
import { assertAdminViewer } from "@/lib/auth/access";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { useDatabaseHandle as pointDatabaseAt, type DatabaseHandle } from "@/lib/db";
import { openPglite, openPostgres } from "@/lib/db/client";
import { listDirectory } from "@/lib/members/directory";
import type { DirectoryFilters } from "@/lib/members/directory-filters";
import { exportMembersCsv } from "@/lib/members/csv-files";
import { MEMBERSHIP_STATES } from "@/lib/membership/state";

const MEMBERS = 10_000;
const PAYMENTS = 30_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const FIRST = [
  "Camille",
  "Dominique",
  "Hélène",
  "Zoé",
  "Jérôme",
  "Anne",
  "Luc",
  "Émilie",
  "François",
  "Inès",
];
const LAST = [
  "Martin",
  "Lefèvre",
  "Durand",
  "Œuvray",
  "Bernard",
  "Petit",
  "Moreau",
  "Girard",
  "Rousseau",
  "Fontaine",
];
const HOSPITALS = [
  "CHU de Nantes",
  "AP-HP Necker",
  "Hôpital Européen",
  "CH de Lens",
  "CHU de Besançon",
  "Hospices Civils de Lyon",
];
const TIERS = ["practicing", "retired", "assistant", "first-time", null];

async function seed(handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  const now = Date.now();
  const day = 86_400_000;
  // Generated in SQL: one statement per table, deterministic (row number based).
  await db.execute(sql`insert into users (email, firstname, lastname, hospital, tier_id, is_admin, newsletter, created_at)
    select 'membre' || i || '@example.org',
      (string_to_array(${FIRST.join("|")}, '|'))[1 + i % ${FIRST.length}],
      (string_to_array(${LAST.join("|")}, '|'))[1 + (i / 7) % ${LAST.length}] || ' ' || i,
      (string_to_array(${HOSPITALS.join("|")}, '|'))[1 + i % ${HOSPITALS.length}],
      nullif((string_to_array(${TIERS.map((t) => t ?? "").join("|")}, '|'))[1 + i % ${TIERS.length}], ''),
      i % 500 = 0, i % 3 = 0,
      ${new Date(now).toISOString()}::timestamptz - make_interval(days => ((i * 37) % 2000)::int)
    from generate_series(1, ${MEMBERS}) as i`);
  await db.execute(sql`insert into payments (user_id, amount_cents, status, provider, method, provider_payment_id, paid_at, created_at)
    select u.id, 12000,
      case when j % 11 = 0 then 'failed' else 'succeeded' end,
      'simulated', 'card', 'bench_' || u.n || '_' || j,
      case when j % 11 = 0 then null else ${new Date(now).toISOString()}::timestamptz - make_interval(days => ((u.n * 13 + j * 300) % 1500)::int) end,
      ${new Date(now).toISOString()}::timestamptz - make_interval(days => ((u.n * 13 + j * 300) % 1500)::int)
    from (select id, row_number() over (order by email) as n from users) u
    cross join generate_series(1, ${PAYMENTS / MEMBERS}) as j`);
  await db.execute(sql`insert into subscriptions (user_id, provider, provider_subscription_id, status, current_period_start, current_period_end, cancel_at_period_end)
    select u.id, 'simulated', 'bench_sub_' || u.n,
      (array['active', 'trialing', 'past_due', 'canceled'])[1 + u.n % 4],
      ${new Date(now).toISOString()}::timestamptz - make_interval(days => ((u.n * 7) % 400)::int),
      ${new Date(now).toISOString()}::timestamptz - make_interval(days => ((u.n * 7) % 400)::int) + interval '1 year',
      u.n % 9 = 0
    from (select id, row_number() over (order by email) as n from users) u where u.n % 3 = 0`);
  await db.execute(sql`analyze`);
  void day;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, run: () => Promise<unknown>, runs = RUNS): Promise<void> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.info(
    `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms`,
  );
}

async function benchOn(kind: string, handle: DatabaseHandle): Promise<void> {
  pointDatabaseAt(handle);
  await handle.migrate();
  const seedStart = performance.now();
  await seed(handle);
  console.info(
    `\n${kind}: ${MEMBERS} members, ${PAYMENTS} payments seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs each`,
  );
  const [admin] = await handle.db
    .execute(sql`select id, email, firstname, lastname from users where is_admin limit 1`)
    .then(
      (r) =>
        (
          r as unknown as {
            rows: { id: string; email: string; firstname: string; lastname: string }[];
          }
        ).rows,
    ); // why: both drivers answer { rows }
  const views: [string, DirectoryFilters][] = [
    ["first page (by name)", {}],
    ["page 200", { page: 200 }],
    ["search 'lefevre'", { query: "lefevre" }],
    ["search 'hopital europeen'", { query: "hopital europeen" }],
    ["search 'membre4242@'", { query: "membre4242@" }],
    ["sort by join date", { sort: "joined" }],
    ["sort by expiry", { sort: "expiry" }],
    ...(["practicing", "retired", "assistant", "first-time", "none"] as const).map(
      (tier): [string, DirectoryFilters] => [`tier ${tier}`, { tier }],
    ),
    ...MEMBERSHIP_STATES.map((state): [string, DirectoryFilters] => [`state ${state}`, { state }]),
  ];
  const staff = assertAdminViewer({ ...admin!, isAdmin: true });
  for (const [label, filters] of views) await measure(label, () => listDirectory(staff, filters));
  await measure(
    "CSV export of all members",
    async () => {
      const stream = await exportMembersCsv(staff, {});
      const bytes = (await new Response(stream).arrayBuffer()).byteLength;
      if (bytes < MEMBERS * 50) throw new Error(`export too short: ${bytes} bytes`);
    },
    Math.max(3, Math.floor(RUNS / 3)),
  );
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const pglite = openPglite({ memory: true });
  try {
    await benchOn("PGlite (in memory)", pglite);
  } finally {
    pointDatabaseAt(undefined);
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info(
      "\n(PostgreSQL server: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too.)",
    );
    return;
  }
  const name = `srh_bench_members_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = openPostgres(url.toString());
  try {
    await benchOn("PostgreSQL server", server);
  } finally {
    pointDatabaseAt(undefined);
    await server.close();
    // Without FORCE: terminating the pool's last connections would surface as an error event.
    await admin
      .query(`drop database if exists "${name}"`)
      .catch((error: unknown) => console.warn(`(database ${name} not dropped: ${String(error)})`));
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
