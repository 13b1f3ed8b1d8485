import { describe, expect, it } from "vitest";
import { checkFormData } from "@/components/ui/schema-check";
import { importedValiditySchema, memberAccessSchema } from "@/lib/members/admin-schema";
import { memberMessages } from "@/lib/members/messages";

// useActionForm's check in the browser reads the form's FormData as the server action does.
describe("checkFormData", () => {
  it("passes what the action accepts: a hidden false then a ticked true", () => {
    const data = new FormData();
    data.append("userId", "u1");
    data.append("tierId", "retired");
    data.append("isAdmin", "false");
    data.append("isAdmin", "true");
    expect(checkFormData(memberAccessSchema, data)).toBeNull();
  });

  it("gives the schema’s French message, keyed by field", () => {
    const data = new FormData();
    data.append("userId", "u1");
    data.append("paidUntil", "");
    expect(checkFormData(importedValiditySchema, data)).toEqual({
      paidUntil: memberMessages.invalidImportedValidity,
    });
  });
});
