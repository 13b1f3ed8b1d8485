import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { runDailyJobs } from "@/lib/jobs/daily";
import { billingNow } from "@/lib/membership/clock";

export const dynamic = "force-dynamic";
// The newsletter batch and the purges can take a while on a large list.
export const maxDuration = 300;

// GET /api/cron/daily – the daily job (vercel.json's cron, or `npm run cron:daily` on a Node
// host). Bearer CRON_SECRET only; refused when it is unset in production. Time is the billing
// clock's (real time with Stripe; the demo's simulated clock otherwise, moved by billing:advance).
export const GET = apiRoute({ access: "cron" }, async () => {
  const run = await runDailyJobs({ now: await billingNow() });
  const failed = run.skipped
    ? 0
    : run.outcomes.filter((outcome) => outcome.status === "failed").length;
  return Response.json(
    { success: failed === 0, ...run },
    { status: failed === 0 ? 200 : 500, headers: { "Cache-Control": "no-store" } },
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
