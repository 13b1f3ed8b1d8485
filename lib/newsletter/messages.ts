import { nextRunAfter, parisMoment } from "./send-plan";

// The composer's French messages (spec §8, §9); no server code, the client form uses them.

export const MISSING_TITLE_OR_CONTENT = "Veuillez renseigner un titre et un contenu";

/** "1 destinataire", "127 destinataires". */
export const recipientsText = (count: number) => `${count} destinataire${count > 1 ? "s" : ""}`;

/**
 * Why a send was refused (409): it needs the recipients' count its sender confirmed, and that
 * count must still be the count now.
 */
export function recipientCountMessage(expected: number | null, recipients: number): string {
  return expected === null
    ? `Confirmez le nombre de destinataires (expectedRecipients)\u00a0: ${recipientsText(recipients)} actuellement.`
    : `Le nombre de destinataires a changé\u00a0: ${recipients} au lieu de ${expected}. Vérifiez puis confirmez de nouveau l’envoi.`;
}

export const composerErrors = {
  load: "Erreur lors du chargement des données",
  preview: "Erreur lors de la génération de l’aperçu",
  queue: "Erreur lors de la mise en file d’attente",
} as const;

/** The success message of the composer (spec §9: sent now, remaining, estimated days). */
export function queueSuccessMessage(
  outcome: { sentImmediately: number; remainingToSend: number; estimatedDays: number },
  now: Date = new Date(),
): string {
  const sent = `${outcome.sentImmediately} e-mail${outcome.sentImmediately > 1 ? "s" : ""} envoyé${outcome.sentImmediately > 1 ? "s" : ""} immédiatement`;
  if (outcome.remainingToSend === 0) return `Lettre d’information envoyée\u00a0: ${sent}.`;
  const moment = parisMoment(nextRunAfter(now), now);
  const others =
    outcome.estimatedDays > 1
      ? `les ${outcome.remainingToSend} autres à partir de ${moment}, en ${outcome.estimatedDays}\u00a0jours`
      : outcome.remainingToSend > 1
        ? `les ${outcome.remainingToSend} autres ${moment}`
        : `le dernier ${moment}`;
  return `Lettre d’information mise en file d’attente\u00a0: ${sent}, ${others}.`;
}
