import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { env } from "@/lib/env";
import { parisDayIso } from "@/lib/format/dates";
import { DAY_MS } from "@/lib/format/time";
import { startOfUtcDay } from "./rules";
import { emailsSentToday } from "./sender";

// Whether the day's quota holds back the e-mail an action has just queued, so that the page can
// say when it will leave instead of « Une confirmation a été envoyée ».

/**
 * When the member's e-mails queued since `since` will leave, if the day's quota holds them back:
 * the next quota day's start (UTC, as the provider counts); null when they go today (or went).
 * A row waits for tomorrow when the provider answered that the day's quota was spent (its
 * not_before is then the next day), or when the rows the sender takes before it (codes, then by
 * priority and age) already fill what is left of today's quota.
 */
export async function heldByQuotaUntil(input: {
  userId: string;
  since: Date;
  now?: Date;
  dailyLimit?: number;
  db?: Database;
}): Promise<Date | null> {
  const db = input.db ?? getDb();
  const now = input.now ?? new Date();
  const tomorrow = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  const [row] = await selectRows<{
    priority: number;
    notBefore: Date | string;
    createdAt: Date | string;
  }>(
    db,
    sql`select priority, not_before as "notBefore", created_at as "createdAt" from email_outbox
      where user_id = ${input.userId}::uuid and state = 'pending' and priority > 0
        and created_at >= ${input.since.toISOString()}::timestamptz
      order by priority, not_before, created_at limit 1`,
  );
  if (!row) return null;
  const notBefore = new Date(row.notBefore);
  if (notBefore >= tomorrow) return tomorrow;
  const left = (input.dailyLimit ?? env.EMAIL_DAILY_LIMIT) - (await emailsSentToday(now, db));
  const nowIso = now.toISOString();
  const [ahead] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from email_outbox
      where state = 'pending' and not_before <= greatest(${nowIso}::timestamptz, ${notBefore.toISOString()}::timestamptz)
        and (expires_at is null or expires_at > ${nowIso}::timestamptz)
        and (priority < ${row.priority}
          or (priority = ${row.priority} and (not_before, created_at) <= (${notBefore.toISOString()}::timestamptz, ${new Date(row.createdAt).toISOString()}::timestamptz)))`,
  );
  return (ahead?.count ?? 0) > left ? tomorrow : null;
}

const parisHour = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "numeric",
  hourCycle: "h23",
});

/** « L'e-mail de confirmation partira demain à 1 h (quota d'envoi du jour atteint). » */
export function quotaHoldSentence(at: Date, now: Date, what: string): string {
  const day = parisDayIso(at) === parisDayIso(now) ? "aujourd’hui" : "demain";
  const hour = Number(parisHour.formatToParts(at).find((part) => part.type === "hour")?.value);
  return `${what} partira ${day} à ${hour} h (quota d’envoi du jour atteint).`;
}

/**
 * What an action's success message adds about the e-mail it queued for the member: nothing when
 * it leaves now, else when it will (« L'e-mail de confirmation partira demain à 1 h … »).
 */
export async function quotaHoldNotice(input: {
  userId: string;
  since: Date;
  what?: string;
}): Promise<string | null> {
  const now = new Date();
  // A few seconds' margin: the row's created_at is the database's clock, `since` the server's.
  const since = new Date(input.since.getTime() - 5_000);
  const at = await heldByQuotaUntil({ userId: input.userId, since, now });
  return at ? quotaHoldSentence(at, now, input.what ?? "L’e-mail de confirmation") : null;
}
