// The default board and regional delegates: what /bureau shows until staff save the real names in
// /admin/bureau (lib/union), and what the demo seeds as placeholders. Every name is a placeholder.

export type BoardMember = { role: string; name: string; city: string };

export const boardMembers: BoardMember[] = [
  { role: "Président", name: "Dr Prénom Nom", city: "Paris" },
  { role: "Vice-président", name: "Dr Prénom Nom", city: "Lyon" },
  { role: "Secrétaire général", name: "Dr Prénom Nom", city: "Lille" },
  { role: "Trésorier", name: "Dr Prénom Nom", city: "Bordeaux" },
  { role: "Trésorier adjoint", name: "Dr Prénom Nom", city: "Nantes" },
];

export type RegionId =
  | "hauts-de-france"
  | "normandie"
  | "ile-de-france"
  | "grand-est"
  | "bretagne-pays-de-la-loire"
  | "centre-bourgogne-franche-comte"
  | "nouvelle-aquitaine"
  | "auvergne-rhone-alpes"
  | "occitanie"
  | "paca-corse";

export type Delegate = { name: string; city: string };
export type DelegateRegion = { id: RegionId; name: string; delegates: Delegate[] };

/** The ten delegation regions, north to south (the order of the list under the map). */
export const delegateRegions: DelegateRegion[] = [
  {
    id: "hauts-de-france",
    name: "Hauts-de-France",
    delegates: [
      { name: "Dr Prénom Nom", city: "Lille" },
      { name: "Dr Prénom Nom", city: "Amiens" },
      { name: "Dr Prénom Nom", city: "Valenciennes" },
    ],
  },
  {
    id: "normandie",
    name: "Normandie",
    delegates: [
      { name: "Dr Prénom Nom", city: "Rouen" },
      { name: "Dr Prénom Nom", city: "Caen" },
    ],
  },
  {
    id: "ile-de-france",
    name: "Île-de-France",
    delegates: [
      { name: "Dr Prénom Nom", city: "Paris" },
      { name: "Dr Prénom Nom", city: "Créteil" },
      { name: "Dr Prénom Nom", city: "Argenteuil" },
    ],
  },
  {
    id: "grand-est",
    name: "Grand Est",
    delegates: [
      { name: "Dr Prénom Nom", city: "Strasbourg" },
      { name: "Dr Prénom Nom", city: "Nancy" },
      { name: "Dr Prénom Nom", city: "Reims" },
    ],
  },
  {
    id: "bretagne-pays-de-la-loire",
    name: "Bretagne – Pays de la Loire",
    delegates: [
      { name: "Dr Prénom Nom", city: "Rennes" },
      { name: "Dr Prénom Nom", city: "Brest" },
      { name: "Dr Prénom Nom", city: "Nantes" },
      { name: "Dr Prénom Nom", city: "Angers" },
    ],
  },
  {
    id: "centre-bourgogne-franche-comte",
    name: "Centre-Val de Loire – Bourgogne-Franche-Comté",
    delegates: [
      { name: "Dr Prénom Nom", city: "Tours" },
      { name: "Dr Prénom Nom", city: "Dijon" },
      { name: "Dr Prénom Nom", city: "Besançon" },
    ],
  },
  {
    id: "nouvelle-aquitaine",
    name: "Nouvelle-Aquitaine",
    delegates: [
      { name: "Dr Prénom Nom", city: "Bordeaux" },
      { name: "Dr Prénom Nom", city: "Poitiers" },
      { name: "Dr Prénom Nom", city: "Limoges" },
    ],
  },
  {
    id: "auvergne-rhone-alpes",
    name: "Auvergne-Rhône-Alpes",
    delegates: [
      { name: "Dr Prénom Nom", city: "Lyon" },
      { name: "Dr Prénom Nom", city: "Grenoble" },
      { name: "Dr Prénom Nom", city: "Clermont-Ferrand" },
    ],
  },
  {
    id: "occitanie",
    name: "Occitanie",
    delegates: [
      { name: "Dr Prénom Nom", city: "Toulouse" },
      { name: "Dr Prénom Nom", city: "Montpellier" },
      { name: "Dr Prénom Nom", city: "Nîmes" },
    ],
  },
  {
    id: "paca-corse",
    name: "Provence-Alpes-Côte d’Azur – Corse",
    delegates: [
      { name: "Dr Prénom Nom", city: "Marseille" },
      { name: "Dr Prénom Nom", city: "Nice" },
      { name: "Dr Prénom Nom", city: "Ajaccio" },
    ],
  },
];
