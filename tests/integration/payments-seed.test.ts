import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemoContent } from "@/lib/demo";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { setSubscriptionCancellation } from "@/lib/payments/account";
import { membershipStatesFor } from "@/lib/membership/reads";
import { describeEachDatabase } from "../helpers/databases";

// The demo seed has members in each membership state, backed by the simulated provider's records
// (so that their payment tab and billing:advance work on the demo).

describeEachDatabase("demo payments", (context) => {
  beforeAll(async () => {
    overridePaymentProvider(newSimulatedProvider());
    await seedDemoContent(context.handle.db);
  });

  it("has members in each state", async () => {
    const all = await context.handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`true`);
    const states = await membershipStatesFor(all.map((u) => u.id));
    const byEmail = new Map(all.map((u) => [u.email, states.get(u.id)!.state.state]));
    expect(byEmail.get("membre@example.org")).toBe("active");
    expect(byEmail.get("lea.nouvelle@example.org")).toBe("trial");
    expect(byEmail.get("marc.depart@example.org")).toBe("canceled");
    expect(byEmail.get("sophie.petit@example.org")).toBe("past_due");
    expect(byEmail.get("julien.bernard@example.org")).toBe("expired");
    expect(new Set(byEmail.values())).toEqual(
      new Set(["active", "trial", "canceled", "past_due", "expired", "none"]),
    );
  });

  it("lets a seeded member reactivate through the simulated provider", async () => {
    const [marc] = await context.handle.db
      .select()
      .from(users)
      .where(sql`email = 'marc.depart@example.org'`);
    const after = await setSubscriptionCancellation(
      { id: marc!.id, email: marc!.email, firstname: "M", lastname: "D", isAdmin: false },
      marc!,
      null,
      false,
    );
    expect(after.cancel_at_period_end).toBe(false);
  });
});
