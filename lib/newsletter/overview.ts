import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { listRecentPublications, type RecentPublication } from "./queue";
import {
  CLAIM_LEASE_MS,
  estimatedDays,
  newsletterSettings,
  nextDailyRun,
  type NewsletterSettings,
} from "./settings";

// What the composer shows and polls (spec §3 "Newsletter data", §7 GET /api/newsletter-v2):
// the publications it offers, the newsletter being sent, debug mode, and the history.

export type NewsletterSummary = {
  id: string;
  title: string;
  status: "queued" | "sending" | "sent" | "failed";
  createdAt: string;
  completedAt: string | null;
  isDebug: boolean;
  totalRecipients: number;
  sentCount: number;
  failedCount: number;
  /** Deliveries still waiting (the daily job's). */
  remaining: number;
  /** Addresses that unsubscribed before their turn. */
  skipped: number;
  /** Deliveries whose interrupted batch was too old to repeat safely: "à vérifier" at the provider. */
  unverified: number;
};

export type QueueStatus = {
  status: "queued" | "sending";
  title: string;
  totalRecipients: number;
  sentCount: number;
  failedCount: number;
  remaining: number;
  estimatedDays: number;
  nextRunAt: string;
  /** Deliveries in batches interrupted by a run that died, which "Reprendre l'envoi" repeats now. */
  interrupted: number;
};

export type NewsletterOverview = {
  publications: RecentPublication[];
  queueStatus: QueueStatus | null;
  debugMode: { enabled: boolean; email: string; limit: number };
  history: NewsletterSummary[];
};

export async function getNewsletterOverview(
  admin: AdminViewer,
  {
    now = new Date(),
    settings = newsletterSettings(),
  }: { now?: Date; settings?: NewsletterSettings } = {},
): Promise<NewsletterOverview> {
  assertAdminViewer(admin);
  const [publications, history, interrupted] = await Promise.all([
    listRecentPublications(now),
    listNewsletterHistory(),
    countInterrupted(now),
  ]);
  const sending = history.find((item) => item.status === "queued" || item.status === "sending");
  const remaining = history
    .filter((item) => item.status === "queued" || item.status === "sending")
    .reduce((sum, item) => sum + item.remaining, 0);
  return {
    publications,
    queueStatus: sending
      ? {
          status: sending.status as QueueStatus["status"],
          title: sending.title,
          totalRecipients: sending.totalRecipients,
          sentCount: sending.sentCount,
          failedCount: sending.failedCount,
          remaining: sending.remaining,
          // Every waiting newsletter shares the daily limit.
          estimatedDays: estimatedDays(remaining, settings.dailyLimit),
          nextRunAt: nextDailyRun(now).toISOString(),
          interrupted,
        }
      : null,
    debugMode: { ...settings.debug },
    history,
  };
}

export async function listNewsletterHistory(limit = 20): Promise<NewsletterSummary[]> {
  const rows = await selectRows<
    Omit<NewsletterSummary, "createdAt" | "completedAt"> & {
      createdAt: Date | string;
      completedAt: Date | string | null;
    }
  >(
    getDb(),
    sql`select n.id, n.title, n.status, n.created_at as "createdAt", n.completed_at as "completedAt", n.is_debug as "isDebug",
        n.total_recipients as "totalRecipients", n.sent_count as "sentCount", n.failed_count as "failedCount",
        (select count(*)::int from newsletter_deliveries d where d.newsletter_id = n.id and d.status = 'pending') as remaining,
        (select count(*)::int from newsletter_deliveries d where d.newsletter_id = n.id and d.status = 'skipped') as skipped,
        (select count(*)::int from newsletter_deliveries d where d.newsletter_id = n.id and d.status = 'unverified') as unverified
      from newsletters n
      order by n.created_at desc, n.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
  }));
}

/** Waiting deliveries in a batch whose run died (its lease is over). */
async function countInterrupted(now: Date): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    getDb(),
    sql`select count(*)::int as count from newsletter_deliveries
      where status = 'pending' and batch_key is not null
        and claimed_at < ${new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()}::timestamptz`,
  );
  return row?.count ?? 0;
}
