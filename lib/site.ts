// The union's identity and contact details, in one place (footer, contact page, e-mails, JSON-LD).
export const site = {
  name: "SRH",
  longName: "Syndicat des Radiologues Hospitaliers",
  tagline: "Le syndicat des radiologues des hôpitaux publics, depuis 1994.",
  description:
    "Le SRH défend et représente les radiologues hospitaliers\u00a0: publications, communiqués, textes officiels et adhésion en ligne.",
  email: "contact@srh-info.org",
  address: {
    street: "15 rue Ferdinand Duval",
    postalCode: "75004",
    city: "Paris",
    country: "France",
  },
  socialNetworkUrl: "https://www.linkedin.com/company/syndicat-des-radiologues-hospitaliers",
  jobOffersUrl: "https://www.cng.sante.fr/praticiens-hospitaliers/concours-praticiens-hospitaliers",
  foundedYear: 1994,
} as const;

export const postalAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
