import { MEMBER_NOT_FOUND } from "@/lib/membership/messages";

// French messages of the members' domain, shared by its modules, pages and calls.
export const memberMessages = {
  forbidden: "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
  forbiddenView: "Vous ne pouvez consulter que votre propre profil.",
  notFound: MEMBER_NOT_FOUND,
  emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
  tooManyCodes: "Trop de codes demandés. Veuillez réessayer dans une heure.",
  directoryEmpty: "Aucun membre trouvé avec ces critères de recherche.",
  listFailed: "Erreur lors de la récupération des utilisateurs",
  directoryFailed: "Erreur lors du chargement des membres",
  noImportedValidity:
    "Ce membre n’a pas de validité reprise de l’ancien fichier\u00a0: enregistrez plutôt un paiement.",
  invalidImportedValidity:
    "Date invalide\u00a0: choisissez un jour dans le calendrier, ou retirez la validité.",
} as const;
