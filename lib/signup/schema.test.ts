import { describe, expect, it } from "vitest";
import { signupMessages } from "./messages";
import { signupCodeSchema, signupSchema, signupSummary } from "./schema";

// The signup's one schema, read by the browser's form and by the server (spec §5 messages).

const valid = {
  firstname: "Camille",
  lastname: "Martin",
  email: "  Camille.Martin@Example.org ",
  hospital: "CHU de Test",
  address: "",
  tierId: "assistant",
  newsletter: false,
  recurring: true,
  statutes: true,
  infopro: { huTitulaire: true },
};

function summaryOf(input: Record<string, unknown>) {
  const parsed = signupSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return {
    summary: signupSummary(parsed.error.issues),
    fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
  };
}

describe("signupSchema", () => {
  it("accepts a complete form, the address trimmed and lower-cased", () => {
    const data = signupSchema.parse(valid);
    expect(data.email).toBe("camille.martin@example.org");
    expect(data.recurring).toBe(true);
    // What the browser sends is accepted again by the server as it is.
    expect(signupSchema.parse(data)).toEqual(data);
  });

  it("says which field is missing and sums it up with the spec’s message", () => {
    const { summary, fields } = summaryOf({ ...valid, firstname: " ", hospital: "" });
    expect(summary).toBe("Veuillez remplir tous les champs obligatoires.");
    expect(fields).toEqual({
      firstname: "Indiquez votre prénom.",
      hospital: "Indiquez votre hôpital.",
    });
  });

  it("tells an empty address from a wrong one", () => {
    expect(summaryOf({ ...valid, email: "" })).toEqual({
      summary: signupMessages.required,
      fields: { email: "Indiquez votre adresse e-mail." },
    });
    expect(summaryOf({ ...valid, email: "pas-une-adresse" })).toEqual({
      summary: "Adresse e-mail invalide.",
      fields: { email: "Adresse e-mail invalide." },
    });
  });

  it("asks for the tier first, then the statutes", () => {
    expect(summaryOf({ ...valid, tierId: "", firstname: "" }).summary).toBe(
      "Veuillez sélectionner un type d’adhésion.",
    );
    expect(summaryOf({ ...valid, statutes: false }).summary).toBe(
      "Veuillez accepter les statuts du SRH.",
    );
    expect(summaryOf({ ...valid, statutes: false, lastname: "" }).summary).toBe(
      signupMessages.required,
    );
  });

  it("reads the form values browsers send", () => {
    const data = signupSchema.parse({
      ...valid,
      statutes: "on",
      recurring: "false",
      newsletter: "on",
    });
    expect(data.recurring).toBe(false);
    expect(data.newsletter).toBe(true);
  });
});

describe("signupCodeSchema", () => {
  it("takes six digits only", () => {
    expect(signupCodeSchema.safeParse({ email: "a@example.org", code: "123456" }).success).toBe(
      true,
    );
    expect(signupCodeSchema.safeParse({ email: "a@example.org", code: "12345" }).success).toBe(
      false,
    );
    expect(signupCodeSchema.safeParse({ email: "a@example.org", code: "12345a" }).success).toBe(
      false,
    );
  });
});
