import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { simulatedClock } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { DAY_MS } from "@/lib/format/time";

// Billing time. With Stripe it is the real time. With the simulated provider it is the real time
// plus an offset that tests and `npm run billing:advance -- --days N` move forward, so that a
// trial end, a renewal, retries and an expiry can be played on the embedded database; the
// membership states shown are judged on that same clock, or a demo would contradict itself.

export async function simulatedOffsetMs(db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ offsetMs: simulatedClock.offsetMs })
    .from(simulatedClock)
    .where(eq(simulatedClock.id, 1));
  return row?.offsetMs ?? 0;
}

/** "Now" for billing and membership states. */
export async function billingNow(db: Database = getDb()): Promise<Date> {
  if (env.paymentProvider === "stripe") return new Date();
  return new Date(Date.now() + (await simulatedOffsetMs(db)));
}

/** Moves the simulated clock forward by some days (never back: events already happened). */
export async function advanceSimulatedClock(days: number, db: Database = getDb()): Promise<Date> {
  if (!Number.isFinite(days) || days < 0) throw new Error("days must be a non-negative number");
  const delta = Math.round(days * DAY_MS);
  await db
    .insert(simulatedClock)
    .values({ id: 1, offsetMs: delta })
    .onConflictDoUpdate({
      target: simulatedClock.id,
      set: { offsetMs: sql`${simulatedClock.offsetMs} + ${delta}` },
    });
  return billingNow(db);
}
