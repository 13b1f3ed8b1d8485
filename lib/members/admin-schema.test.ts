import { describe, expect, it } from "vitest";
import { formDataToObject } from "@/lib/validation/form-data";
import { eraseMemberSchema, importedValiditySchema, memberAccessSchema } from "./admin-schema";

// A member's panel, as its forms send it: the hidden "false" before the admin checkbox, the
// « Retirer » button, the e-mail typed again.

describe("memberAccessSchema", () => {
  it("reads the admin checkbox after its hidden false, and no tier as null", () => {
    const form = { userId: "u1", tierId: "" };
    expect(memberAccessSchema.parse({ ...form, isAdmin: "false" })).toEqual({
      userId: "u1",
      tierId: null,
      isAdmin: false,
    });
    expect(memberAccessSchema.parse({ ...form, isAdmin: ["false", "true"] }).isAdmin).toBe(true);
    expect(memberAccessSchema.parse({ ...form, isAdmin: true }).isAdmin).toBe(true);
    // As the action reads the form: the box ticked after its hidden "false".
    const sent = new FormData();
    sent.append("userId", "u1");
    sent.append("tierId", "retired");
    sent.append("isAdmin", "false");
    sent.append("isAdmin", "true");
    expect(memberAccessSchema.parse(formDataToObject(sent))).toEqual({
      userId: "u1",
      tierId: "retired",
      isAdmin: true,
    });
    expect(memberAccessSchema.safeParse({ ...form, tierId: "gold", isAdmin: false }).success).toBe(
      false,
    );
  });
});

describe("importedValiditySchema", () => {
  it("takes a date, or the removal; an empty date alone is no removal", () => {
    expect(
      importedValiditySchema.safeParse({ userId: "u1", paidUntil: "2026-01-31" }).success,
    ).toBe(true);
    expect(importedValiditySchema.safeParse({ userId: "u1", remove: "1" }).success).toBe(true);
    const empty = importedValiditySchema.safeParse({ userId: "u1", paidUntil: " " });
    expect(empty.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "paidUntil",
        "Date invalide\u00a0: choisissez un jour dans le calendrier, ou retirez la validité.",
      ],
    ]);
  });
});

describe("eraseMemberSchema", () => {
  it("asks for the e-mail typed again", () => {
    expect(
      eraseMemberSchema.safeParse({ userId: "u1", confirmation: " " }).error?.issues[0]?.message,
    ).toBe("Saisissez l’adresse e-mail du membre pour confirmer.");
  });
});
