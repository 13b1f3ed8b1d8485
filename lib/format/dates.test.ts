import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultYearRange,
  formatDate,
  formatDateTime,
  parisMidnight,
  formatLongDate,
  INVALID_DATE,
  PROFILE_YEAR_RANGE,
  toDate,
  UNKNOWN_YEAR,
  yearGroup,
} from "./dates";

const NOW = new Date("2026-06-15T12:00:00Z");
const RANGE = defaultYearRange(NOW); // 1990 to 2036

afterEach(() => {
  vi.useRealTimers();
});

it("runs in UTC, so that the Paris conversion below is really exercised", () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("UTC");
  expect(new Date("2026-03-01T23:30:00Z").getDate()).toBe(1);
});

describe("defaultYearRange", () => {
  it("runs from 1990 to the current year plus 10", () => {
    expect(RANGE).toEqual({ min: 1990, max: 2036 });
  });

  it("takes the current year in Paris", () => {
    expect(defaultYearRange(new Date("2026-12-31T22:59:59Z"))).toEqual({ min: 1990, max: 2036 });
    expect(defaultYearRange(new Date("2026-12-31T23:00:00Z"))).toEqual({ min: 1990, max: 2037 });
  });

  it("is the default of formatDate, read from the clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    expect(formatDate("2036-06-01T12:00:00Z")).toBe("01/06/2036");
    expect(formatDate("2037-06-01T12:00:00Z")).toBe(INVALID_DATE);
    vi.setSystemTime(new Date("2027-06-15T12:00:00Z"));
    expect(formatDate("2037-06-01T12:00:00Z")).toBe("01/06/2037");
  });
});

describe("PROFILE_YEAR_RANGE", () => {
  it("runs from 1990 to 2030", () => {
    expect(PROFILE_YEAR_RANGE).toEqual({ min: 1990, max: 2030 });
    expect(formatDate("2030-12-31T12:00:00Z", PROFILE_YEAR_RANGE)).toBe("31/12/2030");
    expect(formatDate("2031-01-01T12:00:00Z", PROFILE_YEAR_RANGE)).toBe(INVALID_DATE);
    expect(formatDate("1990-01-01T12:00:00Z", PROFILE_YEAR_RANGE)).toBe("01/01/1990");
    expect(formatDate("1989-12-31T12:00:00Z", PROFILE_YEAR_RANGE)).toBe(INVALID_DATE);
  });
});

describe("formatDate", () => {
  it("shows dd/mm/yyyy in Europe/Paris in winter (UTC+1)", () => {
    expect(formatDate("2026-03-01T23:30:00Z", RANGE)).toBe("02/03/2026");
    expect(formatDate("2026-03-01T22:59:59Z", RANGE)).toBe("01/03/2026");
    expect(formatDate("2026-03-01T23:00:00Z", RANGE)).toBe("02/03/2026");
  });

  it("shows dd/mm/yyyy in Europe/Paris in summer (UTC+2)", () => {
    expect(formatDate("2026-07-01T22:30:00Z", RANGE)).toBe("02/07/2026");
    expect(formatDate("2026-07-01T21:59:59Z", RANGE)).toBe("01/07/2026");
  });

  it("accepts Date objects and plain dates", () => {
    expect(formatDate(new Date("2025-12-31T23:30:00Z"), RANGE)).toBe("01/01/2026");
    expect(formatDate("2025-12-31", RANGE)).toBe("31/12/2025");
  });

  it("shows 'Date invalide' for what is not a date", () => {
    for (const value of [
      "pas une date",
      "31/12/2025",
      "",
      "   ",
      "1e12",
      null,
      undefined,
      new Date("x"),
      Number.NaN,
      Infinity,
    ]) {
      expect(formatDate(value, RANGE)).toBe("Date invalide");
    }
  });

  it("shows 'Date invalide' for a year below 1990, judged in Paris", () => {
    expect(formatDate("1989-12-31T22:59:59Z", RANGE)).toBe(INVALID_DATE);
    expect(formatDate("1989-12-31T23:00:00Z", RANGE)).toBe("01/01/1990");
    expect(formatDate(0, RANGE)).toBe(INVALID_DATE);
  });

  it("shows 'Date invalide' for a year above the current year plus 10", () => {
    expect(formatDate("2036-12-31T22:59:59Z", RANGE)).toBe("31/12/2036");
    expect(formatDate("2036-12-31T23:00:00Z", RANGE)).toBe(INVALID_DATE);
  });

  it("reads numeric timestamps below 946684800000 as seconds, numbers or numeric strings", () => {
    // 1700000000 s = 2023-11-14T22:13:20Z = 14/11/2023 23:13 in Paris.
    expect(formatDate(1_700_000_000, RANGE)).toBe("14/11/2023");
    expect(formatDate("1700000000", RANGE)).toBe("14/11/2023");
    expect(formatDate(" 1700000000 ", RANGE)).toBe("14/11/2023");
    expect(formatDate("1700000000.5", RANGE)).toBe("14/11/2023");
    expect(formatDate(1_700_000_000_000, RANGE)).toBe("14/11/2023");
    expect(formatDate("1700000000000", RANGE)).toBe("14/11/2023");
  });

  it("puts the seconds threshold exactly at 946684800000", () => {
    expect(toDate(946_684_800_000)?.toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(toDate("946684800000")?.toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(toDate(946_684_799)?.toISOString()).toBe("1999-12-31T23:59:59.000Z");
    // One millisecond below the threshold: read as seconds, about the year 31969.
    expect(toDate(946_684_799_999)?.toISOString()).toBe("+031969-03-31T23:59:59.000Z");
    expect(formatDate(946_684_799_999, RANGE)).toBe(INVALID_DATE);
  });
});

describe("toDate", () => {
  it("rejects yyyy-mm-dd days that do not exist instead of rolling them over", () => {
    for (const value of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-02-31T10:00:00Z",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
    ]) {
      expect(toDate(value)).toBeNull();
      expect(formatDate(value, RANGE)).toBe(INVALID_DATE);
    }
  });

  it("accepts the days that exist, including 29 February of leap years", () => {
    expect(formatDate("2024-02-29", RANGE)).toBe("29/02/2024");
    expect(formatDate("2000-02-29T12:00:00Z", RANGE)).toBe("29/02/2000");
    expect(formatDate("2026-04-30", RANGE)).toBe("30/04/2026");
    expect(formatDate("2026-12-31T23:59:59+01:00", RANGE)).toBe("31/12/2026");
  });

  it("returns null for what is not a date", () => {
    for (const value of [null, undefined, "", "abc", new Date(Number.NaN), Number.NaN]) {
      expect(toDate(value)).toBeNull();
    }
  });

  it("returns a valid Date unchanged", () => {
    const date = new Date("2026-01-01T00:00:00Z");
    expect(toDate(date)).toBe(date);
  });
});

describe("formatLongDate", () => {
  it("writes the French month names", () => {
    const months = [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ];
    months.forEach((month, index) => {
      const iso = `2026-${String(index + 1).padStart(2, "0")}-15T12:00:00Z`;
      expect(formatLongDate(iso, RANGE)).toBe(`15 ${month} 2026`);
    });
  });

  it("uses the day in Paris, without a leading zero", () => {
    expect(formatLongDate("2026-11-20T23:30:00Z", RANGE)).toBe("21 novembre 2026");
    expect(formatLongDate("2026-08-01T12:00:00Z", RANGE)).toBe("1 août 2026");
  });

  it("shows 'Date invalide' for invalid and out-of-range dates", () => {
    expect(formatLongDate("n’importe quoi", RANGE)).toBe(INVALID_DATE);
    expect(formatLongDate("1970-06-01T12:00:00Z", RANGE)).toBe(INVALID_DATE);
    expect(formatLongDate("2050-06-01T12:00:00Z", RANGE)).toBe(INVALID_DATE);
  });
});

describe("formatDateTime", () => {
  it("shows dd/mm/yyyy à hh:mm in Paris, winter and summer", () => {
    expect(formatDateTime("2026-03-01T23:30:00Z")).toBe("02/03/2026 à 00:30");
    expect(formatDateTime("2026-07-01T22:30:00Z")).toBe("02/07/2026 à 00:30");
  });

  it("follows the clock changes of the last Sundays of March and October", () => {
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("29/03/2026 à 01:59");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29/03/2026 à 03:00");
    expect(formatDateTime("2026-10-25T00:59:00Z")).toBe("25/10/2026 à 02:59");
    expect(formatDateTime("2026-10-25T01:00:00Z")).toBe("25/10/2026 à 02:00");
  });

  it("reads second timestamps like the other formats", () => {
    expect(formatDateTime(1_700_000_000)).toBe("14/11/2023 à 23:13");
  });

  it("shows 'Date invalide' for what is not a date", () => {
    expect(formatDateTime("pas une date")).toBe(INVALID_DATE);
    expect(formatDateTime(null)).toBe(INVALID_DATE);
  });
});

describe("yearGroup", () => {
  it("gives the year in Paris", () => {
    expect(yearGroup("2026-05-01T12:00:00Z", RANGE)).toBe("2026");
    expect(yearGroup("2025-12-31T23:30:00Z", RANGE)).toBe("2026");
    expect(yearGroup(1_700_000_000, RANGE)).toBe("2023");
  });

  it("gives '????' for an invalid or out-of-range date", () => {
    expect(UNKNOWN_YEAR).toBe("????");
    for (const value of [
      "pas une date",
      null,
      "",
      "1989-06-01T12:00:00Z",
      "2037-06-01T12:00:00Z",
      946_684_799_999,
    ]) {
      expect(yearGroup(value, RANGE)).toBe("????");
    }
  });
});

describe("parisMidnight", () => {
  it("starts a typed day at midnight in Paris, in winter, in summer and on the clock changes", () => {
    expect(parisMidnight("2026-11-26")?.toISOString()).toBe("2026-11-25T23:00:00.000Z");
    expect(parisMidnight("2026-07-14")?.toISOString()).toBe("2026-07-13T22:00:00.000Z");
    expect(parisMidnight("2026-03-29")?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(parisMidnight("2026-10-25")?.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(parisMidnight("2026-02-30")).toBeNull();
  });
});
