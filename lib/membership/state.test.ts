import { describe, expect, it } from "vitest";
import {
  addParisYears,
  deferredChargeAt,
  membershipState,
  nextCoverage,
  paidUntil,
  type StatePayment,
  type StateSubscription,
  renewalOf,
} from "./state";

const d = (iso: string) => new Date(iso);
const paid = (at: string, extra: Partial<StatePayment> = {}): StatePayment => ({
  status: "succeeded",
  amountCents: 12000,
  paidAt: d(at),
  createdAt: d(at),
  ...extra,
});
const sub = (
  status: StateSubscription["status"],
  start: string,
  end: string,
  extra: Partial<StateSubscription> = {},
): StateSubscription => ({
  status,
  currentPeriodStart: d(start),
  currentPeriodEnd: d(end),
  cancelAtPeriodEnd: false,
  ...extra,
});

describe("addParisYears", () => {
  it("keeps the Paris day and time", () => {
    expect(addParisYears(d("2026-03-05T10:00:00Z"), 1).toISOString()).toBe(
      "2027-03-05T10:00:00.000Z",
    );
  });
  it("turns 29 February into 28 February of a common year", () => {
    expect(addParisYears(d("2028-02-29T11:00:00Z"), 1).toISOString()).toBe(
      "2029-02-28T11:00:00.000Z",
    );
  });
  it("keeps 29 February when the next leap year is reached", () => {
    expect(addParisYears(d("2028-02-29T11:00:00Z"), 4).toISOString()).toBe(
      "2032-02-29T11:00:00.000Z",
    );
  });
  it("lands on the same Paris day when the UTC offset differs between the two years", () => {
    // 28/03/2026 23:30 in Paris (UTC+1); on 28/03/2027 Paris is already on summer time (UTC+2).
    expect(addParisYears(d("2026-03-28T22:30:00Z"), 1).toISOString()).toBe(
      "2027-03-28T21:30:00.000Z",
    );
  });
  it("counts a payment at 00:30 in Paris on 1 January (still 31 December in UTC) for the new day", () => {
    expect(addParisYears(d("2026-12-31T23:30:00Z"), 1).toISOString()).toBe(
      "2027-12-31T23:30:00.000Z",
    );
  });
});

describe("paidUntil", () => {
  it("is a year after the latest successful payment", () => {
    expect(
      paidUntil([paid("2025-01-10T10:00:00Z"), paid("2026-01-10T10:00:00Z")])?.toISOString(),
    ).toBe("2027-01-10T10:00:00.000Z");
  });
  it("ignores failed, pending, cancelled and fully refunded payments", () => {
    expect(
      paidUntil([
        paid("2026-01-10T10:00:00Z", { status: "failed" }),
        paid("2026-02-10T10:00:00Z", { status: "pending" }),
        paid("2026-03-10T10:00:00Z", { canceledAt: d("2026-03-11T00:00:00Z") }),
        paid("2026-04-10T10:00:00Z", { refundedCents: 12000 }),
      ]),
    ).toBeNull();
  });
  it("counts a 0 € line for nothing (Stripe’s invoice when a trial starts)", () => {
    expect(paidUntil([paid("2026-04-10T10:00:00Z", { amountCents: 0 })])).toBeNull();
  });
  it("keeps a partly refunded payment", () => {
    expect(paidUntil([paid("2026-04-10T10:00:00Z", { refundedCents: 2000 })])).not.toBeNull();
  });
  it("uses the creation date of rows without a payment date", () => {
    expect(
      paidUntil([
        { status: "succeeded", amountCents: 100, createdAt: d("2026-04-10T10:00:00Z") },
      ])?.toISOString(),
    ).toBe("2027-04-10T10:00:00.000Z");
  });
});

describe("membershipState", () => {
  const trial = sub("trialing", "2026-11-23T10:00:00Z", "2027-11-23T10:00:00Z");

  it("stays in the offered year despite a 0 € paid invoice at the trial’s start", () => {
    const state = membershipState({
      subscription: trial,
      payments: [paid("2026-11-23T10:00:00Z", { amountCents: 0 })],
      now: d("2027-01-05T10:00:00Z"),
    });
    expect(state).toMatchObject({ state: "trial", label: "Première année offerte" });
    expect(state.date?.toISOString()).toBe("2027-11-23T10:00:00.000Z");
  });

  it("is none without subscription nor payment", () => {
    expect(
      membershipState({ subscription: null, payments: [], now: d("2026-11-23T10:00:00Z") }),
    ).toMatchObject({
      state: "none",
      label: "Aucun paiement",
      date: null,
      detail: null,
      needsRenewal: false,
    });
  });

  it("says 'Paiement échoué' when the only payment failed", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2026-11-01T10:00:00Z", { status: "failed" })],
        now: d("2026-11-23T10:00:00Z"),
      }),
    ).toMatchObject({
      state: "none",
      label: "Paiement échoué",
    });
  });

  it("is trial during the offered year of a recurring signup", () => {
    expect(
      membershipState({ subscription: trial, payments: [], now: d("2027-11-23T09:59:59Z") }),
    ).toMatchObject({
      state: "trial",
      label: "Première année offerte",
      detail: "Première année offerte jusqu’au 22/11/2027",
    });
  });

  it("is trial during the offered year of a one-time signup", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [],
        freeYearEndsAt: d("2027-11-23T10:00:00Z"),
        now: d("2027-01-01T00:00:00Z"),
      }),
    ).toMatchObject({ state: "trial" });
  });

  it("expires a one-time member’s offered year at its end", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [],
        freeYearEndsAt: d("2027-11-23T10:00:00Z"),
        now: d("2027-11-23T10:00:00Z"),
      }),
    ).toMatchObject({
      state: "expired",
      label: "Adhésion expirée",
      detail: "Échéance\u00a0: 23/11/2027",
      needsRenewal: true,
    });
  });

  it("becomes active when the trial’s end is charged, valid for the new period", () => {
    const renewed = sub("active", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z");
    const state = membershipState({
      subscription: renewed,
      payments: [paid("2027-11-23T10:05:00Z")],
      now: d("2027-11-24T00:00:00Z"),
    });
    expect(state).toMatchObject({ state: "active", label: "Adhésion valide" });
    expect(state.date?.toISOString()).toBe("2028-11-23T10:05:00.000Z");
    // « Valide jusqu'au » names the last day covered (the day before the period's end).
    expect(state.detail).toBe("Valide jusqu’au 22/11/2028");
  });

  it("stays valid until the period end after the renewal was stopped (renewal: stopped), then expired", () => {
    const canceling = { ...trial, cancelAtPeriodEnd: true };
    const now = d("2027-06-01T00:00:00Z");
    expect(membershipState({ subscription: canceling, payments: [], now })).toMatchObject({
      state: "trial",
      detail: "Première année offerte jusqu’au 22/11/2027",
      needsRenewal: false,
    });
    expect(renewalOf(canceling, now)).toEqual({
      kind: "stopped",
      date: canceling.currentPeriodEnd,
    });
    const ended = sub("canceled", "2026-11-23T10:00:00Z", "2027-11-23T10:00:00Z", {
      cancelAtPeriodEnd: true,
      endedAt: d("2027-11-23T10:00:00Z"),
    });
    expect(
      membershipState({ subscription: ended, payments: [], now: d("2027-11-23T10:00:01Z") }),
    ).toMatchObject({ state: "expired", needsRenewal: true });
  });

  it("returns to trial after a reactivation", () => {
    expect(
      membershipState({
        subscription: { ...trial, cancelAtPeriodEnd: false },
        payments: [],
        now: d("2027-06-01T00:00:00Z"),
      }).state,
    ).toBe("trial");
  });

  it("keeps a paid year after the subscription was deleted", () => {
    const ended = sub("canceled", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z", {
      endedAt: d("2028-01-01T00:00:00Z"),
    });
    expect(
      membershipState({
        subscription: ended,
        payments: [paid("2027-11-23T10:00:00Z", { subscriptionId: "sub" })],
        now: d("2028-02-01T00:00:00Z"),
      }),
    ).toMatchObject({ state: "active" });
    expect(renewalOf(ended, d("2028-02-01T00:00:00Z"))).toEqual({ kind: "none", date: null });
  });

  it("is paid, not 'résiliée', when a payment apart runs past the cancelled subscription", () => {
    const ended = sub("canceled", "2026-11-23T10:00:00Z", "2027-11-23T10:00:00Z", {
      endedAt: d("2027-11-23T10:00:00Z"),
    });
    const state = membershipState({
      subscription: ended,
      payments: [paid("2027-12-01T10:00:00Z", { coversUntil: d("2028-12-01T10:00:00Z") })],
      now: d("2028-01-01T00:00:00Z"),
    });
    expect(state).toMatchObject({ state: "active", label: "Adhésion valide" });
    // Cancelled in the offered year, then paid once: the year bought runs after the offered one.
    const cancelling = sub("trialing", "2026-11-23T10:00:00Z", "2027-11-23T10:00:00Z", {
      cancelAtPeriodEnd: true,
    });
    expect(
      membershipState({
        subscription: cancelling,
        payments: [paid("2027-01-10T10:00:00Z", { coversUntil: d("2028-11-23T10:00:00Z") })],
        now: d("2027-02-01T00:00:00Z"),
      }),
    ).toMatchObject({ state: "active", date: d("2028-11-23T10:00:00Z") });
  });

  it("buys the year after the covered period, or from the payment when none runs", () => {
    const offered = { subscription: null, payments: [], freeYearEndsAt: d("2027-11-25T10:00:00Z") };
    expect(nextCoverage(offered, d("2027-03-01T10:00:00Z"))).toEqual({
      from: d("2027-11-25T10:00:00Z"),
      until: d("2028-11-25T10:00:00Z"),
    });
    expect(nextCoverage(offered, d("2028-01-01T10:00:00Z"))).toEqual({
      from: d("2028-01-01T10:00:00Z"),
      until: d("2029-01-01T10:00:00Z"),
    });
    const imported = {
      subscription: null,
      payments: [],
      importedPaidUntil: d("2027-06-30T10:00:00Z"),
    };
    expect(nextCoverage(imported, d("2027-06-01T10:00:00Z")).from).toEqual(
      d("2027-06-30T10:00:00Z"),
    );
    const pastDue = sub("past_due", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z");
    expect(
      nextCoverage({ subscription: pastDue, payments: [] }, d("2027-11-25T10:00:00Z")).from,
    ).toEqual(d("2027-11-25T10:00:00Z"));
  });

  it("ends a trial deleted before its end when it ended", () => {
    const ended = sub("canceled", "2026-11-23T10:00:00Z", "2027-11-23T10:00:00Z", {
      endedAt: d("2027-01-01T00:00:00Z"),
    });
    expect(
      membershipState({ subscription: ended, payments: [], now: d("2027-02-01T00:00:00Z") }),
    ).toMatchObject({ state: "expired" });
  });

  it("is past_due while the provider retries a declined renewal, with the date the paid year ended", () => {
    const pastDue = sub("past_due", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z");
    const state = membershipState({
      subscription: pastDue,
      payments: [
        paid("2026-11-20T10:00:00Z", { status: "failed" }),
        paid("2027-11-23T10:00:00Z", { status: "failed" }),
      ],
      now: d("2027-11-30T00:00:00Z"),
    });
    expect(state).toMatchObject({
      state: "past_due",
      label: "Paiement échoué",
      needsRenewal: true,
    });
    expect(state.date?.toISOString()).toBe("2027-11-23T10:00:00.000Z");
  });

  it("is active again when a one-time payment settles a past_due member", () => {
    const pastDue = sub("past_due", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z");
    expect(
      membershipState({
        subscription: pastDue,
        payments: [paid("2027-11-25T10:00:00Z")],
        now: d("2027-11-30T00:00:00Z"),
      }).state,
    ).toBe("active");
  });

  it("is expired when the provider gave up (unpaid or canceled after the retries)", () => {
    const unpaid = sub("unpaid", "2027-11-23T10:00:00Z", "2028-11-23T10:00:00Z");
    expect(
      membershipState({
        subscription: unpaid,
        payments: [paid("2026-11-01T10:00:00Z")],
        now: d("2027-12-20T00:00:00Z"),
      }),
    ).toMatchObject({ state: "expired" });
  });

  it("treats a live subscription whose period ran out as past_due (the provider is charging)", () => {
    expect(
      membershipState({ subscription: trial, payments: [], now: d("2027-11-23T10:00:01Z") }),
    ).toMatchObject({ state: "past_due" });
  });

  it("is active from a card, cheque or transfer payment without subscription, for a year", () => {
    const payments = [paid("2026-03-15T09:00:00Z")];
    expect(
      membershipState({ subscription: null, payments, now: d("2027-03-15T08:59:59Z") }).state,
    ).toBe("active");
    expect(
      membershipState({ subscription: null, payments, now: d("2027-03-15T09:00:00Z") }),
    ).toMatchObject({ state: "expired", detail: "Échéance\u00a0: 15/03/2027" });
  });

  it("shows the Paris day of a payment made just after midnight in Paris", () => {
    // 00:30 on 15/03/2026 in Paris is 23:30 on 14/03 in UTC.
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2026-03-14T23:30:00Z")],
        now: d("2026-06-01T00:00:00Z"),
      }).detail,
    ).toBe("Valide jusqu’au 14/03/2027");
  });

  it("shows 28/02 for a payment of 29/02 in a leap year", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2028-02-29T10:00:00Z")],
        now: d("2028-06-01T00:00:00Z"),
      }).detail,
    ).toBe("Valide jusqu’au 27/02/2029");
  });

  it("ignores a cancelled offline payment", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2026-03-15T09:00:00Z", { canceledAt: d("2026-03-16T09:00:00Z") })],
        now: d("2026-06-01T00:00:00Z"),
      }).state,
    ).toBe("none");
  });

  it("is active when a paid year and a trial overlap (payment made during the offered year)", () => {
    expect(
      membershipState({
        subscription: trial,
        payments: [paid("2027-01-01T10:00:00Z")],
        now: d("2027-06-01T00:00:00Z"),
      }).state,
    ).toBe("active");
  });

  it("counts imported dues ('Payé jusqu’au' of a CSV import) as paid until that day, without any payment", () => {
    // "Payé jusqu'au 31/12/2027" is stored as the period's end: noon in Paris the day after.
    const importedPaidUntil = d("2028-01-01T11:00:00Z");
    expect(
      membershipState({
        subscription: null,
        payments: [],
        importedPaidUntil,
        now: d("2027-06-01T00:00:00Z"),
      }),
    ).toMatchObject({
      state: "active",
      detail: "Valide jusqu’au 31/12/2027",
    });
    expect(
      membershipState({
        subscription: null,
        payments: [],
        importedPaidUntil,
        now: d("2028-01-02T00:00:00Z"),
      }),
    ).toMatchObject({ state: "expired", needsRenewal: true });
    // A card payment made later runs from its own date.
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2027-11-01T10:00:00Z")],
        importedPaidUntil,
        now: d("2028-06-01T00:00:00Z"),
      }).detail,
    ).toBe("Valide jusqu’au 31/10/2028");
  });

  it("uses 'Date invalide' beyond the profile range (spec §5)", () => {
    expect(
      membershipState({
        subscription: null,
        payments: [paid("2030-06-01T10:00:00Z")],
        now: d("2030-07-01T00:00:00Z"),
      }).detail,
    ).toBe("Valide jusqu’au Date invalide");
  });
});

describe("deferredChargeAt", () => {
  // A renewal due on 18/12/2027 at 15:00 in Paris (14:00 UTC), its year to the same hour in 2028.
  const renewal = sub("active", "2027-12-18T14:00:00Z", "2028-12-18T14:00:00Z");
  const cases: [string, StatePayment[], StateSubscription, string | null][] = [
    [
      "moves after a cheque dated at noon the next day, though it covers under 24 hours more",
      [paid("2027-12-19T11:00:00Z", { coversUntil: d("2028-12-19T11:00:00Z") })],
      renewal,
      "2028-12-19T11:00:00.000Z",
    ],
    [
      "leaves a charge that falls on the covered end's Paris day (a UTC year is an hour off)",
      [paid("2027-12-18T13:00:00Z", { coversUntil: d("2028-12-18T13:00:00Z") })],
      renewal,
      null,
    ],
    [
      "leaves a renewal whose own year runs past what is paid apart",
      [paid("2027-06-01T10:00:00Z")],
      renewal,
      null,
    ],
    [
      "leaves a past-due renewal to the payments room (its unpaid period is voided first)",
      [paid("2027-12-19T11:00:00Z", { coversUntil: d("2028-12-19T11:00:00Z") })],
      sub("past_due", "2027-12-18T14:00:00Z", "2028-12-18T14:00:00Z"),
      null,
    ],
  ];
  it.each(cases)("%s", (_name, payments, subscription, expected) => {
    expect(deferredChargeAt({ subscription, payments })?.toISOString() ?? null).toBe(expected);
  });
});
