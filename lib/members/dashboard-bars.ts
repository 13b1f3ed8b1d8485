import type { DirectoryTierFilter } from "./directory-filters";
import { directoryUrl } from "./directory-filters";
import type { Dashboard } from "./dashboard";
import { memberStateFilterLabels } from "@/lib/membership/labels";

// The bars of the admin dashboard's four charts, from its figures: every bar has its
// label and the directory view it opens; failed payments are marked as a warning.

export type ChartBar = {
  label: string;
  value: number;
  href: string;
  /** A figure that calls for attention (failed payments): drawn in the warning colour. */
  warning?: boolean;
};

const monthNames = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];

/** "2025-03" → "mars 2025". */
export function monthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
}

/** Under a bar, a long name is shortened (the table beside the chart gives it whole). */
export function shortBarLabel(label: string): string {
  return label.length > 16 ? `${label.slice(0, 15).trimEnd()}…` : label;
}

export function dashboardBars(dashboard: Dashboard): {
  state: ChartBar[];
  tier: ChartBar[];
  month: ChartBar[];
  dues: ChartBar[];
} {
  return {
    state: dashboard.byState.map((row) => ({
      label: memberStateFilterLabels[row.state],
      value: row.count,
      href: directoryUrl({ state: row.state }),
      warning: row.state === "past_due",
    })),
    tier: dashboard.byTier.map((row) => ({
      label: row.title,
      value: row.count,
      // why: tiers.id holds the four TIER_IDS (reference data of migration 0001)
      href: directoryUrl({ tier: (row.tierId ?? "none") as DirectoryTierFilter }),
    })),
    month: dashboard.newMembersByMonth.map((row) => ({
      label: monthLabel(row.month),
      value: row.count,
      href: directoryUrl({ joined: row.month, sort: "joined" }),
    })),
    dues: dashboard.duesByYear.map((row) => ({
      label: String(row.year),
      value: row.cents / 100,
      href: directoryUrl({ paidYear: row.year }),
    })),
  };
}
