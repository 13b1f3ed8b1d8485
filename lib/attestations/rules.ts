import type { PaymentMethod } from "@/lib/db/enums";
import { parisYear } from "@/lib/format/dates";

export type { PaymentMethod };

// The yearly union-dues tax attestation (CGI art. 199 quater C): pure rules, no database.
// Dues count for the calendar year in which they were paid, in Europe/Paris time: a payment at
// 00:30 on 1 January in Paris (23:30 UTC on 31 December) belongs to the new year. A refund
// reduces the year of the payment it refunds.

export type DuesMovement =
  | { kind: "payment"; id: string; paidAt: Date; amountCents: number; method: PaymentMethod }
  | { kind: "refund"; paymentId: string; paymentPaidAt: Date; amountCents: number };

export type AttestationLine = {
  paymentId: string;
  paidAt: Date;
  method: PaymentMethod;
  amountCents: number;
  refundedCents: number;
};

export type YearDues = { year: number; totalCents: number; lines: AttestationLine[] };

/** The dues of one calendar year (Europe/Paris): each payment of the year, less what was refunded of it. */
export function duesOfYear(movements: readonly DuesMovement[], year: number): YearDues {
  const lines = new Map<string, AttestationLine>();
  for (const movement of movements) {
    if (movement.kind === "payment" && parisYear(movement.paidAt) === year) {
      lines.set(movement.id, {
        paymentId: movement.id,
        paidAt: movement.paidAt,
        method: movement.method,
        amountCents: movement.amountCents,
        refundedCents: 0,
      });
    }
  }
  for (const movement of movements) {
    if (movement.kind !== "refund") continue;
    const line = lines.get(movement.paymentId);
    if (line)
      line.refundedCents = Math.min(line.amountCents, line.refundedCents + movement.amountCents);
  }
  const sorted = [...lines.values()].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  return {
    year,
    totalCents: sorted.reduce((sum, line) => sum + line.amountCents - line.refundedCents, 0),
    lines: sorted,
  };
}

/**
 * Whether an issued attestation still says the truth: the same total and the same payments.
 * When it does not (a late refund, an offline payment entered afterwards), a new version is issued.
 */
export function attestationIsCurrent(
  issued: { totalCents: number; paymentIds: readonly string[] },
  dues: YearDues,
): boolean {
  const ids = dues.lines.map((line) => line.paymentId);
  return (
    issued.totalCents === dues.totalCents &&
    issued.paymentIds.length === ids.length &&
    issued.paymentIds.every((id) => ids.includes(id))
  );
}

/** "SRH-2026-00042": the year of the dues and the attestation's sequence number in that year. */
export function attestationNumber(year: number, sequence: number): string {
  return `SRH-${year}-${String(sequence).padStart(5, "0")}`;
}
