import type { PaymentMethod, PaymentStatus, SubscriptionStatus } from "@/lib/db/enums";
import type { MembershipStateKind } from "./state";

// Every French word the site shows for a membership, a payment or a subscription, written once.
// No server code: client components (the payment tab, the directory's filters) use them too.

/** What a state is called ('Aucun paiement' becomes 'Paiement échoué' after a failed payment). */
export const membershipStateLabels: Record<MembershipStateKind, string> = {
  trial: "Première année offerte",
  active: "Adhésion valide",
  past_due: "Paiement échoué",
  expired: "Adhésion expirée",
  canceled: "Adhésion résiliée",
  none: "Aucun paiement",
};

/** Filter labels: the state's own words, with 'Aucune adhésion' for none (its label varies). */
export const memberStateFilterLabels: Record<MembershipStateKind, string> = {
  trial: "Première année offerte",
  active: "Adhésion valide",
  past_due: "Paiement échoué (renouvellement en cours)",
  expired: "Adhésion expirée",
  canceled: "Adhésion résiliée",
  none: "Aucune adhésion",
};

/** What a member's card and the CSV say: membershipState's label ('Paiement échoué' for none after a failed payment). */
export function memberStateLabel(
  state: MembershipStateKind,
  { lastFailed }: { lastFailed: boolean },
): string {
  return state === "none" && lastFailed ? "Paiement échoué" : membershipStateLabels[state];
}

/** What the date beside a state means ("jusqu'au 12/03/2027"). */
export const memberStateDateLabels: Partial<Record<MembershipStateKind, string>> = {
  trial: "jusqu'au",
  active: "jusqu'au",
  canceled: "jusqu'au",
  past_due: "échéance le",
  expired: "depuis le",
};

/** A ledger line's status (spec §3: succeeded, pending; anything else failed). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  succeeded: "Réussi",
  pending: "En attente",
  failed: "Échoué",
};

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status as PaymentStatus] ?? paymentStatusLabels.failed; // why: spec §3, any other value means failed
}

/** How the money came. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Carte bancaire",
  cheque: "Chèque",
  transfer: "Virement",
};

/** The provider's subscription, as members and staff read it. */
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  trialing: "Première année offerte",
  active: "Prélèvement automatique actif",
  past_due: "Paiement en retard",
  canceled: "Terminé",
  unpaid: "Impayé",
  incomplete: "Incomplet",
  incomplete_expired: "Expiré",
  paused: "En pause",
};

export function subscriptionStatusLabel(status: string): string {
  return subscriptionStatusLabels[status as SubscriptionStatus] ?? status; // why: an unknown provider status is shown as it is
}
