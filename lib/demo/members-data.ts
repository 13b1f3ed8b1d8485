import type { ProfessionalFlags } from "@/lib/db/schema";

// About twenty demo members with varied tiers, professional flags and payment histories:
// a succeeded payment within the year (valid), one over a year ago (expired), a failed one, none.

/**
 * trial: joined recently, card saved, in the offered year; canceling: paid, cancelled at the
 * period end; one-time: the automatic renewal ended long ago, then the year paid once by card.
 */
export type PaymentHistory =
  "recent" | "expired" | "failed" | "none" | "trial" | "canceling" | "one-time";

export type SeedMember = {
  email: string;
  firstname: string;
  lastname: string;
  hospital: string;
  address?: string;
  tierId: "practicing" | "retired" | "assistant" | "first-time" | null;
  isAdmin?: boolean;
  newsletter?: boolean;
  infopro?: ProfessionalFlags;
  payment: PaymentHistory;
  /** For "recent" and "expired": days since the last succeeded payment. */
  paidDaysAgo?: number;
  joinedDaysAgo: number;
};

export const DEMO_ADMIN_EMAIL = "admin@example.org";
export const DEMO_MEMBER_EMAIL = "membre@example.org";

export const seedMembers: SeedMember[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstname: "Camille",
    lastname: "Admin",
    hospital: "CHU de Bordeaux",
    address: "Place Amélie Raba-Léon, 33000 Bordeaux",
    tierId: "practicing",
    isAdmin: true,
    newsletter: true,
    infopro: { huTitulaire: true, adhesionAlliance: true },
    payment: "recent",
    paidDaysAgo: 30,
    joinedDaysAgo: 1400,
  },
  {
    email: DEMO_MEMBER_EMAIL,
    firstname: "Dominique",
    lastname: "Membre",
    hospital: "Centre hospitalier de Valenciennes",
    address: "114 avenue Desandrouin, 59300 Valenciennes",
    tierId: "practicing",
    newsletter: true,
    infopro: { phLiberal: true, adhesionAlliance: true },
    payment: "recent",
    paidDaysAgo: 61,
    joinedDaysAgo: 800,
  },
  // A second administrator (the union's secretary): staff work is rarely one person's.
  {
    email: "secretariat@example.org",
    firstname: "Alex",
    lastname: "Secrétariat",
    hospital: "CHU de Reims",
    tierId: "practicing",
    isAdmin: true,
    payment: "recent",
    paidDaysAgo: 45,
    joinedDaysAgo: 2200,
  },
  {
    email: "claire.martin@example.org",
    firstname: "Claire",
    lastname: "Martin",
    hospital: "CHU de Lille",
    tierId: "practicing",
    newsletter: true,
    infopro: { hospitaloUniversitaireTitulaire: true },
    payment: "recent",
    paidDaysAgo: 120,
    joinedDaysAgo: 1200,
  },
  {
    email: "julien.bernard@example.org",
    firstname: "Julien",
    lastname: "Bernard",
    hospital: "Hôpital européen Georges-Pompidou (AP-HP)",
    tierId: "practicing",
    infopro: { adhesionCollegiale: true, huLiberal: true },
    payment: "expired",
    paidDaysAgo: 420,
    joinedDaysAgo: 1500,
  },
  {
    email: "sophie.petit@example.org",
    firstname: "Sophie",
    lastname: "Petit",
    hospital: "CH de Saint-Brieuc",
    tierId: "practicing",
    newsletter: true,
    payment: "failed",
    joinedDaysAgo: 400,
  },
  {
    email: "thomas.durand@example.org",
    firstname: "Thomas",
    lastname: "Durand",
    hospital: "CHU de Toulouse",
    tierId: "assistant",
    infopro: { assistantSpecialiste: true },
    payment: "recent",
    paidDaysAgo: 200,
    joinedDaysAgo: 500,
  },
  {
    email: "emilie.leroy@example.org",
    firstname: "Émilie",
    lastname: "Leroy",
    hospital: "CH d’Annecy Genevois",
    tierId: "assistant",
    infopro: { assistantTempsPartage: true },
    payment: "none",
    joinedDaysAgo: 40,
  },
  {
    email: "nicolas.moreau@example.org",
    firstname: "Nicolas",
    lastname: "Moreau",
    hospital: "CHU de Nantes",
    tierId: "practicing",
    infopro: { hospitaloUniversitaireCCA: true },
    payment: "recent",
    paidDaysAgo: 300,
    joinedDaysAgo: 1100,
  },
  {
    email: "isabelle.simon@example.org",
    firstname: "Isabelle",
    lastname: "Simon",
    hospital: "CH de Pau",
    tierId: "retired",
    newsletter: true,
    payment: "recent",
    paidDaysAgo: 15,
    joinedDaysAgo: 3000,
  },
  {
    email: "francois.laurent@example.org",
    firstname: "François",
    lastname: "Laurent",
    hospital: "CH de Colmar",
    tierId: "retired",
    payment: "expired",
    paidDaysAgo: 700,
    joinedDaysAgo: 4000,
  },
  {
    email: "amelie.lefebvre@example.org",
    firstname: "Amélie",
    lastname: "Lefebvre",
    hospital: "CHU de Rennes",
    tierId: "first-time",
    newsletter: true,
    payment: "none",
    joinedDaysAgo: 10,
  },
  {
    email: "pierre.michel@example.org",
    firstname: "Pierre",
    lastname: "Michel",
    hospital: "Hôpital de la Croix-Rousse (HCL)",
    tierId: "practicing",
    infopro: { huTitulaire: true, adhesionCollegiale: true },
    payment: "recent",
    paidDaysAgo: 90,
    joinedDaysAgo: 2000,
  },
  {
    email: "celine.garcia@example.org",
    firstname: "Céline",
    lastname: "Garcia",
    hospital: "CH de Perpignan",
    tierId: "practicing",
    payment: "failed",
    joinedDaysAgo: 380,
  },
  {
    email: "antoine.david@example.org",
    firstname: "Antoine",
    lastname: "David",
    hospital: "CHU de Strasbourg",
    tierId: "assistant",
    infopro: { assistantSpecialiste: true, assistantTempsPartage: true },
    payment: "expired",
    paidDaysAgo: 390,
    joinedDaysAgo: 760,
  },
  {
    email: "marie.bertrand@example.org",
    firstname: "Marie",
    lastname: "Bertrand",
    hospital: "CH de Cahors",
    tierId: "practicing",
    newsletter: true,
    infopro: { phLiberal: true },
    payment: "recent",
    paidDaysAgo: 250,
    joinedDaysAgo: 900,
  },
  {
    email: "hugo.roux@example.org",
    firstname: "Hugo",
    lastname: "Roux",
    hospital: "CHU de Montpellier",
    tierId: "assistant",
    payment: "none",
    joinedDaysAgo: 5,
  },
  {
    email: "laure.vincent@example.org",
    firstname: "Laure",
    lastname: "Vincent",
    hospital: "CH de Dax",
    tierId: "practicing",
    payment: "recent",
    paidDaysAgo: 340,
    joinedDaysAgo: 1300,
  },
  {
    email: "olivier.fournier@example.org",
    firstname: "Olivier",
    lastname: "Fournier",
    hospital: "CHU de Dijon",
    tierId: "practicing",
    infopro: { hospitaloUniversitaireTitulaire: true, adhesionAlliance: true },
    payment: "expired",
    paidDaysAgo: 500,
    joinedDaysAgo: 1800,
  },
  {
    email: "nathalie.girard@example.org",
    firstname: "Nathalie",
    lastname: "Girard",
    hospital: "CH de Quimper",
    tierId: "retired",
    newsletter: true,
    payment: "recent",
    paidDaysAgo: 180,
    joinedDaysAgo: 5000,
  },
  {
    email: "mathieu.bonnet@example.org",
    firstname: "Mathieu",
    lastname: "Bonnet",
    hospital: "CH de Chambéry",
    tierId: null,
    payment: "none",
    joinedDaysAgo: 2,
  },
  {
    email: "lea.nouvelle@example.org",
    firstname: "Léa",
    lastname: "Nouvelle",
    hospital: "CHU de Rennes",
    tierId: "assistant",
    payment: "trial",
    paidDaysAgo: 20,
    joinedDaysAgo: 20,
  },
  {
    email: "marc.depart@example.org",
    firstname: "Marc",
    lastname: "Départ",
    hospital: "CH de Pau",
    tierId: "retired",
    payment: "canceling",
    paidDaysAgo: 200,
    joinedDaysAgo: 900,
  },
  {
    email: "paul.unique@example.org",
    firstname: "Paul",
    lastname: "Unique",
    hospital: "CH d’Annecy",
    tierId: "practicing",
    payment: "one-time",
    paidDaysAgo: 30,
    joinedDaysAgo: 1300,
  },
];
