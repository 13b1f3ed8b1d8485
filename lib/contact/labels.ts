import type { ContactSubject } from "@/lib/db/enums";

// Labels and outcome messages of the contact form (spec §2, §8), without zod, for the browser.

export const contactSubjectLabels: Record<ContactSubject, string> = {
  adhesion: "Adhésion",
  information: "Demande d’information",
  presse: "Presse",
  juridique: "Question juridique",
  autre: "Autre",
};

export const contactMessages = {
  success:
    "Votre message a été envoyé avec succès\u00a0! Nous vous répondrons dans les plus brefs délais.",
  failure: "Erreur lors de l’envoi du message. Veuillez réessayer plus tard.",
  rateLimited:
    "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans une heure.",
} as const;
