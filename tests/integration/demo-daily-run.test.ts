import { expect, it } from "vitest";
import { seedDemoContent, seedId } from "@/lib/demo";
import { runDailyJobs } from "@/lib/jobs/daily";
import { membershipStateOf } from "@/lib/membership/reads";
import { describeEachDatabase } from "../helpers/databases";

// The demo shows a member in each state, and keeps showing them once the daily job has run (the
// e2e server runs it; a past-due member whose retries were all past was ended by the first run).
describeEachDatabase("the demo after a daily run", (context) => {
  it("keeps its past-due member past due: her retries are still ahead", async () => {
    const now = new Date();
    await seedDemoContent(context.handle.db, { now });
    await runDailyJobs({ now });
    const sophie = await membershipStateOf(seedId("sophie.petit@example.org"), { now });
    expect(sophie.subscription?.status).toBe("past_due");
    expect(sophie.state.state).toBe("past_due");
  }, 120_000);
});
