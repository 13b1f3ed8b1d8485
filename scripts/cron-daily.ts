// npm run cron:daily – the daily job on a Node host (crontab: see docs/operations.md). It asks the running
// server (which holds the embedded database, and whose caches the jobs revalidate); without a
// server, it runs the jobs in this process.
import { getDatabaseHandle } from "@/lib/db";
import { runDailyJobs } from "@/lib/jobs/daily";
import { billingNow } from "@/lib/membership/clock";
import { callServer, isServerRunning } from "./lib/running-server";

async function main() {
  if (await isServerRunning()) {
    const response = await callServer("/api/cron/daily");
    console.info(await response.text());
    if (!response.ok) process.exit(1);
    return;
  }
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    const run = await runDailyJobs({ now: await billingNow() });
    if (!run.skipped && run.outcomes.some((outcome) => outcome.status === "failed"))
      process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
