import type { EmailKind, EmailState } from "@/lib/db/enums";

// Each kind of e-mail: its priority for the sender and the daily quota, and its French label on
// the staff page. Codes go first and are never held back by the quota; receipts and notices
// next; reminders and attestations (mail the daily job writes in numbers) after them; the
// newsletter (lib/newsletter) only gets what is left of the day.

// A kind that `carriesCode` holds a one-time code: only its recipient may read it, so its stored
// copy is masked once it leaves the queue and staff never see it (lib/email/rules.ts).
export const emailKinds: Record<
  EmailKind,
  { priority: 0 | 1 | 2; label: string; carriesCode?: true }
> = {
  "login-code": { priority: 0, label: "Code de connexion", carriesCode: true },
  "signup-code": { priority: 0, label: "Code d’inscription", carriesCode: true },
  "account-created": { priority: 0, label: "Code de création de compte", carriesCode: true },
  "email-change-code": {
    priority: 0,
    label: "Code de changement d’adresse",
    carriesCode: true,
  },
  "account-deletion-code": {
    priority: 0,
    label: "Code de suppression du compte",
    carriesCode: true,
  },
  "no-account": { priority: 0, label: "Connexion sans adhésion" },
  "account-exists": { priority: 0, label: "Compte déjà existant" },
  "email-in-use": { priority: 0, label: "Adresse déjà utilisée" },
  "payment-receipt": { priority: 1, label: "Reçu de cotisation" },
  welcome: { priority: 1, label: "Bienvenue" },
  "contact-message": { priority: 1, label: "Message de contact" },
  "newsletter-confirmation": { priority: 1, label: "Confirmation d’inscription à la lettre" },
  "renewal-declined": { priority: 1, label: "Renouvellement refusé" },
  "membership-ended": { priority: 1, label: "Fin d’adhésion" },
  "cancellation-confirmed": { priority: 1, label: "Résiliation confirmée" },
  "renewal-reactivated": { priority: 1, label: "Renouvellement réactivé" },
  "card-changed": { priority: 1, label: "Carte modifiée" },
  "tier-changed": { priority: 1, label: "Formule changée" },
  "account-erased": { priority: 1, label: "Compte supprimé" },
  "membership-reminder": { priority: 2, label: "Rappel d’adhésion" },
  "tax-attestation": { priority: 2, label: "Attestation fiscale" },
};

export const emailStateLabels: Record<EmailState, string> = {
  pending: "En attente",
  sending: "Envoi en cours",
  sent: "Envoyé",
  failed: "Échec définitif",
  unverified: "À vérifier",
};
