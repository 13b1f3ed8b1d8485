import "server-only";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { RateLimitError } from "@/lib/errors";

// Sliding-window limits kept in PostgreSQL (not in memory), so that every instance shares them.
// One row per counted event; a transaction-scoped advisory lock on the bucket makes
// "count then record" atomic under concurrency.

export type Limit = { limit: number; windowSeconds: number; message?: string };

/**
 * Records one event in each bucket, or throws RateLimitError (nothing recorded) if one is full.
 * `now` (tests, or a caller judging on another clock) replaces the database's clock.
 */
export async function consumeRateLimits(
  checks: { bucket: string; limits: Limit[] }[],
  message?: string,
  now?: Date,
): Promise<void> {
  const full = await recordUnlessFull(checks, now);
  if (full) throw new RateLimitError(full.message ?? message, full.windowSeconds);
}

/**
 * Records one event in each bucket and answers true, or answers false (nothing recorded) if one
 * is full: for a limit that changes what is done rather than refusing.
 */
export async function tryConsumeRateLimits(
  checks: { bucket: string; limits: Limit[] }[],
  now?: Date,
): Promise<boolean> {
  return (await recordUnlessFull(checks, now)) === null;
}

/** The first full limit (nothing recorded), or null once an event is recorded in each bucket. */
async function recordUnlessFull(
  checks: { bucket: string; limits: Limit[] }[],
  now: Date | undefined,
): Promise<Limit | null> {
  const full = await getDb().transaction(async (tx) => {
    for (const { bucket } of checks) await lockBucket(tx, bucket);
    for (const { bucket, limits } of checks) {
      for (const limit of limits) {
        if ((await countEvents(tx, bucket, limit.windowSeconds, now)) >= limit.limit) return limit;
      }
    }
    await tx
      .insert(rateLimits)
      .values(checks.map(({ bucket }) => (now ? { bucket, createdAt: now } : { bucket })));
    return null;
  });
  // Occasional housekeeping: nothing counts windows longer than a day.
  if (Math.random() < 0.02) {
    await getDb()
      .delete(rateLimits)
      .where(lt(rateLimits.createdAt, sql`now() - interval '1 day'`));
  }
  return full;
}

/** Records an event without checking (e.g. a wrong code counted against an address). */
export async function recordEvent(
  bucket: string,
  db: Database = getDb(),
  now?: Date,
): Promise<void> {
  await db.insert(rateLimits).values(now ? { bucket, createdAt: now } : { bucket });
}

export async function countEvents(
  db: Database,
  bucket: string,
  windowSeconds: number,
  now?: Date,
): Promise<number> {
  const end = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await db
    .select({ n: count() })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, bucket),
        gt(rateLimits.createdAt, sql`${end} - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.n ?? 0;
}

async function lockBucket(db: Database, bucket: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
}
