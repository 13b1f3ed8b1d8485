import type { PublicationType } from "@/lib/db/schema";

// Demo publications: 45 items over the five types and three years, in the four stored formats
// (Quill Delta, Tiptap JSON, HTML, plain text) so that every page exercises the renderer.

export type SeedAttachment = {
  kind: "pdf" | "txt";
  fileName: string;
  title: string;
  description?: string;
};

export type SeedPublication = {
  key: string;
  type: PublicationType;
  title: string;
  /** Days before the seed date; negative means a scheduled (future) item. */
  daysAgo: number;
  tags: string[];
  homepage?: boolean;
  subscribersOnly?: boolean;
  cover?: "radiologie" | "assemblee" | "permanence" | "formation";
  format: "delta" | "tiptap" | "html" | "text" | "empty";
  paragraphs: string[];
  heading?: string;
  attachments?: SeedAttachment[];
};

export const seedPublications: SeedPublication[] = [
  // — publication —
  {
    key: "pub-attractivite-2026",
    type: "publication",
    title: "Attractivité de la radiologie hospitalière\u00a0: nos propositions pour 2026",
    daysAgo: 12,
    tags: ["Attractivité", "Démographie", "2026"],
    homepage: true,
    cover: "radiologie",
    format: "delta",
    heading: "Dix mesures concrètes",
    paragraphs: [
      "Le SRH publie ses propositions pour rendre de nouveau attractifs les postes de radiologues dans les hôpitaux publics. Le constat est connu\u00a0: un poste sur trois reste vacant dans les centres hospitaliers généraux.",
      "Nous demandons la reconnaissance de la pénibilité des gardes, une revalorisation de la part variable et l’accès de tous les praticiens à des équipements récents.",
      "Le document complet détaille dix mesures chiffrées, discutées avec les délégués régionaux lors du dernier conseil d’administration.",
    ],
    attachments: [
      {
        kind: "pdf",
        fileName: "propositions-attractivite-2026.pdf",
        title: "Propositions attractivité 2026",
        description: "Le document complet des dix mesures.",
      },
    ],
  },
  {
    key: "pub-teleradiologie-charte",
    type: "publication",
    title: "Téléradiologie\u00a0: la charte de bonnes pratiques actualisée",
    daysAgo: 40,
    tags: ["Téléradiologie", "Qualité", "Gardes"],
    homepage: true,
    format: "html",
    paragraphs: [
      "La charte de téléradiologie, élaborée avec les sociétés savantes, a été mise à jour pour tenir compte de l’essor de l’interprétation à distance pendant la permanence des soins.",
      "Elle rappelle que l’acte de téléradiologie reste un acte médical à part entière, qui engage la responsabilité du radiologue et suppose un dialogue avec le demandeur.",
    ],
    attachments: [
      { kind: "txt", fileName: "charte-teleradiologie-resume.txt", title: "Résumé de la charte" },
    ],
  },
  {
    key: "pub-guide-gardes",
    type: "publication",
    title: "Guide pratique des gardes et astreintes en imagerie",
    daysAgo: 75,
    tags: ["Gardes", "Permanence des soins", "Rémunération"],
    homepage: true,
    subscribersOnly: true,
    cover: "permanence",
    format: "tiptap",
    heading: "Ce que prévoit la réglementation",
    paragraphs: [
      "Ce guide réservé aux adhérents récapitule les règles de décompte du temps de travail additionnel, les indemnités de sujétion et les modalités de récupération après une garde.",
      "Il propose aussi des modèles de courriers pour demander la régularisation d’indemnités non versées.",
    ],
    attachments: [
      {
        kind: "pdf",
        fileName: "guide-gardes-astreintes.pdf",
        title: "Guide des gardes et astreintes",
        description: "Version adhérents, mise à jour de l’année.",
      },
    ],
  },
  {
    key: "pub-irm-delais",
    type: "publication",
    title: "Délais d’accès à l’IRM\u00a0: état des lieux dans les hôpitaux publics",
    daysAgo: 150,
    tags: ["IRM", "Équipements", "Accès aux soins"],
    homepage: true,
    format: "text",
    paragraphs: [
      "Notre enquête auprès de 120 services montre un délai moyen de 38 jours pour une IRM programmée, avec de fortes disparités régionales.",
      "Le manque de manipulateurs et de créneaux de vacation explique l’essentiel des retards, davantage que le nombre d’appareils.",
    ],
  },
  {
    key: "pub-statut-unique",
    type: "publication",
    title: "Statut unique de praticien hospitalier\u00a0: ce qui change pour les radiologues",
    daysAgo: 230,
    tags: ["Statut", "Carrière"],
    homepage: true,
    format: "delta",
    paragraphs: [
      "La réforme du statut de praticien hospitalier a fusionné les statuts de temps plein et de temps partiel. Nous en présentons les conséquences sur l’activité libérale et les gardes.",
      "Les adhérents peuvent nous solliciter pour une lecture individuelle de leur situation.",
    ],
  },
  {
    key: "pub-internes-choix",
    type: "publication",
    title: "Internes en radiologie\u00a0: bien choisir son post-internat",
    daysAgo: 320,
    tags: ["Internes", "Formation", "Carrière"],
    cover: "formation",
    format: "html",
    paragraphs: [
      "Assistanat spécialiste, clinicat, poste partagé entre CHU et centre hospitalier\u00a0: chaque voie a ses avantages. Nous les comparons point par point.",
      "Un tableau récapitule la rémunération, la durée et l’accès au concours de praticien hospitalier pour chaque option.",
    ],
  },
  {
    key: "pub-radioprotection",
    type: "publication",
    title: "Radioprotection des patients\u00a0: les nouveaux niveaux de référence diagnostiques",
    daysAgo: 410,
    tags: ["Radioprotection", "Qualité", "Scanner"],
    format: "tiptap",
    paragraphs: [
      "Les niveaux de référence diagnostiques pour le scanner ont été révisés. Les services doivent transmettre leurs relevés de dose selon le nouveau calendrier.",
      "Nous rappelons que l’optimisation des protocoles est une démarche d’équipe avec les manipulateurs et le physicien médical.",
    ],
  },
  {
    key: "pub-remuneration-bilan",
    type: "publication",
    title: "Rémunération des praticiens\u00a0: bilan des mesures du Ségur",
    daysAgo: 520,
    tags: ["Rémunération", "Ségur", "2025"],
    format: "text",
    paragraphs: [
      "Trois ans après les accords du Ségur de la santé, nous dressons le bilan des revalorisations obtenues et de celles qui restent à conquérir.",
      "La suppression des premiers échelons a bénéficié aux jeunes praticiens\u00a0; les praticiens en milieu de carrière restent les grands oubliés.",
    ],
  },
  {
    key: "pub-ia-imagerie",
    type: "publication",
    title: "Intelligence artificielle en imagerie\u00a0: position du SRH",
    daysAgo: 610,
    tags: ["Intelligence artificielle", "Qualité"],
    cover: "radiologie",
    format: "delta",
    paragraphs: [
      "Les outils d’aide à la détection entrent dans les services. Le SRH demande qu’ils restent sous le contrôle du radiologue et que leur coût ne soit pas financé par la réduction des effectifs.",
      "Nous plaidons pour une évaluation indépendante des algorithmes avant tout déploiement.",
    ],
  },
  {
    key: "pub-demographie-2024",
    type: "publication",
    title: "Démographie des radiologues hospitaliers\u00a0: chiffres clés",
    daysAgo: 760,
    tags: ["Démographie", "2024"],
    format: "html",
    paragraphs: [
      "Les radiologues hospitaliers représentent moins d’un tiers des radiologues en exercice. La moitié d’entre eux a plus de cinquante ans.",
      "Ces chiffres, issus des données des ordres et des établissements, éclairent nos demandes en matière de postes d’internes.",
    ],
  },
  {
    key: "pub-temps-partage",
    type: "publication",
    title: "Postes d’assistants à temps partagé\u00a0: mode d’emploi",
    daysAgo: 880,
    tags: ["Internes", "Carrière", "Territoires"],
    format: "empty",
    paragraphs: [],
    attachments: [
      {
        kind: "pdf",
        fileName: "assistants-temps-partage.pdf",
        title: "Fiche pratique temps partagé",
      },
    ],
  },
  {
    key: "pub-equipements-plan",
    type: "publication",
    title: "Plan équipements lourds\u00a0: ce que les services doivent savoir",
    daysAgo: 990,
    tags: ["Équipements", "Scanner", "IRM"],
    format: "text",
    paragraphs: [
      "Les autorisations d’équipements lourds sont désormais délivrées par modalité. Les services ont intérêt à anticiper leurs demandes de renouvellement.",
    ],
  },

  // — communique —
  {
    key: "com-greve-permanence",
    type: "communique",
    title: "Permanence des soins\u00a0: le SRH appelle à la mobilisation",
    daysAgo: 5,
    tags: ["Permanence des soins", "Mobilisation"],
    homepage: true,
    cover: "permanence",
    format: "html",
    paragraphs: [
      "Faute de réponse du ministère sur la rémunération des gardes, le SRH appelle les radiologues hospitaliers à se mobiliser le mois prochain, aux côtés des autres intersyndicales.",
      "La continuité des soins urgents sera assurée dans tous les établissements.",
    ],
  },
  {
    key: "com-election-bureau",
    type: "communique",
    title: "Élection du nouveau bureau du SRH",
    daysAgo: 28,
    tags: ["Vie syndicale", "Élections", "2026"],
    homepage: true,
    cover: "assemblee",
    format: "tiptap",
    paragraphs: [
      "Réuni en assemblée générale, le SRH a élu son nouveau bureau pour trois ans. Le président remercie l’équipe sortante pour son engagement.",
      "La composition complète du bureau est disponible sur la page dédiée.",
    ],
  },
  {
    key: "com-reponse-rapport-igas",
    type: "communique",
    title: "Rapport sur l’imagerie\u00a0: la réponse du SRH",
    daysAgo: 55,
    tags: ["Rapports", "Imagerie"],
    homepage: true,
    subscribersOnly: true,
    format: "delta",
    paragraphs: [
      "Le SRH a pris connaissance du rapport consacré à l’organisation de l’imagerie. Nous partageons plusieurs constats, mais contestons fermement la proposition de regrouper les plateaux techniques au détriment des hôpitaux de proximité.",
      "Cette analyse détaillée est réservée aux adhérents.",
    ],
    attachments: [
      {
        kind: "pdf",
        fileName: "analyse-rapport-imagerie.pdf",
        title: "Analyse détaillée du rapport",
        description: "Réservée aux adhérents.",
      },
    ],
  },
  {
    key: "com-manipulateurs",
    type: "communique",
    title: "Pénurie de manipulateurs\u00a0: une urgence pour l’hôpital public",
    daysAgo: 95,
    tags: ["Manipulateurs", "Démographie"],
    homepage: true,
    format: "text",
    paragraphs: [
      "Sans manipulateurs en nombre suffisant, les machines s’arrêtent. Le SRH soutient les demandes de revalorisation de la profession et l’augmentation des places en formation.",
    ],
  },
  {
    key: "com-budget-secu",
    type: "communique",
    title:
      "Budget de la Sécurité sociale\u00a0: l’imagerie hospitalière ne doit pas servir de variable d’ajustement",
    daysAgo: 140,
    tags: ["Financement", "Politique de santé"],
    homepage: true,
    format: "html",
    paragraphs: [
      "Les baisses tarifaires annoncées sur les actes d’imagerie pénalisent aussi les hôpitaux, dont l’activité externe finance une part des équipements.",
    ],
  },
  {
    key: "com-programme",
    type: "communique",
    title: "Agenda\u00a0: nos prochaines rencontres régionales",
    daysAgo: -10,
    tags: ["Vie syndicale", "Régions"],
    homepage: true,
    format: "text",
    paragraphs: [
      "Les délégués régionaux du SRH organisent des rencontres ouvertes à tous les radiologues hospitaliers. Ce communiqué sera publié à la date prévue.",
    ],
  },
  {
    key: "com-teleradiologie-privee",
    type: "communique",
    title: "Téléradiologie commerciale\u00a0: le SRH demande un encadrement",
    daysAgo: 260,
    tags: ["Téléradiologie", "Politique de santé"],
    homepage: true,
    format: "delta",
    paragraphs: [
      "Le recours croissant à des sociétés de téléradiologie pour assurer les gardes doit être encadré\u00a0: qualité, traçabilité et lien avec les équipes locales.",
    ],
  },
  {
    key: "com-violence",
    type: "communique",
    title: "Agression d’un confrère\u00a0: notre soutien total",
    daysAgo: 350,
    tags: ["Sécurité", "Soutien"],
    format: "text",
    paragraphs: [
      "Le SRH apporte son soutien à notre confrère agressé pendant sa garde et demande que plainte soit systématiquement déposée par l’établissement.",
    ],
  },
  {
    key: "com-cme",
    type: "communique",
    title: "Élections aux commissions médicales\u00a0: votez pour vos représentants",
    daysAgo: 470,
    tags: ["Élections", "CME", "2025"],
    format: "html",
    paragraphs: [
      "Les élections aux commissions médicales d’établissement ont lieu ce mois-ci. Le SRH encourage chaque radiologue à voter et à se porter candidat.",
    ],
  },
  {
    key: "com-accord-salarial",
    type: "communique",
    title: "Accord sur la revalorisation des gardes\u00a0: une première étape",
    daysAgo: 640,
    tags: ["Rémunération", "Gardes"],
    format: "tiptap",
    paragraphs: [
      "L’accord signé revalorise l’indemnité de garde de 50 %. Le SRH salue cette avancée, obtenue après des mois de négociation, et reste vigilant sur son application.",
    ],
  },
  {
    key: "com-voeux-2024",
    type: "communique",
    title: "Vœux du président pour 2024",
    daysAgo: 1040,
    tags: ["Vie syndicale", "2024"],
    format: "text",
    paragraphs: [
      "À l’aube de cette nouvelle année, le président du SRH adresse ses vœux à tous les radiologues hospitaliers et rappelle les combats de l’année écoulée.",
    ],
  },
  {
    key: "com-internes-soutien",
    type: "communique",
    title: "Réforme du troisième cycle\u00a0: soutien aux internes",
    daysAgo: 800,
    tags: ["Internes", "Formation"],
    format: "delta",
    paragraphs: [
      "Le SRH soutient les internes en radiologie dans leurs demandes sur l’encadrement et le temps de formation pendant la réforme du troisième cycle.",
    ],
  },

  // — jo —
  {
    key: "jo-arrete-gardes",
    type: "jo",
    title: "Arrêté relatif à l’indemnisation de la permanence des soins",
    daysAgo: 20,
    tags: ["Gardes", "Rémunération", "Arrêté"],
    format: "html",
    paragraphs: [
      "Arrêté fixant le montant des indemnités de sujétion pour la participation à la permanence des soins en établissement de santé.",
    ],
    attachments: [
      { kind: "pdf", fileName: "arrete-permanence-des-soins.pdf", title: "Texte de l’arrêté" },
    ],
  },
  {
    key: "jo-decret-statut",
    type: "jo",
    title: "Décret portant statut des praticiens hospitaliers",
    daysAgo: 180,
    tags: ["Statut", "Décret"],
    format: "text",
    paragraphs: [
      "Décret modifiant les dispositions statutaires applicables aux praticiens hospitaliers.",
    ],
  },
  {
    key: "jo-autorisations",
    type: "jo",
    title: "Décret relatif aux autorisations d’activité d’imagerie",
    daysAgo: 300,
    tags: ["Équipements", "Décret"],
    format: "delta",
    paragraphs: ["Texte fixant les conditions d’implantation des activités d’imagerie médicale."],
  },
  {
    key: "jo-temps-travail",
    type: "jo",
    title: "Arrêté relatif à l’organisation du temps de travail médical",
    daysAgo: 430,
    tags: ["Temps de travail", "Arrêté"],
    format: "text",
    paragraphs: [
      "Arrêté précisant le décompte du temps de travail en demi-journées et le temps de travail additionnel.",
    ],
  },
  {
    key: "jo-radioprotection",
    type: "jo",
    title: "Décision relative à la radioprotection en imagerie interventionnelle",
    daysAgo: 560,
    tags: ["Radioprotection", "Décision"],
    format: "empty",
    paragraphs: [],
  },
  {
    key: "jo-assistants",
    type: "jo",
    title: "Décret relatif aux assistants des hôpitaux",
    daysAgo: 700,
    tags: ["Internes", "Décret", "2024"],
    format: "html",
    paragraphs: ["Décret portant diverses dispositions relatives aux assistants des hôpitaux."],
  },
  {
    key: "jo-teleradiologie",
    type: "jo",
    title: "Arrêté relatif aux actes de téléradiologie",
    daysAgo: 850,
    tags: ["Téléradiologie", "Arrêté"],
    format: "tiptap",
    paragraphs: ["Arrêté inscrivant les actes de téléradiologie à la nomenclature."],
  },
  {
    key: "jo-prime-exercice",
    type: "jo",
    title: "Décret instituant la prime d’exercice territorial",
    daysAgo: 960,
    tags: ["Rémunération", "Territoires", "Décret"],
    format: "text",
    paragraphs: [
      "Décret créant une prime pour les praticiens exerçant sur plusieurs sites d’un groupement hospitalier.",
    ],
  },

  // — rapport —
  {
    key: "rap-imagerie-territoires",
    type: "rapport",
    title: "Rapport sur l’organisation de l’imagerie dans les territoires",
    daysAgo: 60,
    tags: ["Imagerie", "Territoires", "Rapports"],
    homepage: true,
    format: "html",
    paragraphs: [
      "Rapport d’inspection consacré à l’organisation territoriale de l’imagerie médicale et aux coopérations entre établissements publics et privés.",
    ],
    attachments: [
      { kind: "pdf", fileName: "rapport-imagerie-territoires.pdf", title: "Rapport complet" },
    ],
  },
  {
    key: "rap-attractivite",
    type: "rapport",
    title: "Rapport sur l’attractivité des carrières médicales hospitalières",
    daysAgo: 250,
    tags: ["Attractivité", "Carrière", "Rapports"],
    format: "text",
    paragraphs: [
      "Rapport parlementaire sur les leviers d’attractivité des carrières médicales à l’hôpital public.",
    ],
  },
  {
    key: "rap-cour-comptes",
    type: "rapport",
    title: "Les équipements lourds d’imagerie\u00a0: observations de la Cour des comptes",
    daysAgo: 480,
    tags: ["Équipements", "Financement", "Rapports"],
    format: "delta",
    paragraphs: [
      "Observations sur la gestion et le financement des équipements lourds d’imagerie dans les établissements publics.",
    ],
  },
  {
    key: "rap-urgences",
    type: "rapport",
    title: "Mission flash sur les urgences\u00a0: le volet imagerie",
    daysAgo: 590,
    tags: ["Urgences", "Permanence des soins"],
    subscribersOnly: true,
    format: "tiptap",
    paragraphs: [
      "Synthèse commentée par le SRH du volet imagerie de la mission flash sur les urgences, réservée aux adhérents.",
    ],
  },
  {
    key: "rap-ia",
    type: "rapport",
    title: "Intelligence artificielle et santé\u00a0: rapport de la mission",
    daysAgo: 730,
    tags: ["Intelligence artificielle", "2024"],
    format: "html",
    paragraphs: [
      "Rapport de mission sur l’usage de l’intelligence artificielle dans le système de santé.",
    ],
  },
  {
    key: "rap-demographie",
    type: "rapport",
    title: "Démographie médicale\u00a0: projections à l’horizon 2035",
    daysAgo: 910,
    tags: ["Démographie", "Rapports"],
    format: "text",
    paragraphs: [
      "Projections de la démographie des médecins spécialistes, dont les radiologues, à l’horizon 2035.",
    ],
    attachments: [
      { kind: "txt", fileName: "projections-2035-chiffres.txt", title: "Chiffres clés" },
    ],
  },

  // — newsletter —
  {
    key: "nl-novembre",
    type: "newsletter",
    title: "La lettre du SRH – novembre",
    daysAgo: 8,
    tags: ["Lettre d’information", "2026"],
    format: "html",
    heading: "Au sommaire",
    paragraphs: [
      "Mobilisation sur la permanence des soins, nouveau bureau, propositions pour l’attractivité\u00a0: retrouvez l’essentiel de l’actualité du mois.",
    ],
  },
  {
    key: "nl-septembre",
    type: "newsletter",
    title: "La lettre du SRH – septembre",
    daysAgo: 70,
    tags: ["Lettre d’information", "2026"],
    format: "delta",
    paragraphs: [
      "Rentrée syndicale, guide des gardes pour les adhérents et calendrier des rencontres régionales.",
    ],
  },
  {
    key: "nl-juin",
    type: "newsletter",
    title: "La lettre du SRH – juin",
    daysAgo: 160,
    tags: ["Lettre d’information"],
    subscribersOnly: true,
    format: "tiptap",
    paragraphs: [
      "Numéro réservé aux adhérents\u00a0: compte rendu détaillé du conseil d’administration et point sur les négociations.",
    ],
  },
  {
    key: "nl-mars",
    type: "newsletter",
    title: "La lettre du SRH – mars",
    daysAgo: 250,
    tags: ["Lettre d’information", "2026"],
    format: "text",
    paragraphs: [
      "Assemblée générale, élections aux commissions médicales et enquête sur les délais d’IRM.",
    ],
  },
  {
    key: "nl-decembre-2025",
    type: "newsletter",
    title: "La lettre du SRH – décembre 2025",
    daysAgo: 345,
    tags: ["Lettre d’information", "2025"],
    format: "html",
    paragraphs: ["Bilan de l’année 2025 et perspectives pour l’année à venir."],
  },
  {
    key: "nl-juin-2025",
    type: "newsletter",
    title: "La lettre du SRH – juin 2025",
    daysAgo: 520,
    tags: ["Lettre d’information", "2025"],
    format: "delta",
    paragraphs: ["Accord sur les gardes, réforme du statut et nouvelles fiches pratiques."],
  },
  {
    key: "nl-janvier-2024",
    type: "newsletter",
    title: "La lettre du SRH – janvier 2024",
    daysAgo: 1030,
    tags: ["Lettre d’information", "2024"],
    format: "text",
    paragraphs: ["Vœux du président et programme de l’année."],
  },
];
