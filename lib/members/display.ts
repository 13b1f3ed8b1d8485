import type { ProfessionalFlags } from "@/lib/db/schema";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { PROFESSIONAL_FLAGS, professionalFlagLabels } from "./labels";
import { membershipLabels, type MembershipStatus } from "./membership";

// What the profile view shows of a member (spec §2 "Profile view", §3, §4): pure, no database.

/** Labels of the professional flags that are true, in the order of spec §3. */
export function trueFlagLabels(infopro: ProfessionalFlags | null | undefined): string[] {
  return PROFESSIONAL_FLAGS.filter((flag) => infopro?.[flag] === true).map((flag) => professionalFlagLabels[flag]);
}

export type MembershipSummary = { label: string; detail: string | null };

/**
 * 'Adhésion valide' or 'Adhésion expirée' with the expiry date (last payment plus one year),
 * 'Paiement échoué' or 'Aucun paiement'. Dates use the profile range (1990–2030).
 */
export function membershipSummary(status: MembershipStatus): MembershipSummary {
  const label = membershipLabels[status.kind];
  switch (status.kind) {
    case "valid":
    case "expired":
      return { label, detail: `Échéance : ${formatDate(status.expiresAt, PROFILE_YEAR_RANGE)}` };
    default:
      return { label, detail: null };
  }
}

/** "Oui" / "Non" for yes/no fields such as the newsletter. */
export function yesNo(value: boolean): string {
  return value ? "Oui" : "Non";
}
