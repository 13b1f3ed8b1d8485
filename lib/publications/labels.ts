import { PUBLICATION_TYPES, type PublicationType } from "@/lib/db/enums";

// Labels shared by every screen that shows publications (spec §2 "Publication list", §9).

export const LISTED_TYPES = PUBLICATION_TYPES;

export function isPublicationType(value: unknown): value is PublicationType {
  return typeof value === "string" && (PUBLICATION_TYPES as readonly string[]).includes(value);
}

/** The list's type from the query string: publication by default (spec §2). */
export function publicationTypeOrDefault(value: unknown): PublicationType {
  return isPublicationType(value) ? value : "publication";
}

/** Type label of spec §9: newsletter, communique, jo, rapport, otherwise Publication. */
export function typeLabel(type: string): string {
  switch (type) {
    case "newsletter":
      return "Lettre d’information";
    case "communique":
      return "Communiqué";
    case "jo":
      return "Journal Officiel";
    case "rapport":
      return "Rapport institutionnel";
    default:
      return "Publication";
  }
}

/**
 * "Communiqué « … » créé", "Publication « … » créée": the journal's participle agrees with the
 * type's gender. `participle` is the masculine form ("créé", "modifié", "supprimé").
 */
export function typeWithParticiple(type: string, title: string, participle: string): string {
  const feminine = !["communique", "jo", "rapport"].includes(type);
  return `${typeLabel(type)} «\u00a0${title}\u00a0» ${participle}${feminine ? "e" : ""}`;
}

export const listHeadings: Record<
  PublicationType,
  { title: string; subtitle: string; informedSentence: string }
> = {
  publication: {
    title: "Nos publications",
    subtitle: "Publications et documents du SRH",
    informedSentence:
      "Inscrivez-vous pour recevoir nos publications directement dans votre boîte mail.",
  },
  communique: {
    title: "Communiqués",
    subtitle: "Communiqués de presse et positions du SRH",
    informedSentence:
      "Inscrivez-vous pour recevoir nos communiqués directement dans votre boîte mail.",
  },
  newsletter: {
    title: "Lettres d’information",
    subtitle: "Lettres d’information et informations du SRH",
    informedSentence:
      "Inscrivez-vous pour recevoir nos lettres d’information directement dans votre boîte mail.",
  },
  jo: {
    title: "Journal Officiel",
    subtitle:
      "Textes officiels publiés au Journal Officiel qui concernent les radiologues hospitaliers",
    informedSentence:
      "Inscrivez-vous pour recevoir nos publications directement dans votre boîte mail.",
  },
  rapport: {
    title: "Rapports institutionnels",
    subtitle: "Rapports des institutions sur l’hôpital public et l’imagerie médicale",
    informedSentence:
      "Inscrivez-vous pour recevoir nos publications directement dans votre boîte mail.",
  },
};

export const listMessages = {
  loading: "Chargement du contenu...",
  empty: "Aucun contenu disponible pour le moment.",
  noTagMatch: "Aucun contenu ne correspond aux mots-clés sélectionnés.",
  noSearchMatch: "Aucun contenu ne correspond à votre recherche.",
} as const;

export const detailMessages = {
  notFound: "Contenu non trouvé",
  loadError: "Erreur lors du chargement du contenu",
  titleOnly:
    "Ce document ne contient que le titre. Consultez le document original via les liens disponibles.",
  subscribersOnly: "Abonnés seulement",
  homepage: "Page d’accueil",
  attachments: "Documents attachés",
  openHint: "Cliquer pour ouvrir",
  back: "Retour à la liste",
} as const;

export const homeMessages = {
  empty: "Aucune actualité disponible pour le moment.",
} as const;

/** Excerpt lengths of spec §9: home cards 200 characters, list cards 150 (reading one). */
export const HOME_EXCERPT_LENGTH = 200;
export const LIST_EXCERPT_LENGTH = 150;
/** Up to 3 tags on cards and in the detail header (spec §9). */
export const CARD_TAG_COUNT = 3;
