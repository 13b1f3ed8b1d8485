// The site's navigation as data (spec §2 "Layout"): the header's menus and join button read it.
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

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

export function isNavLink(entry: NavEntry): entry is NavLink {
  return !isNavGroup(entry);
}

/**
 * Whether `href` is the page at `pathname` (for aria-current). Links with a query string are never
 * current: the header reads only the path, so that pages stay static.
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  if (href.includes("?")) return false;
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return normalise(pathname) === normalise(href);
}
