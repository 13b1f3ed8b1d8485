// French date rules of spec §5 and §9, displayed in Europe/Paris.

const PARIS = "Europe/Paris";
/** 2000-01-01T00:00:00Z in milliseconds: smaller numeric timestamps are in seconds (spec §5). */
const SECONDS_THRESHOLD_MS = 946_684_800_000;
export const INVALID_DATE = "Date invalide";
export const UNKNOWN_YEAR = "????";

export type DateInput = Date | string | number | null | undefined;
export type YearRange = { min: number; max: number };

const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const yearFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, year: "numeric" });
const longFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Any stored shape of a date to a Date, or null when it is not a date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const numeric =
    typeof value === "number" ? value : /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
  if (numeric === null && !isExistingCalendarDay(value as string)) return null;
  const date =
    numeric !== null
      ? new Date(numeric < SECONDS_THRESHOLD_MS ? numeric * 1000 : numeric)
      : new Date(value as string);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** JavaScript reads "2026-02-30" as 2 March: a yyyy-mm-dd day that does not exist is not a date. */
function isExistingCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parisYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** Default range of spec §5: 1990 to the current year plus 10. */
export function defaultYearRange(now: Date = new Date()): YearRange {
  return { min: 1990, max: parisYear(now) + 10 };
}

/** The profile and payment views use 1990 to 2030 (spec §5). */
export const PROFILE_YEAR_RANGE: YearRange = { min: 1990, max: 2030 };

function validDate(value: DateInput, range: YearRange): Date | null {
  const date = toDate(value);
  if (!date) return null;
  const year = parisYear(date);
  return year < range.min || year > range.max ? null : date;
}

/** dd/mm/yyyy, or 'Date invalide'. */
export function formatDate(value: DateInput, range: YearRange = defaultYearRange()): string {
  const date = validDate(value, range);
  return date ? dayFormat.format(date) : INVALID_DATE;
}

/** "21 novembre 2026", or 'Date invalide'. */
export function formatLongDate(value: DateInput, range: YearRange = defaultYearRange()): string {
  const date = validDate(value, range);
  return date ? longFormat.format(date) : INVALID_DATE;
}

export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date).replace(" ", " à ") : INVALID_DATE;
}

/** Year heading of the publication list: 'yyyy', or '????' for an invalid or out-of-range date. */
export function yearGroup(value: DateInput, range: YearRange = defaultYearRange()): string {
  const date = validDate(value, range);
  return date ? String(parisYear(date)) : UNKNOWN_YEAR;
}

const parisHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  hour: "2-digit",
  hourCycle: "h23",
});

/**
 * A yyyy-mm-dd day → the first instant of that day in Paris (00:00, 23:00 or 22:00 UTC the day
 * before); null if not a day. A publication dated "today" by staff is public from the start of the
 * Paris day, not from midnight UTC, which is one or two hours later.
 */
export function parisMidnight(day: string): Date | null {
  const noon = parisNoon(day);
  if (!noon) return null;
  // Midnight is 12 hours before noon, 11 or 13 on the days the clocks change.
  for (const hoursBefore of [12, 13, 11]) {
    const candidate = new Date(noon.getTime() - hoursBefore * 3_600_000);
    if (parisHour.format(candidate) === "00" && parisDayOf(candidate) === day) return candidate;
  }
  return null;
}

const parisDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function parisDayOf(date: Date): string {
  return parisDayFormat.format(date);
}

/**
 * A last day covered typed as yyyy-mm-dd ("payé jusqu'au 31/12/2026") → the period's end as
 * stored: noon in Paris the day after; null if not a day.
 */
export function parisNoonAfter(day: string): Date | null {
  if (!parisNoon(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1, 12));
  return parisNoon(next.toISOString().slice(0, 10));
}

/** The Paris calendar day of an instant, as yyyy-mm-dd. */
export function parisDayIso(date: Date): string {
  return parisDayOf(date);
}

/** A yyyy-mm-dd day → noon in Paris that day (a date typed by staff counts for that Paris day); null if not a day. */
export function parisNoon(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d, 12, 0, 0));
  if (probe.getUTCFullYear() !== y || probe.getUTCDate() !== d || probe.getUTCMonth() !== m - 1)
    return null;
  // Noon in Paris is 11:00 UTC in winter, 10:00 UTC in summer.
  for (const utcHour of [11, 10]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, utcHour, 0, 0));
    if (parisHour.format(candidate) === "12") return candidate;
  }
  return null;
}
