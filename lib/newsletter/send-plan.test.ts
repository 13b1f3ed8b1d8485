import { describe, expect, it } from "vitest";
import { parisTime, sendPlan, sendPlanText } from "./send-plan";

// The newsletter's « today / later » figures, as a table over the clock (Paris is UTC+1 in winter,
// UTC+2 in summer; the daily job runs at 09:00 UTC).

const base = { immediateCap: 100, dailyLimit: 80 };

describe("sendPlan", () => {
  it.each([
    // recipients, share left, now (UTC), today, later, days, text
    [
      131,
      54,
      "2026-11-28T14:00:00Z",
      54,
      77,
      1,
      "54 aujourd’hui, les 77 autres demain à 10\u00a0h",
    ],
    [
      131,
      80,
      "2026-11-28T07:00:00Z",
      80,
      51,
      1,
      "80 aujourd’hui, les 51 autres demain à 10\u00a0h",
    ],
    [
      300,
      80,
      "2026-11-28T14:00:00Z",
      80,
      220,
      3,
      "80 aujourd’hui, les 220 autres à partir de demain à 10\u00a0h, en 3\u00a0jours",
    ],
    [40, 80, "2026-11-28T14:00:00Z", 40, 0, 0, "tous aujourd’hui"],
    [
      10,
      0,
      "2026-11-28T14:00:00Z",
      0,
      10,
      1,
      "aucun aujourd’hui, les 10 autres demain à 10\u00a0h",
    ],
    [81, 80, "2026-06-15T20:00:00Z", 80, 1, 1, "80 aujourd’hui, le dernier demain à 11\u00a0h"],
  ])(
    "%i recipients, %i left today at %s: %i today, %i later in %i days",
    (recipients, shareLeftToday, now, today, later, days, text) => {
      const at = new Date(now);
      const plan = sendPlan({ ...base, recipients, shareLeftToday, now: at });
      expect(plan).toMatchObject({ today, later, days });
      expect(sendPlanText(plan, at)).toBe(text);
    },
  );

  it("writes the hour with a no-break space, minutes when there are some", () => {
    expect(parisTime(new Date("2026-11-28T09:00:00Z"))).toBe("10\u00a0h");
    expect(parisTime(new Date("2026-11-28T09:30:00Z"))).toBe("10\u00a0h\u00a030");
  });
});
