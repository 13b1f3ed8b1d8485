import { describe, expect, it } from "vitest";
import {
  DEFAULT_VALUES,
  formValuesOf,
  postedFields,
  valuesOfFields,
} from "@/app/(site)/jadhere-au-srh/signup-values";

// The signup form's values as a post carries them: a refusal sends them back as text (the action
// state's `values`), which the page reads to show the fields again.

describe("signup values in a post", () => {
  const typed = {
    ...DEFAULT_VALUES,
    firstname: "Camille",
    email: "camille@example.org",
    tierId: "ph",
    newsletter: true,
    recurring: false,
    infopro: { huTitulaire: true },
  };

  it("reads back what postedFields wrote, from text or from a form", () => {
    expect(valuesOfFields(postedFields(typed))).toEqual(typed);
    const data = new FormData();
    for (const [name, value] of Object.entries(postedFields(typed))) data.set(name, value);
    expect(formValuesOf(data)).toEqual(typed);
  });

  it("takes an unsent checkbox as unticked and an unsent payment mode as yearly", () => {
    expect(valuesOfFields({})).toEqual(DEFAULT_VALUES);
    expect(postedFields(DEFAULT_VALUES)).not.toHaveProperty("statutes");
  });
});
