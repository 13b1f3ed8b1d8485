import type { LinkCategory } from "@/lib/db/schema";

// Nine useful links over the three categories of spec §3.
export type SeedLink = {
  key: string;
  title: string;
  url: string;
  category: LinkCategory;
  description: string;
  logo?: string;
};

export const seedLinks: SeedLink[] = [
  {
    key: "link-aph",
    title: "Action Praticiens Hôpital",
    url: "https://www.aph-france.fr",
    category: "organisations",
    description: "Intersyndicale de praticiens hospitaliers à laquelle le SRH est associé.",
  },
  {
    key: "link-cnom",
    title: "Conseil national de l’Ordre des médecins",
    url: "https://www.conseil-national.medecin.fr",
    category: "organisations",
    description: "Déontologie, inscription au tableau et démarches ordinales.",
  },
  {
    key: "link-cng",
    title: "Centre national de gestion",
    url: "https://www.cng.sante.fr",
    category: "organisations",
    description:
      "Gestion des carrières des praticiens hospitaliers\u00a0: concours, postes vacants, statuts.",
  },
  {
    key: "link-sfr",
    title: "Société française de radiologie",
    url: "https://www.radiologie.fr",
    category: "societes-savantes",
    description:
      "Société savante de la radiologie française\u00a0: congrès, recommandations et formation.",
  },
  {
    key: "link-cerf",
    title: "Collège des enseignants de radiologie de France",
    url: "https://www.cerf.radiologie.fr",
    category: "societes-savantes",
    description: "Formation initiale et continue des radiologues, ressources pédagogiques.",
  },
  {
    key: "link-esr",
    title: "European Society of Radiology",
    url: "https://www.myesr.org",
    category: "societes-savantes",
    description: "Société européenne de radiologie et congrès européen.",
  },
  {
    key: "link-guerbet",
    title: "Guerbet",
    url: "https://www.guerbet.com",
    category: "partenaires",
    description:
      "Produits de contraste et solutions pour l’imagerie diagnostique et interventionnelle.",
  },
  {
    key: "link-ge",
    title: "GE HealthCare",
    url: "https://www.gehealthcare.fr",
    category: "partenaires",
    description: "Équipements d’imagerie et solutions numériques.",
  },
  {
    key: "link-siemens",
    title: "Siemens Healthineers",
    url: "https://www.siemens-healthineers.com/fr",
    category: "partenaires",
    description: "Scanners, IRM et solutions d’intelligence artificielle pour l’imagerie.",
  },
];
