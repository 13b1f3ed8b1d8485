import type { LinkCategory } from "@/lib/db/enums";

// The three link categories of spec §3, with their icon and colour.
export const linkCategories: Record<
  LinkCategory,
  { label: string; icon: "Users" | "GraduationCap" | "Building"; colour: "blue" | "green" | "red" }
> = {
  organisations: {
    label: "Organisations professionnelles et syndicats",
    icon: "Users",
    colour: "blue",
  },
  "societes-savantes": {
    label: "Sociétés savantes et formations",
    icon: "GraduationCap",
    colour: "green",
  },
  partenaires: { label: "Partenaires industriels", icon: "Building", colour: "red" },
};

export const linkCategoryOrder: LinkCategory[] = [
  "organisations",
  "societes-savantes",
  "partenaires",
];
