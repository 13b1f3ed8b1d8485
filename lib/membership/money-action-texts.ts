import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import type { RenewalKind } from "./kinds";

// What "Mon adhésion" says of each money action (amount, tier, period, consequence), written once:
// beside the action's first button and again beside the card step's. Dates are ISO strings (the
// panel is a client component); no server code here.

type PricedTier = { title: string; priceCents: number };
type Charge = { at: string; amountCents: number; tierTitle: string };

const day = (iso: string) => formatDate(iso, PROFILE_YEAR_RANGE);

/** The card-changed e-mail is queued when the provider confirms the card (lib/email/notices.ts). */
export const CARD_CONFIRMATION = "Une confirmation est envoyée par e-mail.";

/** The year a payment now would buy: "du 12/05/2026 au 11/05/2027". */
export function coverageText(year: { from: string; to: string }): string {
  return `du ${day(year.from)} au ${day(year.to)}`;
}

/** What a new card does: pays what is due, or serves the next charge. */
export function cardUpdateSummary({
  pastDue,
  nextCharge,
}: {
  pastDue: { amountCents: number } | null;
  nextCharge: Charge | null;
}): string {
  return pastDue
    ? `La nouvelle carte paie aussitôt la cotisation due (${formatEuros(pastDue.amountCents)}).`
    : nextCharge
      ? `Elle servira au prochain prélèvement\u00a0: ${formatEuros(nextCharge.amountCents)} (${nextCharge.tierTitle}) le ${day(nextCharge.at)}.`
      : "Rien n’est prélevé maintenant.";
}

export function recurringSummary(chosen: PricedTier, firstChargeOn: string): string {
  return `Prélèvement automatique\u00a0: ${formatEuros(chosen.priceCents)} (${chosen.title}), premier prélèvement le ${day(firstChargeOn)}, puis chaque année\u00a0; résiliable à tout moment.`;
}

export function oneTimeSummary(
  chosen: PricedTier,
  year: { from: string; to: string },
  chargeAfterPaymentApart: string | null,
): string {
  return `Paiement unique de ${formatEuros(chosen.priceCents)} (${chosen.title})\u00a0: cette cotisation couvre ${coverageText(year)}. ${
    chargeAfterPaymentApart
      ? `Si vous réactivez le prélèvement automatique, le prochain prélèvement passera au ${day(chargeAfterPaymentApart)}.`
      : "Aucun prélèvement automatique ensuite."
  }`;
}

export function tierChangeSummary(nextChargeAt: string, nextTier: PricedTier): string {
  return `Le prochain prélèvement, le ${day(nextChargeAt)}, sera de ${formatEuros(nextTier.priceCents)} (${nextTier.title})\u00a0; l’année en cours n’est ni remboursée ni prélevée à nouveau.`;
}

/** A stopped renewal restarted: charged at the end of what runs now. */
export function reactivationSummary(tier: PricedTier | null, endsOn: string): string {
  const tierPrice = tier ? `${formatEuros(tier.priceCents)} (${tier.title})` : "";
  return `${tierPrice ? `${tierPrice} ` : ""}prélevés le ${day(endsOn)}, puis chaque année\u00a0; résiliable à tout moment.`;
}

/** The line under the renewal's label: its next date, by kind. */
export function renewalDateText(kind: Exclude<RenewalKind, "none">, date: string): string {
  return kind === "automatic"
    ? `Prochain prélèvement le ${day(date)}`
    : kind === "stopped"
      ? `Aucun nouveau prélèvement\u00a0: fin le ${day(date)}`
      : `Nouvel essai le ${day(date)}`;
}

/** The question before the renewal is stopped: until when the membership runs, what is not charged. */
export function cancelRenewalConfirmation(
  endsOn: string | null,
  nextCharge: Charge | null,
): string {
  return endsOn
    ? `Votre adhésion restera valable jusqu’au ${day(endsOn)}, puis prendra fin\u00a0: aucun nouveau prélèvement${nextCharge ? ` (${formatEuros(nextCharge.amountCents)} prévus le ${day(nextCharge.at)})` : ""} ne sera fait. Vous pourrez réactiver le prélèvement d’ici là.`
    : "Votre adhésion reste valable jusqu’à la fin de la période en cours\u00a0; aucun nouveau prélèvement ne sera fait.";
}

/** A year paid by card: what it covers, and the receipt (sent already, or once Stripe confirms). */
export function paymentAcceptedText(
  year: { from: string; to: string },
  receipt: "sent" | "coming",
): string {
  const coverage = coverageText(year);
  return receipt === "sent"
    ? `Paiement accepté\u00a0: merci\u00a0! Votre cotisation couvre ${coverage}. Un reçu vous a été envoyé par e-mail\u00a0; il se télécharge aussi dans l’historique ci-dessous.`
    : `Paiement accepté\u00a0: merci\u00a0! Votre cotisation couvre ${coverage}. Un reçu vous sera envoyé par e-mail\u00a0; il se télécharge aussi dans l’historique ci-dessous.`;
}
