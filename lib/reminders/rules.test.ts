import { describe, expect, it } from "vitest";
import { dueReminder, type MemberSituation } from "./rules";

const end = new Date("2027-11-23T10:00:00Z");
const daysBefore = (days: number) => new Date(end.getTime() - days * 86_400_000);
const recurring: MemberSituation = {
  state: "active",
  validUntil: end,
  chargesAutomatically: true,
  renewalAmountCents: 12000,
};

describe("dueReminder", () => {
  it("says nothing more than 30 days before the end", () => {
    expect(dueReminder(recurring, daysBefore(31))).toBeNull();
  });

  it("announces the charge 30 days and 7 days before, for a card that will be debited", () => {
    expect(dueReminder(recurring, daysBefore(30))).toEqual({
      kind: "renews-in-30",
      periodEnd: end,
    });
    expect(dueReminder(recurring, daysBefore(8))).toEqual({ kind: "renews-in-30", periodEnd: end });
    expect(dueReminder(recurring, daysBefore(7))).toEqual({ kind: "renews-in-7", periodEnd: end });
    expect(dueReminder(recurring, daysBefore(1))).toEqual({ kind: "renews-in-7", periodEnd: end });
    expect(dueReminder(recurring, end)).toBeNull();
  });

  it("announces the end of the offered year the same way", () => {
    expect(dueReminder({ ...recurring, state: "trial" }, daysBefore(30))).toEqual({
      kind: "renews-in-30",
      periodEnd: end,
    });
    expect(
      dueReminder({ ...recurring, state: "trial", chargesAutomatically: false }, daysBefore(7)),
    ).toEqual({ kind: "expires-in-7", periodEnd: end });
  });

  it("tells a one-time or cancelled member that the membership expires, never that a card will be charged", () => {
    expect(dueReminder({ ...recurring, chargesAutomatically: false }, daysBefore(20))).toEqual({
      kind: "expires-in-30",
      periodEnd: end,
    });
    expect(dueReminder({ ...recurring, state: "canceled" }, daysBefore(3))).toEqual({
      kind: "expires-in-7",
      periodEnd: end,
    });
  });

  it("gives a renewed member’s new year no reminder until its own last 30 days", () => {
    const renewed = { ...recurring, validUntil: new Date(end.getTime() + 365 * 86_400_000) };
    expect(dueReminder(renewed, daysBefore(7))).toBeNull();
  });

  it("sends one past-due notice per failed period and one expiry notice", () => {
    expect(
      dueReminder({ ...recurring, state: "past_due" }, new Date(end.getTime() + 86_400_000)),
    ).toEqual({ kind: "past-due", periodEnd: end });
    expect(
      dueReminder({ ...recurring, state: "expired" }, new Date(end.getTime() + 20 * 86_400_000)),
    ).toEqual({ kind: "expired", periodEnd: end });
    expect(
      dueReminder({ ...recurring, state: "expired" }, new Date(end.getTime() + 31 * 86_400_000)),
    ).toBeNull();
    expect(dueReminder({ ...recurring, state: "none", validUntil: null }, end)).toBeNull();
  });
});
