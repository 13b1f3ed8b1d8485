import { describe, expect, it } from "vitest";
import { reachableView, slugOf, viewOfSlug } from "@/app/(site)/jadhere-au-srh/signup-steps";

// The signup's step in its URL (?etape=): what each step is called, and what a URL may show.

describe("signup steps in the URL", () => {
  it("names each step and tab, the first tab being the page itself", () => {
    expect(slugOf({ step: "form", tab: "personal" })).toBeNull();
    expect(slugOf({ step: "form", tab: "professional" })).toBe("professionnel");
    expect(slugOf({ step: "code", tab: "payment" })).toBe("code");
    expect(viewOfSlug("carte")).toEqual({ step: "card", tab: "payment" });
    expect(viewOfSlug("n’importe quoi")).toEqual({ step: "form", tab: "personal" });
  });

  it("shows only a step already reached", () => {
    const none = { tier: false, codeSent: false, payment: null };
    expect(reachableView(viewOfSlug("paiement"), none)).toEqual({ step: "form", tab: "personal" });
    const tier = { ...none, tier: true };
    expect(reachableView(viewOfSlug("code"), tier)).toEqual({ step: "form", tab: "payment" });
    expect(reachableView(viewOfSlug("code"), { ...tier, codeSent: true })).toEqual({
      step: "code",
      tab: "payment",
    });
    expect(reachableView(viewOfSlug("bienvenue"), tier)).toEqual({ step: "form", tab: "payment" });
    // Once the account exists, the card step (then the welcome) stays whatever the URL says.
    expect(reachableView(viewOfSlug(null), { ...tier, payment: "card" })).toEqual({
      step: "card",
      tab: "payment",
    });
  });
});
