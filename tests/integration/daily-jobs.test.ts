import { NextRequest } from "next/server";
import { beforeEach, expect, it } from "vitest";
import { jobRuns } from "@/lib/db/schema";
import { env, getCronSecret } from "@/lib/env";
import { runDailyJobs, type DailyJob } from "@/lib/jobs/daily";
import { GET as cronDaily } from "@/app/api/cron/daily/route";
import { describeEachDatabase } from "../helpers/databases";

// The daily runner: every job runs once per run, a failing job is recorded and does not stop the
// next, an overlapping run does nothing, and the route asks for the scheduler's secret.

const now = new Date("2026-11-23T09:00:00Z");

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describeEachDatabase("daily jobs", (context) => {
  beforeEach(async () => {
    await context.handle.db.delete(jobRuns);
  });

  it("runs each job and records its figures", async () => {
    const seen: Date[] = [];
    const jobs: DailyJob[] = [
      { name: "compte", run: async ({ now }) => (seen.push(now), { traités: 3 }) },
    ];
    const run = await runDailyJobs({ now, jobs });
    expect(run).toMatchObject({
      skipped: false,
      outcomes: [{ job: "compte", status: "succeeded", figures: { traités: 3 } }],
    });
    expect(seen).toEqual([now]);
    const rows = await context.handle.db.select().from(jobRuns);
    expect(rows).toMatchObject([
      { job: "compte", status: "succeeded", summary: { traités: 3 }, error: null },
    ]);
    expect(rows[0]!.finishedAt).not.toBeNull();
  });

  it("records a failing job and still runs the next ones", async () => {
    const jobs: DailyJob[] = [
      { name: "casse", run: async () => Promise.reject(new Error("fournisseur indisponible")) },
      { name: "suivant", run: async () => ({ ok: true }) },
    ];
    const run = await runDailyJobs({ now, jobs });
    expect(run).toMatchObject({
      skipped: false,
      outcomes: [
        { job: "casse", status: "failed", error: "fournisseur indisponible" },
        { job: "suivant", status: "succeeded" },
      ],
    });
    const rows = await context.handle.db.select().from(jobRuns);
    expect(rows.map((row) => [row.job, row.status]).sort()).toEqual([
      ["casse", "failed"],
      ["suivant", "succeeded"],
    ]);
  });

  it("lets one of two overlapping runs work and the other do nothing", async () => {
    const started = deferred();
    const release = deferred();
    let runs = 0;
    const jobs: DailyJob[] = [
      {
        name: "long",
        run: async () => {
          runs += 1;
          started.resolve();
          await release.promise;
          return {};
        },
      },
    ];
    const first = runDailyJobs({ now, jobs });
    await started.promise;
    const second = await runDailyJobs({ now, jobs });
    release.resolve();
    expect(second).toEqual({ skipped: true });
    expect(await first).toMatchObject({ skipped: false });
    expect(runs).toBe(1);
    // The lock is released: the next day's run works.
    expect(await runDailyJobs({ now, jobs })).toMatchObject({ skipped: false });
    expect(runs).toBe(2);
  });

  it("serves the route to the scheduler only, and runs the registered jobs", async () => {
    const call = (authorization?: string) =>
      cronDaily(
        new NextRequest(`${env.siteUrl}/api/cron/daily`, {
          headers: authorization ? { authorization } : {},
        }),
      );
    expect((await call()).status).toBe(401);
    expect((await call("Bearer faux")).status).toBe(401);
    const response = await call(`Bearer ${getCronSecret()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      outcomes: { job: string; status: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.outcomes.map((outcome) => outcome.job)).toContain("retention");
  });
});
