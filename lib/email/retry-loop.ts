import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { SEND_LEASE_MS } from "./rules";
import { sendQueuedEmails } from "./sender";

// What the sender right after a request did not send (the provider was down, a 429, a sender
// that died) is retried here. On a Node host (`npm start`, a VM) the server runs this loop; each
// instance may, since rows are claimed with SKIP LOCKED. On Vercel, where no process lives
// between requests, `GET /api/cron/emails` does the same from a scheduler (docs/operations.md).

export const RETRY_INTERVAL_MS = 30_000;

/** Whether anything is due: one indexed query, so that an idle loop costs nearly nothing. */
export async function hasDueEmails(now = new Date()): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - SEND_LEASE_MS).toISOString();
  const rows = await selectRows<{ due: number }>(
    getDb(),
    sql`select 1 as due from email_outbox
      where (state = 'pending' and not_before <= ${now.toISOString()}::timestamptz)
         or (state = 'sending' and claimed_at < ${staleBefore}::timestamptz)
      limit 1`,
  );
  return rows.length > 0;
}

/** Starts the loop; returns its stop. One run at a time; never keeps the process alive. */
export function startEmailRetryLoop(intervalMs = RETRY_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        if (await hasDueEmails()) await sendQueuedEmails({ limit: 200 });
      } catch (error) {
        console.error("[email] retry loop:", error);
      } finally {
        running = false;
      }
    })();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
