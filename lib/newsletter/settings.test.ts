import { describe, expect, it } from "vitest";
import { queueSuccessMessage } from "./messages";
import { estimatedDays, nextDailyRun, startOfUtcDay } from "./settings";

describe("newsletter figures", () => {
  it("estimates the days the daily job needs: ⌈remaining / limit⌉", () => {
    expect(estimatedDays(0, 100)).toBe(0);
    expect(estimatedDays(1, 100)).toBe(1);
    expect(estimatedDays(100, 100)).toBe(1);
    expect(estimatedDays(101, 100)).toBe(2);
    expect(estimatedDays(4900, 100)).toBe(49);
  });

  it("gives the next 09:00 UTC run and the UTC day", () => {
    expect(nextDailyRun(new Date("2026-11-23T08:59:00Z")).toISOString()).toBe(
      "2026-11-23T09:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-11-23T09:00:00Z")).toISOString()).toBe(
      "2026-11-24T09:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-12-31T23:00:00Z")).toISOString()).toBe(
      "2027-01-01T09:00:00.000Z",
    );
    expect(startOfUtcDay(new Date("2026-11-23T23:30:00Z")).toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
  });

  it("states what was sent, what remains and the days (spec §9)", () => {
    expect(
      queueSuccessMessage({ sentImmediately: 100, remainingToSend: 150, estimatedDays: 2 }),
    ).toBe(
      "Newsletter mise en file d'attente : 100 e-mails envoyés immédiatement, 150 restants à envoyer (environ 2 jours, chaque jour à 9 h UTC).",
    );
    expect(queueSuccessMessage({ sentImmediately: 1, remainingToSend: 0, estimatedDays: 0 })).toBe(
      "Newsletter envoyée : 1 e-mail envoyé immédiatement.",
    );
  });
});
