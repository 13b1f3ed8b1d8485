import { describe, expect, it } from "vitest";
import { memberStateText } from "./labels";

describe("memberStateText", () => {
  it("writes a failed payment and its due day as two facts, not « échéance le »", () => {
    expect(
      memberStateText("past_due", new Date("2026-11-08T12:00:00Z"), { lastFailed: true }),
    ).toBe("Paiement échoué\u00a0— échéance du 08/11/2026");
  });

  it("keeps « jusqu’au » for a valid membership and « depuis le » for an expired one", () => {
    expect(memberStateText("active", new Date("2027-03-13T12:00:00Z"), { lastFailed: false })).toBe(
      "Adhésion valide jusqu’au 12/03/2027",
    );
    expect(
      memberStateText("expired", new Date("2026-03-13T12:00:00Z"), { lastFailed: false }),
    ).toBe("Adhésion expirée depuis le 13/03/2026");
  });
});
