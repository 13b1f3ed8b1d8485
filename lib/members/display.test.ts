import { describe, expect, it } from "vitest";
import { membershipSummary, trueFlagLabels, yesNo } from "./display";

describe("trueFlagLabels", () => {
  it("lists the labels of the true flags in the order of the spec", () => {
    expect(trueFlagLabels({ adhesionAlliance: true, phLiberal: true, huTitulaire: false })).toEqual([
      "PH avec activité libérale",
      "Adhésion conjointe à Alliance Hôpital",
    ]);
  });

  it("gives nothing for empty, missing or false flags", () => {
    expect(trueFlagLabels({})).toEqual([]);
    expect(trueFlagLabels(null)).toEqual([]);
    expect(trueFlagLabels({ huLiberal: false })).toEqual([]);
  });
});

describe("membershipSummary", () => {
  it("shows the expiry date of a valid membership in dd/mm/yyyy", () => {
    expect(membershipSummary({ kind: "valid", expiresAt: new Date("2027-03-05T10:00:00Z") })).toEqual({
      label: "Adhésion valide",
      detail: "Échéance : 05/03/2027",
    });
  });

  it("shows the date an expired membership ended", () => {
    expect(membershipSummary({ kind: "expired", expiresAt: new Date("2025-12-31T10:00:00Z") })).toEqual({
      label: "Adhésion expirée",
      detail: "Échéance : 31/12/2025",
    });
  });

  it("uses the profile range of years: 'Date invalide' after 2030", () => {
    expect(membershipSummary({ kind: "valid", expiresAt: new Date("2031-01-15T10:00:00Z") }).detail).toBe(
      "Échéance : Date invalide",
    );
  });

  it("has no date for a failed payment or without payment", () => {
    expect(membershipSummary({ kind: "failed" })).toEqual({ label: "Paiement échoué", detail: null });
    expect(membershipSummary({ kind: "none" })).toEqual({ label: "Aucun paiement", detail: null });
  });
});

describe("yesNo", () => {
  it("says Oui or Non", () => {
    expect(yesNo(true)).toBe("Oui");
    expect(yesNo(false)).toBe("Non");
  });
});
