import { describe, expect, it } from "vitest";
import { queueSuccessMessage } from "./messages";
import { estimatedDays, nextDailyRun, startOfUtcDay } from "./settings";

describe("lettre d’information figures", () => {
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

  it("states what was sent, and when the others go in Paris time (spec §9)", () => {
    const afternoon = new Date("2026-11-28T14:00:00Z");
    expect(
      queueSuccessMessage(
        { sentImmediately: 100, remainingToSend: 150, estimatedDays: 2 },
        afternoon,
      ),
    ).toBe(
      "Lettre d’information mise en file d’attente\u00a0: 100 e-mails envoyés immédiatement, les 150 autres à partir de demain à 10\u00a0h, en 2\u00a0jours.",
    );
    expect(
      queueSuccessMessage(
        { sentImmediately: 54, remainingToSend: 77, estimatedDays: 1 },
        new Date("2026-11-28T07:00:00Z"),
      ),
    ).toBe(
      "Lettre d’information mise en file d’attente\u00a0: 54 e-mails envoyés immédiatement, les 77 autres aujourd’hui à 10\u00a0h.",
    );
    expect(
      queueSuccessMessage({ sentImmediately: 1, remainingToSend: 0, estimatedDays: 0 }, afternoon),
    ).toBe("Lettre d’information envoyée\u00a0: 1 e-mail envoyé immédiatement.");
  });
});
