import { describe, expect, it } from "vitest";
import { attestationIsCurrent, attestationNumber, duesOfYear, type DuesMovement } from "./rules";

const pay = (id: string, iso: string, amountCents = 12000): DuesMovement => ({
  kind: "payment",
  id,
  paidAt: new Date(iso),
  amountCents,
  method: "card",
});

describe("duesOfYear", () => {
  it("assigns a payment to its calendar year in Paris, not in UTC", () => {
    // 23:30 on 31 December in Paris (winter, UTC+1) is 22:30 UTC: that year.
    const lastEvening = pay("a", "2025-12-31T22:30:00Z");
    // 00:30 on 1 January in Paris is 23:30 UTC on 31 December: the new year.
    const newYearNight = pay("b", "2025-12-31T23:30:00Z", 6000);
    expect(duesOfYear([lastEvening, newYearNight], 2025)).toMatchObject({
      totalCents: 12000,
      lines: [{ paymentId: "a" }],
    });
    expect(duesOfYear([lastEvening, newYearNight], 2026)).toMatchObject({
      totalCents: 6000,
      lines: [{ paymentId: "b" }],
    });
  });

  it("subtracts a refund from the year of the payment it refunds, never below zero", () => {
    const movements: DuesMovement[] = [
      pay("a", "2025-03-01T10:00:00Z"),
      pay("b", "2025-09-01T10:00:00Z", 3000),
      {
        kind: "refund",
        paymentId: "b",
        paymentPaidAt: new Date("2025-09-01T10:00:00Z"),
        amountCents: 1000,
      },
      {
        kind: "refund",
        paymentId: "a",
        paymentPaidAt: new Date("2025-03-01T10:00:00Z"),
        amountCents: 20000,
      },
    ];
    const dues = duesOfYear(movements, 2025);
    expect(dues.totalCents).toBe(2000);
    expect(dues.lines.map((line) => [line.paymentId, line.refundedCents])).toEqual([
      ["a", 12000],
      ["b", 1000],
    ]);
  });

  it("gives nothing for a year without payment (the free first year)", () => {
    expect(duesOfYear([pay("a", "2026-05-01T10:00:00Z")], 2025)).toEqual({
      year: 2025,
      totalCents: 0,
      lines: [],
    });
  });
});

describe("attestationIsCurrent", () => {
  it("is current while the total and the payments are the same, not after a refund or a new payment", () => {
    const dues = duesOfYear([pay("a", "2025-03-01T10:00:00Z")], 2025);
    expect(attestationIsCurrent({ totalCents: 12000, paymentIds: ["a"] }, dues)).toBe(true);
    expect(
      attestationIsCurrent(
        { totalCents: 12000, paymentIds: ["a"] },
        duesOfYear([pay("a", "2025-03-01T10:00:00Z"), pay("b", "2025-06-01T10:00:00Z", 0)], 2025),
      ),
    ).toBe(false);
    expect(attestationIsCurrent({ totalCents: 15000, paymentIds: ["a"] }, dues)).toBe(false);
  });
});

describe("attestationNumber", () => {
  it("names the year and a five-digit sequence", () => {
    expect(attestationNumber(2026, 42)).toBe("SRH-2026-00042");
  });
});
