// Membership validity from the last payment (spec §4): valid when it succeeded less than a year
// ago, expired when older; 'Paiement échoué' when it did not succeed; 'Aucun paiement' without one.

export type MembershipStatus =
  | { kind: "valid"; expiresAt: Date }
  | { kind: "expired"; expiresAt: Date }
  | { kind: "failed" }
  | { kind: "none" };

export function membershipStatus(lastPayment: { status: string; createdAt: Date } | null | undefined, now = new Date()): MembershipStatus {
  if (!lastPayment) return { kind: "none" };
  if (lastPayment.status !== "succeeded") return { kind: "failed" };
  const expiresAt = new Date(lastPayment.createdAt);
  expiresAt.setFullYear(expiresAt.getFullYear() + 1);
  return expiresAt > now ? { kind: "valid", expiresAt } : { kind: "expired", expiresAt };
}

export const membershipLabels: Record<MembershipStatus["kind"], string> = {
  valid: "Adhésion valide",
  expired: "Adhésion expirée",
  failed: "Paiement échoué",
  none: "Aucun paiement",
};
