// The signup's French messages and its fields, without the schema (./schema.ts): the browser's
// form shows them and must not carry zod.

export const signupMessages = {
  required: "Veuillez remplir tous les champs obligatoires.",
  tier: "Veuillez sélectionner un type d’adhésion.",
  statutes: "Veuillez accepter les statuts du SRH.",
  codeSent:
    "Un code de confirmation à 6 chiffres vient d’être envoyé à cette adresse (valable 10 minutes).",
  resent: "Un nouveau code vient de vous être envoyé.",
  failed: "Erreur lors de l’inscription. Veuillez réessayer.",
  payment: "Erreur lors du paiement",
  notConfirmed: "Confirmez d’abord votre adresse avec le code reçu par e-mail.",
  cardPending: "La carte n’est pas encore enregistrée. Veuillez réessayer.",
} as const;

/** Each required field says what is missing, beside the summary of spec §5. */
export const signupFieldMessages = {
  firstname: "Indiquez votre prénom.",
  lastname: "Indiquez votre nom.",
  email: "Indiquez votre adresse e-mail.",
  hospital: "Indiquez votre hôpital.",
} as const;

/** The fields shown with their own message, in the form's order (all on its first tab). */
export const SIGNUP_FIELDS = ["firstname", "lastname", "email", "hospital", "address"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
