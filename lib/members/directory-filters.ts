import { TIER_IDS, type TierId } from "@/lib/membership/tier-ids";
import { RENEWAL_KINDS, type RenewalKind } from "@/lib/membership/state";

// The directory's filters as they live in the address (/admin/members?q=&tier=&state=&sort=&page=),
// shared by the page, the CSV export and the dashboard's links. No server code: a link builder.

export const DIRECTORY_SORTS = ["name", "joined", "expiry"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const directorySortLabels: Record<DirectorySort, string> = {
  name: "Nom",
  joined: "Date d’adhésion (récentes d’abord)",
  expiry: "Date d’échéance",
};

/** "none" filters members without a tier. */
export type DirectoryTierFilter = TierId | "none";

export type DirectoryFilters = {
  query?: string;
  tier?: DirectoryTierFilter;
  state?: string;
  /** The automatic renewal, apart from the validity (address: autoRenewal=). */
  renewal?: RenewalKind;
  sort?: DirectorySort;
  page?: number;
  /** Joined in this Paris month (yyyy-mm): the dashboard's new members per month. */
  joined?: string;
  /** Paid dues in this Paris calendar year: the dashboard's dues per year. */
  paidYear?: number;
  /** Membership ending within this many days (trial, active): renewals due. */
  renewalDays?: number;
  /** The dashboard's conversion figure: registered over a year ago ("eligible"), and of those who paid ("paid"). */
  conversion?: ConversionCohort;
};

export const CONVERSION_COHORTS = ["eligible", "paid"] as const;
export type ConversionCohort = (typeof CONVERSION_COHORTS)[number];

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const clean = text?.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean ? clean : undefined;
}

/** Reads the address's filters; unknown values are dropped rather than refused (a stale link still opens). */
export function directoryFiltersFrom(
  params: RawParams,
  states: readonly string[],
): DirectoryFilters {
  const tier = first(params.tier);
  const state = first(params.state);
  const renewal = first(params.autoRenewal);
  const sort = first(params.sort);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    query: first(params.q)?.slice(0, 200),
    tier:
      tier === "none" || (TIER_IDS as readonly string[]).includes(tier ?? "")
        ? (tier as DirectoryTierFilter)
        : undefined,
    state: state && states.includes(state) ? state : undefined,
    // A link of the time when a stopped renewal was a state of its own (« résiliée ») still opens.
    renewal: (RENEWAL_KINDS as readonly string[]).includes(renewal ?? "")
      ? (renewal as RenewalKind)
      : state === "canceled"
        ? "stopped"
        : undefined,
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as DirectorySort)
      : "name",
    // Capped: an absurd page number must not reach SQL's OFFSET as a number it cannot hold.
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
    joined: /^\d{4}-(0[1-9]|1[0-2])$/.test(first(params.joined) ?? "")
      ? first(params.joined)
      : undefined,
    paidYear: /^\d{4}$/.test(first(params.paid) ?? "") ? Number(first(params.paid)) : undefined,
    renewalDays:
      /^\d{1,3}$/.test(first(params.renewal) ?? "") && Number(first(params.renewal)) > 0
        ? Number(first(params.renewal))
        : undefined,
    conversion: (CONVERSION_COHORTS as readonly string[]).includes(first(params.conversion) ?? "")
      ? (first(params.conversion) as ConversionCohort)
      : undefined,
  };
}

function directoryParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.tier) params.set("tier", filters.tier);
  if (filters.state) params.set("state", filters.state);
  if (filters.renewal) params.set("autoRenewal", filters.renewal);
  if (filters.sort && filters.sort !== "name") params.set("sort", filters.sort);
  if (filters.joined) params.set("joined", filters.joined);
  if (filters.paidYear) params.set("paid", String(filters.paidYear));
  if (filters.renewalDays) params.set("renewal", String(filters.renewalDays));
  if (filters.conversion) params.set("conversion", filters.conversion);
  return params;
}

/** In words, the dashboard's filters a view carries (shown above the cards). */
export function dashboardFilterLabels(filters: DirectoryFilters): string[] {
  const labels: string[] = [];
  if (filters.joined)
    labels.push(`inscrits en ${filters.joined.slice(5)}/${filters.joined.slice(0, 4)}`);
  if (filters.paidYear) labels.push(`cotisation payée en ${filters.paidYear}`);
  if (filters.renewalDays) labels.push(`échéance dans les ${filters.renewalDays} jours`);
  if (filters.conversion)
    labels.push(
      filters.conversion === "paid"
        ? "inscrits depuis plus d’un an, cotisation payée"
        : "inscrits depuis plus d’un an",
    );
  return labels;
}

/** The shareable address of a directory view. */
export function directoryUrl(filters: DirectoryFilters): string {
  const params = directoryParams(filters);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/admin/members${query ? `?${query}` : ""}`;
}

/** The CSV export of the same view (every page). */
export function directoryExportUrl(filters: DirectoryFilters): string {
  const query = directoryParams(filters).toString();
  return `/admin/members/export${query ? `?${query}` : ""}`;
}
