import { describe, expect, it } from "vitest";
import { membershipState } from "@/lib/membership/state";
import { membershipSummary, trueFlagLabels, yesNo } from "./display";

describe("trueFlagLabels", () => {
  it("lists the labels of the true flags in the order of the spec", () => {
    expect(trueFlagLabels({ adhesionAlliance: true, phLiberal: true, huTitulaire: false })).toEqual(
      ["PH avec activité libérale", "Adhésion conjointe à Alliance Hôpital"],
    );
  });

  it("gives nothing for empty, missing or false flags", () => {
    expect(trueFlagLabels({})).toEqual([]);
    expect(trueFlagLabels(null)).toEqual([]);
    expect(trueFlagLabels({ huLiberal: false })).toEqual([]);
  });
});

describe("membershipSummary", () => {
  const now = new Date("2026-06-01T10:00:00Z");
  const paidOn = (iso: string, status: "succeeded" | "failed" = "succeeded") => ({
    status,
    amountCents: 12000,
    paidAt: new Date(iso),
    createdAt: new Date(iso),
  });

  it("shows the end of a valid membership in dd/mm/yyyy", () => {
    expect(
      membershipSummary(
        membershipState({ subscription: null, payments: [paidOn("2026-03-05T10:00:00Z")], now }),
      ),
    ).toEqual({
      label: "Adhésion valide",
      detail: "Valide jusqu’au 04/03/2027",
    });
  });

  it("shows the date an expired membership ended", () => {
    expect(
      membershipSummary(
        membershipState({ subscription: null, payments: [paidOn("2024-12-31T10:00:00Z")], now }),
      ),
    ).toEqual({
      label: "Adhésion expirée",
      detail: "Échéance\u00a0: 31/12/2025",
    });
  });

  it("has no date for a failed payment or without payment", () => {
    expect(
      membershipSummary(
        membershipState({
          subscription: null,
          payments: [paidOn("2026-05-01T10:00:00Z", "failed")],
          now,
        }),
      ),
    ).toEqual({ label: "Paiement échoué", detail: null });
    expect(membershipSummary(membershipState({ subscription: null, payments: [], now }))).toEqual({
      label: "Aucun paiement",
      detail: null,
    });
  });
});

describe("yesNo", () => {
  it("says Oui or Non", () => {
    expect(yesNo(true)).toBe("Oui");
    expect(yesNo(false)).toBe("Non");
  });
});
