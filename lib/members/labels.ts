import type { ProfessionalFlags } from "@/lib/db/schema";

// The nine professional flags of spec §3 with their labels, in the order of the spec.
export const professionalFlagLabels: Record<keyof Required<ProfessionalFlags>, string> = {
  huTitulaire: "HU titulaire",
  phLiberal: "PH avec activité libérale",
  hospitaloUniversitaireTitulaire: "Hospitalo-Universitaire titulaire",
  adhesionCollegiale: "Adhésion conjointe à la collégiale de l’AP-HP",
  huLiberal: "HU Libéral",
  hospitaloUniversitaireCCA: "Hospitalo-Universitaire (CCA, AHU, PHU)",
  adhesionAlliance: "Adhésion conjointe à Alliance Hôpital",
  assistantSpecialiste: "Assistant spécialiste hospitalier",
  assistantTempsPartage: "Assistant temps partagé",
};

export type ProfessionalFlag = keyof typeof professionalFlagLabels;
export const PROFESSIONAL_FLAGS = Object.keys(professionalFlagLabels) as ProfessionalFlag[];
