import type { PublicationType } from "@/lib/db/enums";

// Spec §2: the titles of the four kinds (the newsletter archive is managed by /admin/newsletter).
export const ADMIN_TITLES: Record<PublicationType, string> = {
  publication: "Publications",
  communique: "Communiqués",
  jo: "Journal Officiel",
  rapport: "Rapports institutionnels",
  newsletter: "Lettres d’information",
};

export const NEW_LABELS: Record<PublicationType, string> = {
  publication: "Nouvelle publication",
  communique: "Nouveau communiqué",
  jo: "Nouveau texte du Journal Officiel",
  rapport: "Nouveau rapport",
  newsletter: "Nouvelle lettre d’information",
};
