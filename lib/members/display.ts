import type { ProfessionalFlags } from "@/lib/db/schema";
import { PROFESSIONAL_FLAGS, professionalFlagLabels } from "./labels";
import type { MembershipState } from "@/lib/membership/state";

// What the profile view shows of a member (spec §2 "Profile view", §3, §4): pure, no database.

/** Labels of the professional flags that are true, in the order of spec §3. */
export function trueFlagLabels(infopro: ProfessionalFlags | null | undefined): string[] {
  return PROFESSIONAL_FLAGS.filter((flag) => infopro?.[flag] === true).map(
    (flag) => professionalFlagLabels[flag],
  );
}

export type MembershipSummary = { label: string; detail: string | null };

/** The state's French label and the date that matters (lib/membership/state.ts writes both). */
export function membershipSummary(state: MembershipState): MembershipSummary {
  return { label: state.label, detail: state.detail };
}

/** "Oui" / "Non" for yes/no fields such as the newsletter. */
export function yesNo(value: boolean): string {
  return value ? "Oui" : "Non";
}
