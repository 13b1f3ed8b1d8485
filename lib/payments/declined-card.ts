import { site } from "@/lib/site";

// What to do after a declined card, said after the refusal itself (ours, or Stripe's
// message for the member): another card, the bank, then the union. Nothing of the provider's
// details (decline codes, identifiers) is shown. Read by the server and by the card forms.

export const DECLINED_CARD_NEXT_STEP = `Essayez avec une autre carte, ou demandez à votre banque pourquoi elle a refusé le paiement (plafond atteint, paiement en ligne bloqué…). Si le refus persiste, écrivez-nous à ${site.email}.`;

/** The refusal followed by what to do next. */
export function withDeclinedCardNextStep(refusal: string): string {
  return `${refusal} ${DECLINED_CARD_NEXT_STEP}`;
}
