import "server-only";
import { eq } from "drizzle-orm";
import { getDatabaseHandle, getDb } from "@/lib/db";
import { jobRuns } from "@/lib/db/schema";
import { sendQueuedEmails } from "@/lib/email/sender";
import { sendDailyBatch } from "@/lib/newsletter/dispatch";
import { runDueBilling } from "@/lib/payments";
import { runAttestationJob } from "@/lib/attestations/job";
import { runReminderJob } from "@/lib/reminders/job";
import { runRetentionPurges } from "@/lib/retention/purges";

// Everything that runs once a day (09:00 UTC: Vercel's cron, or the crontab line of docs/operations.md),
// in one runner: one advisory lock so that overlapping runs do nothing twice, one `job_runs` row
// and one log line per job with its figures. A job that fails does not stop the next ones; each
// job is idempotent by its own data (a second run the same day finds nothing left to do).

export type JobFigures = Record<string, number | string | boolean | null>;

export type DailyJob = {
  /** Stable name, in the logs and `job_runs`. */
  name: string;
  /**
   * `now` is the billing clock (real time with Stripe, the demo's simulated clock otherwise);
   * `realNow` the real time, which e-mail follows (the provider's quota day, retention of e-mails).
   */
  run(context: { now: Date; realNow: Date }): Promise<JobFigures>;
};

export type JobOutcome = {
  job: string;
  status: "succeeded" | "failed";
  figures: JobFigures;
  error?: string;
  ms: number;
};

export type DailyRun = { skipped: true } | { skipped: false; outcomes: JobOutcome[] };

/** The jobs of the daily run, in order. */
export const dailyJobs: readonly DailyJob[] = [
  // First the simulated provider's trial ends, renewals and retries, on its own clock (Stripe:
  // nothing to do), so that the reminders below judge the day's states.
  { name: "billing", run: () => runDueBilling() },
  // The outbox before the newsletter: what billing just queued and anything left (a provider's
  // outage), so that the newsletter only takes what the day has left.
  { name: "emails", run: ({ realNow }) => sendOutbox(realNow) },
  { name: "newsletter", run: ({ realNow }) => sendDailyBatch({ now: realNow }) },
  { name: "attestations", run: ({ now }) => runAttestationJob({ now }) },
  { name: "reminders", run: ({ now }) => runReminderJob({ now }) },
  { name: "retention", run: ({ now, realNow }) => runRetentionPurges({ now, realNow }) },
];

async function sendOutbox(now: Date): Promise<JobFigures> {
  const { states: _states, ...figures } = await sendQueuedEmails({ now });
  return figures;
}

/** Arbitrary constant naming the daily run's advisory lock. */
const DAILY_LOCK_KEY = 7_340_002;

export async function runDailyJobs({
  now,
  realNow = new Date(),
  jobs = dailyJobs,
}: {
  now: Date;
  realNow?: Date;
  jobs?: readonly DailyJob[];
}): Promise<DailyRun> {
  const outcomes = await getDatabaseHandle().withExclusiveLock(DAILY_LOCK_KEY, async () => {
    const done: JobOutcome[] = [];
    for (const job of jobs) done.push(await runJob(job, now, realNow));
    return done;
  });
  if (!outcomes) {
    console.info("[cron] daily run skipped: another run holds the lock");
    return { skipped: true };
  }
  return { skipped: false, outcomes };
}

async function runJob(job: DailyJob, now: Date, realNow: Date): Promise<JobOutcome> {
  const db = getDb();
  const started = performance.now();
  const [run] = await db
    .insert(jobRuns)
    .values({ job: job.name, status: "running", startedAt: new Date() })
    .returning({ id: jobRuns.id });
  let outcome: JobOutcome;
  try {
    const figures = await job.run({ now, realNow });
    outcome = {
      job: job.name,
      status: "succeeded",
      figures,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      job: job.name,
      status: "failed",
      figures: {},
      error: message,
      ms: Math.round(performance.now() - started),
    };
  }
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      finishedAt: new Date(),
      summary: outcome.figures,
      error: outcome.error ?? null,
    })
    .where(eq(jobRuns.id, run!.id));
  const figures = Object.entries(outcome.figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
  const line = `[cron] ${job.name} ${outcome.status} in ${outcome.ms} ms${figures ? ` ${figures}` : ""}${outcome.error ? ` error=${JSON.stringify(outcome.error)}` : ""}`;
  if (outcome.status === "failed") console.error(line);
  else console.info(line);
  return outcome;
}
