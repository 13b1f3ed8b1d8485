import { describe, expect, it } from "vitest";
import { MEMBERSHIP_STATES, RENEWAL_KINDS } from "@/lib/membership/state";
import type { Dashboard } from "./dashboard";
import { dashboardBars, monthLabel, shortBarLabel } from "./dashboard-bars";

const dashboard: Dashboard = {
  total: 12,
  byState: MEMBERSHIP_STATES.map((state, i) => ({ state, count: i + 1 })),
  byTier: [
    { tierId: "practicing", title: "Praticien hospitalier", count: 7 },
    { tierId: null, title: "Sans type d’adhésion", count: 5 },
  ],
  newMembersByMonth: [
    { month: "2025-12", count: 0 },
    { month: "2026-01", count: 3 },
  ],
  duesByYear: [{ year: 2025, cents: 123_450, members: 9 }],
  renewalsDue: 2,
  byRenewal: RENEWAL_KINDS.map((renewal, i) => ({ renewal, count: i })),
  doubleCharges: [],
  conversion: { eligible: 4, paid: 3 },
};

describe("dashboardBars", () => {
  const bars = dashboardBars(dashboard);

  it("gives every bar of the four charts a French label and the directory view it opens", () => {
    for (const chart of Object.values(bars)) {
      expect(chart.length).toBeGreaterThan(0);
      for (const bar of chart) {
        expect(bar.label.trim()).not.toBe("");
        expect(shortBarLabel(bar.label).trim()).not.toBe("");
        expect(bar.href).toMatch(/^\/admin\/members/);
      }
    }
    expect(bars.state.map((bar) => bar.label)).toEqual([
      "Première année offerte",
      "Adhésion valide",
      "Paiement échoué (renouvellement en cours)",
      "Adhésion expirée",
      "Aucune adhésion",
    ]);
    expect(bars.tier.map((bar) => bar.href)).toEqual([
      "/admin/members?tier=practicing",
      "/admin/members?tier=none",
    ]);
    // Months without a new member keep their bar (and its label).
    expect(bars.month).toMatchObject([
      { label: "déc. 2025", value: 0 },
      { label: "janv. 2026", value: 3 },
    ]);
    expect(bars.dues).toMatchObject([{ label: "2025", value: 1234.5 }]);
  });

  it("marks failed payments, and only them, as a warning", () => {
    expect(bars.state.filter((bar) => bar.warning).map((bar) => bar.href)).toEqual([
      "/admin/members?state=past_due",
    ]);
    for (const chart of [bars.tier, bars.month, bars.dues])
      expect(chart.some((bar) => bar.warning)).toBe(false);
  });
});

describe("bar labels", () => {
  it("names the months in French", () => {
    expect(monthLabel("2026-03")).toBe("mars 2026");
    expect(monthLabel("2026-08")).toBe("août 2026");
  });

  it("shortens long names under a bar, keeping short ones whole", () => {
    expect(shortBarLabel("Adhésion valide")).toBe("Adhésion valide");
    expect(shortBarLabel("Paiement échoué (renouvellement en cours)")).toBe("Paiement échoué…");
  });
});
