import {
  MEMBERSHIP_STATES,
  membershipStateLabels,
  type MembershipStateKind,
} from "@/lib/payments/state";

// The membership states the directory shows and filters (those of `membershipState`), with their
// French labels; no server code: the page's filter and the CSV use them too.

export const MEMBER_STATES = MEMBERSHIP_STATES;
export type MemberState = MembershipStateKind;

/** Filter labels: the state's own words, with 'Aucune adhésion' for none (its label varies). */
export const memberStateFilterLabels: Record<MemberState, string> = {
  trial: "Première année offerte",
  active: "Adhésion valide",
  past_due: "Paiement échoué (renouvellement en cours)",
  expired: "Adhésion expirée",
  canceled: "Adhésion résiliée",
  none: "Aucune adhésion",
};

/** What a member's card and the CSV say: membershipState's label ('Paiement échoué' for none after a failed payment). */
export function memberStateLabel(state: MemberState, lastFailed: boolean): string {
  return state === "none" && lastFailed ? "Paiement échoué" : membershipStateLabels[state];
}

/** What the date beside a state means ("jusqu'au 12/03/2027"). */
export const memberStateDateLabels: Partial<Record<MemberState, string>> = {
  trial: "jusqu'au",
  active: "jusqu'au",
  canceled: "jusqu'au",
  past_due: "échéance le",
  expired: "depuis le",
};
