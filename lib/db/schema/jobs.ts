import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";
import { JOB_RUN_STATUSES } from "../enums";

// The daily job's runs (lib/jobs): one row per job per run, with its figures, so that staff and
// the logs can tell what ran, when, and what it did.

export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    status: text("status", { enum: JOB_RUN_STATUSES }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The job's own figures ("sent: 100, remaining: 40"…). */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default({}),
    error: text("error"),
  },
  (t) => [
    check("job_runs_status_check", sql`${t.status} in ${oneOf(JOB_RUN_STATUSES)}`),
    index("job_runs_job_started_idx").on(t.job, t.startedAt.desc()),
  ],
);

export type JobRun = typeof jobRuns.$inferSelect;
