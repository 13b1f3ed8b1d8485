import { describe, expect, it } from "vitest";
import { formatEuros, formatFileSize } from "./numbers";

describe("formatFileSize", () => {
  it("shows bytes / 1024 as a whole number of Ko below 1 Mo, with a no-break space", () => {
    expect(formatFileSize(0)).toBe("0\u00a0Ko");
    expect(formatFileSize(1024)).toBe("1\u00a0Ko");
    expect(formatFileSize(512_000)).toBe("500\u00a0Ko");
    expect(formatFileSize(1023 * 1024)).toBe("1023\u00a0Ko");
  });

  it("rounds to the nearest Ko", () => {
    expect(formatFileSize(1535)).toBe("1\u00a0Ko");
    expect(formatFileSize(1536)).toBe("2\u00a0Ko");
    expect(formatFileSize(2047)).toBe("2\u00a0Ko");
  });

  it("shows Mo with one decimal comma from 1 Mo, never KB or MB", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1\u00a0Mo");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5\u00a0Mo");
    expect(formatFileSize(10_485_760)).toBe("10\u00a0Mo");
  });

  it("shows a file under 1 Ko as «\u00a0< 1 Ko\u00a0», never «\u00a00 Ko\u00a0»", () => {
    expect(formatFileSize(1)).toBe("<\u00a01\u00a0Ko");
    expect(formatFileSize(511)).toBe("<\u00a01\u00a0Ko");
    expect(formatFileSize(1023)).toBe("1\u00a0Ko");
  });

  it("shows 0 Ko when the size is unknown", () => {
    expect(formatFileSize(null)).toBe("0\u00a0Ko");
    expect(formatFileSize(undefined)).toBe("0\u00a0Ko");
  });
});

describe("formatEuros", () => {
  // French currency format: a narrow no-break space (or a no-break space, depending on the ICU
  // version) before the euro sign and between thousands.
  const SPACE = "[\u202f\u00a0]";

  it("shows whole euros without decimals", () => {
    expect(formatEuros(12_000)).toMatch(new RegExp(`^120${SPACE}€$`));
    expect(formatEuros(12_000)).toBe(
      new Intl.NumberFormat("fr-FR", {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: 0,
      }).format(120),
    );
    expect(formatEuros(6_000)).toMatch(new RegExp(`^60${SPACE}€$`));
    expect(formatEuros(0)).toMatch(new RegExp(`^0${SPACE}€$`));
  });

  it("shows cents with a decimal comma", () => {
    expect(formatEuros(1_234)).toMatch(new RegExp(`^12,34${SPACE}€$`));
    expect(formatEuros(1_205)).toMatch(new RegExp(`^12,05${SPACE}€$`));
  });

  it("shows two decimals whenever there are cents, never one", () => {
    expect(formatEuros(1_250)).toMatch(new RegExp(`^12,50${SPACE}€$`));
    expect(formatEuros(10)).toMatch(new RegExp(`^0,10${SPACE}€$`));
    expect(formatEuros(4_001)).toMatch(new RegExp(`^40,01${SPACE}€$`));
  });

  it("groups thousands", () => {
    expect(formatEuros(123_456)).toMatch(new RegExp(`^1${SPACE}234,56${SPACE}€$`));
  });
});
