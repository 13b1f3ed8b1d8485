import { sessionTokenFor } from "../helpers/users";
import { assertAdminViewer } from "@/lib/auth/access";
import { isNull, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { GET as stripeGet } from "@/app/api/stripe/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { viewerFromUser } from "@/lib/auth/viewer";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { EXPORT_HEADERS, csvDate } from "@/lib/members/csv-format";
import { exportMembersCsv } from "@/lib/members/csv-files";
import { getMemberProfile } from "@/lib/members/profile";
import { billingNow } from "@/lib/membership/clock";
import { seedDemoContent } from "@/lib/demo";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { setSubscriptionCancellation } from "@/lib/payments/account";
import { membershipStatesFor } from "@/lib/membership/reads";
import { lastDayCovered, memberStateText } from "@/lib/membership/labels";
import { renewalOf } from "@/lib/membership/state";
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
    // Paid, renewal stopped: valid to the end of the paid year (the renewal is another column).
    expect(byEmail.get("marc.depart@example.org")).toBe("active");
    const marc = all.find((u) => u.email === "marc.depart@example.org")!;
    const marcBilling = states.get(marc.id)!;
    expect(renewalOf(marcBilling.subscription, await billingNow()).kind).toBe("stopped");
    expect(
      memberStateText(marcBilling.state.state, marcBilling.state.date, { lastFailed: false }),
    ).toMatch(/^Adhésion valide jusqu’au \d{2}\/\d{2}\/\d{4}$/);
    expect(byEmail.get("sophie.petit@example.org")).toBe("past_due");
    expect(byEmail.get("julien.bernard@example.org")).toBe("expired");
    // Expired, then the year paid once: paid, not 'résiliée' (issue #17).
    expect(byEmail.get("paul.unique@example.org")).toBe("active");
    expect(new Set(byEmail.values())).toEqual(
      new Set(["active", "trial", "past_due", "expired", "none"]),
    );
  });

  it("gives every demo member the same state in the profile, GET /api/stripe?action=get-payments and the CSV export (issue #17)", async () => {
    const db = context.handle.db;
    const members = await db.select().from(users).where(isNull(users.anonymizedAt));
    const adminRow = members.find((m) => m.email === "admin@example.org")!;
    const admin = assertAdminViewer(viewerFromUser(adminRow));
    const token = await sessionTokenFor({ id: adminRow.id, isAdmin: true });
    const now = await billingNow();
    const stream = await exportMembersCsv(admin, {}, now);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      new Uint8Array(await new Response(stream).arrayBuffer()),
    );
    const { data } = Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true });
    const csv = new Map(
      data.slice(1).map((cells) => {
        const row = Object.fromEntries(EXPORT_HEADERS.map((header, i) => [header, cells[i]]));
        return [row["E-mail"], row];
      }),
    );
    const differences = [];
    for (const member of members) {
      const profile = (await getMemberProfile(admin, member.id)).membership;
      const response = await stripeGet(
        new NextRequest(
          `${env.siteUrl}/api/stripe?action=get-payments&email=${encodeURIComponent(member.email)}`,
          { headers: { cookie: `${sessionCookieName}=${token}` } },
        ),
      );
      const api = (
        (await response.json()) as {
          membership: {
            state: string;
            label: string;
            date: string | null;
            renewal: { state: string; label: string };
          };
        }
      ).membership;
      const row = csv.get(member.email);
      const seen = {
        profile: [profile.state, profile.label, profile.date?.toISOString() ?? null],
        api: [api.state, api.label, api.date],
        csv: [row?.["État de l’adhésion"], row?.["Valide jusqu’au"]],
      };
      // The renewal, apart: the same in the API and the CSV.
      if (api.renewal.label !== row?.["Renouvellement automatique"])
        differences.push({
          email: member.email,
          renewal: [api.renewal, row?.["Renouvellement automatique"]],
        });
      if (
        api.state !== profile.state ||
        api.label !== profile.label ||
        api.date !== (profile.date?.toISOString() ?? null) ||
        row?.["État de l’adhésion"] !== profile.label ||
        row["Valide jusqu’au"] !== csvDate(profile.date && lastDayCovered(profile.date))
      )
        differences.push({ email: member.email, ...seen });
    }
    expect(differences).toEqual([]);
    expect(members.length).toBeGreaterThan(20);
  });

  it("lets a seeded member reactivate through the simulated provider", async () => {
    const [marc] = await context.handle.db
      .select()
      .from(users)
      .where(sql`email = 'marc.depart@example.org'`);
    const after = await setSubscriptionCancellation(
      { id: marc!.id, email: marc!.email, firstname: "M", lastname: "D", isAdmin: false },
      marc!,
      { cancel: false },
    );
    expect(after.cancel_at_period_end).toBe(false);
  });
});
