import "server-only";
import { eq } from "drizzle-orm";
import { getDatabaseHandle, getDb } from "@/lib/db";
import { jobRuns } from "@/lib/db/schema";
import { sendDailyBatch } from "@/lib/newsletter/dispatch";
import { runDueBilling } from "@/lib/payments";
import { runAttestationJob } from "@/lib/attestations/job";
import { runReminderJob } from "@/lib/reminders/job";
import { runRetentionPurges } from "@/lib/retention/purges";

// Everything that runs once a day (09:00 UTC: Vercel's cron, or the crontab line of the README),
// in one runner: one advisory lock so that overlapping runs do nothing twice, one `job_runs` row
// and one log line per job with its figures. A job that fails does not stop the next ones; each
// job is idempotent by its own data (a second run the same day finds nothing left to do).

export type JobFigures = Record<string, number | string | boolean | null>;

export type DailyJob = {
  /** Stable name, in the logs and `job_runs`. */
  name: string;
  run(context: { now: Date }): Promise<JobFigures>;
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
  { name: "newsletter", run: ({ now }) => sendDailyBatch({ now }) },
  { name: "attestations", run: ({ now }) => runAttestationJob({ now }) },
  { name: "reminders", run: ({ now }) => runReminderJob({ now }) },
  { name: "retention", run: ({ now }) => runRetentionPurges({ now }) },
];

/** Arbitrary constant naming the daily run's advisory lock. */
const DAILY_LOCK_KEY = 7_340_002;

export async function runDailyJobs({
  now,
  jobs = dailyJobs,
}: {
  now: Date;
  jobs?: readonly DailyJob[];
}): Promise<DailyRun> {
  const outcomes = await getDatabaseHandle().withExclusiveLock(DAILY_LOCK_KEY, async () => {
    const done: JobOutcome[] = [];
    for (const job of jobs) done.push(await runJob(job, now));
    return done;
  });
  if (!outcomes) {
    console.info("[cron] daily run skipped: another run holds the lock");
    return { skipped: true };
  }
  return { skipped: false, outcomes };
}

async function runJob(job: DailyJob, now: Date): Promise<JobOutcome> {
  const db = getDb();
  const started = performance.now();
  const [run] = await db
    .insert(jobRuns)
    .values({ job: job.name, status: "running", startedAt: new Date() })
    .returning({ id: jobRuns.id });
  let outcome: JobOutcome;
  try {
    const figures = await job.run({ now });
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
