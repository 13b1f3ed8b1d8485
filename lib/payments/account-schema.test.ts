import { describe, expect, it } from "vitest";
import { tierChoiceSchema } from "./account-schema";

// "Mon adhésion": the tier chosen in the member's forms, checked again by the server actions.

describe("tierChoiceSchema", () => {
  it("takes a known tier and refuses anything else in French", () => {
    expect(tierChoiceSchema.parse({ userId: "u1", tierId: "retired" })).toEqual({
      userId: "u1",
      tierId: "retired",
    });
    for (const tierId of ["", "gold", undefined]) {
      const parsed = tierChoiceSchema.safeParse({ userId: "u1", tierId });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Formule inconnue.");
    }
  });
});
