import { describe, expect, it } from "vitest";
import { booleanInput } from "./form-values";

describe("booleanInput", () => {
  it("reads the values forms and legacy JSON send, the last one winning", () => {
    for (const value of [true, "true", "on", "1", 1, ["false", "on"]])
      expect(booleanInput.parse(value)).toBe(true);
    for (const value of [false, "false", "off", "0", 0, ["true", "false"]])
      expect(booleanInput.parse(value)).toBe(false);
  });

  it("refuses anything else instead of reading it as false", () => {
    for (const value of ["banana", "oui", "", 2, {}, null]) {
      const parsed = booleanInput.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "Valeur invalide\u00a0: true ou false attendu.",
      );
    }
  });
});
