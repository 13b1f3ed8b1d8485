import type { PaymentMethod, PaymentStatus, SubscriptionStatus } from "@/lib/db/enums";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { DAY_MS } from "@/lib/format/time";
import type { MembershipStateKind, Renewal, RenewalKind } from "./kinds";

// Every French word the site shows for a membership, a payment or a subscription, written once.
// No server code: client components (the payment tab, the directory's filters) use them too.

/** What a state is called ('Aucun paiement' becomes 'Paiement échoué' after a failed payment). */
export const membershipStateLabels: Record<MembershipStateKind, string> = {
  trial: "Première année offerte",
  active: "Adhésion valide",
  past_due: "Paiement échoué",
  expired: "Adhésion expirée",
  none: "Aucun paiement",
};

/** Filter labels: the state's own words, with 'Aucune adhésion' for none (its label varies). */
export const memberStateFilterLabels: Record<MembershipStateKind, string> = {
  trial: "Première année offerte",
  active: "Adhésion valide",
  past_due: "Paiement échoué (renouvellement en cours)",
  expired: "Adhésion expirée",
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
  trial: "jusqu’au",
  active: "jusqu’au",
  past_due: "échéance du",
  expired: "depuis le",
};

/**
 * One date convention everywhere: a period is stored by its end (the first instant it no longer
 * covers); « valide jusqu'au » and « couvre du … au … » name its last day covered, the day before.
 * « Expirée depuis le », « échéance du » and a charge's day name the end itself.
 */
export function lastDayCovered(until: Date): Date {
  return new Date(until.getTime() - DAY_MS);
}

/** The day shown beside a state: the last day covered while valid, else the end itself. */
export function memberStateDay(state: MembershipStateKind, until: Date): Date {
  return state === "trial" || state === "active" ? lastDayCovered(until) : until;
}

/** "Adhésion valide jusqu'au 11/05/2027", "Adhésion expirée depuis le …", "Aucun paiement". */
export function memberStateText(
  state: MembershipStateKind,
  until: Date | null,
  { lastFailed }: { lastFailed: boolean },
): string {
  const label = memberStateLabel(state, { lastFailed });
  const dateLabel = memberStateDateLabels[state];
  if (!dateLabel || !until) return label;
  // « Paiement échoué — échéance du 08/11/2026 »: the failure and the day it concerns are two facts.
  const joiner = state === "past_due" ? "\u00a0— " : " ";
  return `${label}${joiner}${dateLabel} ${formatDate(memberStateDay(state, until), PROFILE_YEAR_RANGE)}`;
}

/** The renewal's own words (its column beside the validity). */
export const renewalLabels: Record<RenewalKind, string> = {
  automatic: "Automatique",
  stopped: "Arrêté",
  failed: "Échoué",
  none: "Aucun",
};

/** Filter labels of the renewal. */
export const renewalFilterLabels: Record<RenewalKind, string> = {
  automatic: "Renouvellement automatique",
  stopped: "Renouvellement arrêté",
  failed: "Renouvellement échoué",
  none: "Sans renouvellement",
};

/**
 * "automatique (prochain prélèvement le 28/09/2027)", "arrêté (fin le 12/05/2027)", "échoué
 * (nouvel essai le 03/12/2026)", "aucun": what follows « Renouvellement automatique : ».
 */
export function renewalText({ kind, date }: Renewal): string {
  const word = renewalLabels[kind].toLowerCase();
  if (!date) return word;
  const day = formatDate(date, PROFILE_YEAR_RANGE);
  if (kind === "automatic") return `${word} (prochain prélèvement le ${day})`;
  if (kind === "stopped") return `${word} (fin le ${day})`;
  if (kind === "failed") return `${word} (nouvel essai le ${day})`;
  return word;
}

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

/** The banner of a member whose renewal failed or whose membership expired (every page). */
export function renewalBannerText(state: MembershipStateKind): string {
  return state === "past_due"
    ? "Le renouvellement de votre adhésion a échoué."
    : "Votre adhésion a expiré.";
}
