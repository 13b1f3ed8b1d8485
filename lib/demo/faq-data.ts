// Members-only FAQ: ten questions with tags.
export type SeedFaq = { key: string; question: string; answer: string; tags: string[] };

export const seedFaqs: SeedFaq[] = [
  {
    key: "faq-cotisation-deduction",
    question: "Ma cotisation ouvre-t-elle droit à un crédit d’impôt\u00a0?",
    answer:
      "<p>Oui\u00a0: <strong>66 %</strong> de la cotisation syndicale ouvre droit à un crédit d’impôt (art. 199 quater C du CGI). Une cotisation de 120 € vous revient ainsi à 40 €. Un reçu fiscal est disponible chaque année dans votre espace.</p>",
    tags: ["Adhésion", "Fiscalité"],
  },
  {
    key: "faq-premiere-annee",
    question: "La première année d’adhésion est-elle vraiment gratuite\u00a0?",
    answer:
      "<p>Oui. Le premier prélèvement intervient un an après votre inscription. Vous pouvez annuler à tout moment avant cette date depuis votre profil.</p>",
    tags: ["Adhésion", "Paiement"],
  },
  {
    key: "faq-annuler",
    question: "Comment arrêter le renouvellement automatique\u00a0?",
    answer:
      "<p>Depuis <em>Mon profil</em>, onglet Paiement, cliquez sur «\u00a0Annuler l’abonnement\u00a0». Votre adhésion reste valable jusqu’à la fin de la période payée.</p>",
    tags: ["Paiement", "Compte"],
  },
  {
    key: "faq-garde-indemnite",
    question: "Mon indemnité de garde n’a pas été versée\u00a0: que faire\u00a0?",
    answer:
      "<p>Adressez d’abord une demande écrite à la direction des affaires médicales. Sans réponse sous un mois, contactez le SRH\u00a0: nos délégués vous aideront à rédiger un recours.</p>",
    tags: ["Gardes", "Rémunération", "Juridique"],
  },
  {
    key: "faq-temps-additionnel",
    question: "Comment est décompté le temps de travail additionnel\u00a0?",
    answer:
      "<p>Au-delà de dix demi-journées hebdomadaires en moyenne sur le quadrimestre, le temps effectué est du temps de travail additionnel, payé ou récupéré selon votre choix.</p>",
    tags: ["Temps de travail", "Rémunération"],
  },
  {
    key: "faq-assistance-juridique",
    question: "Le SRH peut-il m’accompagner en cas de litige avec mon établissement\u00a0?",
    answer:
      "<p>Oui, les adhérents bénéficient d’un premier conseil juridique et, selon la situation, de l’accompagnement d’un avocat partenaire.</p>",
    tags: ["Juridique", "Adhésion"],
  },
  {
    key: "faq-changer-email",
    question: "Comment modifier l’adresse e-mail de mon compte\u00a0?",
    answer:
      "<p>Dans <em>Mon profil</em>, modifiez votre adresse\u00a0: un code de confirmation est envoyé à la nouvelle adresse et le changement prend effet une fois le code saisi.</p>",
    tags: ["Compte"],
  },
  {
    key: "faq-teleradiologie",
    question: "Puis-je faire de la téléradiologie pour un autre établissement\u00a0?",
    answer:
      "<p>C’est possible dans le cadre d’une convention entre établissements ou d’une activité libérale autorisée. Consultez la charte de téléradiologie publiée par le SRH.</p>",
    tags: ["Téléradiologie", "Juridique"],
  },
  {
    key: "faq-documents",
    question: "Où trouver les documents réservés aux adhérents\u00a0?",
    answer:
      "<p>Tous les documents joints aux publications, y compris ceux réservés aux adhérents, sont rassemblés dans la page <em>Documents</em> du menu de votre compte.</p>",
    tags: ["Compte", "Documents"],
  },
  {
    key: "faq-interne",
    question: "Les internes peuvent-ils adhérer\u00a0?",
    answer:
      "<p>Oui, au tarif «\u00a0Assistant, chef de clinique, interne\u00a0» de 30 € par an, soit 10 € après déduction fiscale.</p>",
    tags: ["Adhésion", "Internes"],
  },
];
