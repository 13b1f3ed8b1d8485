// The site's navigation as data (spec §2 "Layout"): the header's menus and join button read it.
export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const mainNavigation: NavEntry[] = [
  {
    label: "Qui sommes-nous\u00a0?",
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
 * The path at which `href` is the current page (aria-current, set in the browser by the header's
 * script: the header is the same for every page), or null for links with a query string: the
 * path alone cannot tell which list is shown.
 */
export function currentPagePath(href: string): string | null {
  if (href.includes("?")) return null;
  return normalisePath(href);
}

/** A path without its trailing slashes ("/" stays "/"), as the header's script compares them. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
