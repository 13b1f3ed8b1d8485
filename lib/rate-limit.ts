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
  await getDb().transaction(async (tx) => {
    for (const { bucket } of checks) await lockBucket(tx, bucket);
    for (const { bucket, limits } of checks) {
      for (const limit of limits) {
        const used = await countEvents(tx, bucket, limit.windowSeconds, now);
        if (used >= limit.limit)
          throw new RateLimitError(limit.message ?? message, limit.windowSeconds);
      }
    }
    await tx
      .insert(rateLimits)
      .values(checks.map(({ bucket }) => (now ? { bucket, createdAt: now } : { bucket })));
  });
  // Occasional housekeeping: nothing counts windows longer than a day.
  if (Math.random() < 0.02) {
    await getDb()
      .delete(rateLimits)
      .where(lt(rateLimits.createdAt, sql`now() - interval '1 day'`));
  }
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
