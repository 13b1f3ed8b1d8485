import { beforeAll, expect, it } from "vitest";
import { SUBSCRIPTION_STATUSES } from "@/lib/db/enums";
import { auditLog, payments, signups, subscriptions, users } from "@/lib/db/schema";
import { iterateDirectory, memberStates } from "@/lib/members/directory";
import { membershipStatesFor } from "@/lib/membership/reads";
import { renewalOf } from "@/lib/membership/state";
import { describeEachDatabase } from "../helpers/databases";

// The SQL membership state (lib/membership/state-sql.ts) against the pure rule (membershipState),
// on the same fixtures: several hundred members with every kind of subscription, payments around
// the year's end, 29 February, daylight-saving changes, refunds, cancellations, offered years,
// imported dues.

const NOW = new Date("2027-03-28T01:30:00Z"); // the night Paris moves to summer time
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachDatabase("membership state in SQL", (context) => {
  beforeAll(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(payments);
    await db.delete(subscriptions);
    await db.delete(signups);
    await db.delete(users);
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    // Dates near the edges: exactly now ± a year, the leap day, a DST change, or anywhere in 3 years.
    const edgeDates = [
      new Date(NOW.getTime() - 365 * DAY),
      new Date(NOW.getTime() - 366 * DAY),
      new Date("2026-03-28T01:30:00Z"),
      new Date("2026-03-29T00:30:00Z"),
      new Date("2026-10-25T00:30:00Z"),
      new Date("2026-10-25T01:30:00Z"),
      new Date("2024-02-29T12:00:00Z"),
      new Date("2026-12-31T23:30:00Z"),
      new Date(NOW.getTime() + DAY),
      new Date(NOW.getTime()),
    ];
    const someDate = () =>
      next() < 0.35
        ? pick(edgeDates)
        : new Date(NOW.getTime() - Math.floor(next() * 3 * 365 * DAY) + 200 * DAY);

    const count = 400;
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `m${i}@example.org`,
          firstname: "M",
          lastname: `N${String(i).padStart(3, "0")}`,
          // Dues imported from a CSV ("Payé jusqu'au") for some: a grant outside the ledger.
          importedPaidUntil: i % 7 === 3 ? new Date(someDate().getTime() + 365 * DAY) : null,
        })),
      )
      .returning({ id: users.id });
    let n = 0;
    for (const [i, member] of members.entries()) {
      const subIds: string[] = [];
      if (next() < 0.6) {
        const subs = next() < 0.2 ? 2 : 1;
        for (let s = 0; s < subs; s++) {
          const start = someDate();
          const end =
            next() < 0.15
              ? start
              : new Date(start.getTime() + (next() < 0.5 ? 365 : Math.floor(next() * 400)) * DAY);
          const status = pick(SUBSCRIPTION_STATUSES);
          const [subRow] = await db
            .insert(subscriptions)
            .values({
              userId: member.id,
              provider: "simulated",
              providerSubscriptionId: `sub_${i}_${s}`,
              status,
              currentPeriodStart: start,
              currentPeriodEnd: end,
              cancelAtPeriodEnd: next() < 0.3,
              endedAt: status === "canceled" && next() < 0.5 ? someDate() : null,
              createdAt: new Date(NOW.getTime() - (10 - s) * DAY),
            })
            .returning({ id: subscriptions.id });
          subIds.push(subRow!.id);
        }
      }
      const paymentCount = Math.floor(next() * 4);
      for (let p = 0; p < paymentCount; p++) {
        const offline = next() < 0.3;
        const status = pick(["succeeded", "succeeded", "failed", "pending"] as const);
        const when = someDate();
        const amount = pick([0, 3000, 12000]);
        const canceled = offline && next() < 0.25;
        await db.insert(payments).values({
          userId: member.id,
          amountCents: amount,
          status,
          provider: offline ? "offline" : "simulated",
          method: offline ? pick(["cheque", "transfer"] as const) : "card",
          providerPaymentId: `pay_${n++}`,
          paidAt: status === "succeeded" && next() < 0.9 ? when : null,
          createdAt: next() < 0.8 ? when : new Date(when.getTime() + 3 * DAY),
          refundedCents: amount > 0 && next() < 0.15 ? pick([amount, Math.floor(amount / 2)]) : 0,
          canceledAt: canceled ? NOW : null,
          cancelReason: canceled ? "Saisie erronée" : null,
          // A subscription's charge, or a payment apart buying the year after a covered period.
          subscriptionId: !offline && subIds.length > 0 && next() < 0.5 ? pick(subIds) : null,
          coversUntil:
            next() < 0.3 ? new Date(when.getTime() + (365 + Math.floor(next() * 200)) * DAY) : null,
        });
      }
      if (next() < 0.2) {
        await db.insert(signups).values({
          email: `m${i}@example.org`,
          status: "completed",
          userId: member.id,
          freeYearEndsAt: someDate(),
        });
      }
    }
  });

  it("gives every member the state and date membershipState gives", async () => {
    const fromSql = [];
    for await (const chunk of iterateDirectory({}, { now: NOW })) fromSql.push(...chunk);
    expect(fromSql).toHaveLength(400);
    const fromRule = await membershipStatesFor(
      fromSql.map((m) => m.id),
      { now: NOW },
    );
    const mismatches = fromSql.flatMap((member) => {
      const billing = fromRule.get(member.id)!;
      const rule = billing.state;
      // The renewal apart: the same kind and date by renewalOf and its SQL twin.
      const renewal = renewalOf(billing.subscription, NOW);
      const sqlLabel = member.state === "none" && member.lastFailed ? "Paiement échoué" : null;
      const same =
        rule.state === member.state &&
        (rule.date?.toISOString() ?? null) === (member.stateUntil?.toISOString() ?? null) &&
        (member.state !== "none" || rule.label === (sqlLabel ?? "Aucun paiement")) &&
        renewal.kind === member.renewal &&
        (renewal.date?.toISOString() ?? null) === (member.renewalAt?.toISOString() ?? null);
      return same
        ? []
        : [
            {
              member: member.lastname,
              sql: [
                member.state,
                member.stateUntil?.toISOString(),
                member.lastFailed,
                member.renewal,
                member.renewalAt?.toISOString(),
              ],
              rule: [
                rule.state,
                rule.date?.toISOString(),
                rule.label,
                renewal.kind,
                renewal.date?.toISOString(),
              ],
            },
          ];
    });
    expect(mismatches).toEqual([]);
    // The list API's per-user state is the same expression.
    const listed = await memberStates(NOW);
    expect(
      fromSql.every(
        (m) =>
          listed.get(m.id)?.state === m.state &&
          (listed.get(m.id)?.until?.getTime() ?? null) === (m.stateUntil?.getTime() ?? null),
      ),
    ).toBe(true);
    expect(
      [...listed.values()].filter(
        (v) =>
          v.label !== fromRule.get([...listed.entries()].find(([, x]) => x === v)![0])!.state.label,
      ),
    ).toEqual([]);
    // The fixtures reach every state.
    expect(new Set(fromSql.map((m) => m.state))).toEqual(
      new Set(["trial", "active", "past_due", "expired", "none"]),
    );
    // … and every renewal.
    expect(new Set(fromSql.map((m) => m.renewal))).toEqual(
      new Set(["automatic", "stopped", "failed", "none"]),
    );
  });
});
