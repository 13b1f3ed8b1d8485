import { describe, expect, it } from "vitest";
import { formatEuros, formatFileSizeKb } from "./numbers";

describe("formatFileSizeKb", () => {
  it("shows bytes / 1024 as a whole number of KB", () => {
    expect(formatFileSizeKb(0)).toBe("0 KB");
    expect(formatFileSizeKb(1024)).toBe("1 KB");
    expect(formatFileSizeKb(512_000)).toBe("500 KB");
    expect(formatFileSizeKb(10_485_760)).toBe("10240 KB");
  });

  it("rounds to the nearest KB", () => {
    expect(formatFileSizeKb(1535)).toBe("1 KB");
    expect(formatFileSizeKb(1536)).toBe("2 KB");
    expect(formatFileSizeKb(2047)).toBe("2 KB");
  });

  it("shows a file under 1 KB as « < 1 KB », never « 0 KB »", () => {
    expect(formatFileSizeKb(1)).toBe("< 1 KB");
    expect(formatFileSizeKb(511)).toBe("< 1 KB");
    expect(formatFileSizeKb(1023)).toBe("1 KB");
  });

  it("shows 0 KB when the size is unknown", () => {
    expect(formatFileSizeKb(null)).toBe("0 KB");
    expect(formatFileSizeKb(undefined)).toBe("0 KB");
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
