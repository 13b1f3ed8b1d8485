// The site's navigation as data (spec §2 "Layout"): header menus, footer and sitemap read it.
export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const mainNavigation: NavEntry[] = [
  {
    label: "Qui sommes-nous ?",
    items: [
      { label: "Présentation", href: "/presentation" },
      { label: "Bureau", href: "/bureau" },
      { label: "Les statuts", href: "/statuts" },
    ],
  },
  {
    label: "Nos informations",
    items: [
      { label: "Nos publications", href: "/publications?type=publication" },
      { label: "Communiqués", href: "/publications?type=communique" },
    ],
  },
  {
    label: "Textes officiels",
    items: [
      { label: "Journal Officiel", href: "/publications?type=jo" },
      { label: "Rapports institutionnels", href: "/publications?type=rapport" },
    ],
  },
  { label: "Nos liens", href: "/nos-liens" },
  { label: "FAQ", href: "/faq" },
  { label: "Contactez-nous", href: "/contactez-nous" },
];

export const joinHref = "/jadhere-au-srh";
