import { ChevronDown } from "lucide-react";
import { currentPagePath, isNavGroup, mainNavigation } from "@/lib/navigation";

const panelId = (label: string) =>
  `menu-${label
    .normalize("NFD")
    .replace(/[^a-zA-Z]+/g, "-")
    .toLowerCase()}`;

/**
 * The header's menus from `lg` up, as native disclosures (`<details>`/`<summary>`): they open by
 * click, Enter or Space without any script, and `name` keeps one open at a time. The header's
 * inline script (header-menus-script.tsx), which also runs on the visitors' pages served without
 * React, adds what HTML lacks: closing on a click or the focus elsewhere, Escape or a link, the
 * arrow keys between the links, and the current page's mark. The attributes it changes are not
 * React's to check at hydration.
 */
export function DesktopNav() {
  return (
    <nav aria-label="Navigation principale" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {mainNavigation.map((entry) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  data-current-at={currentPagePath(entry.href) ?? undefined}
                  suppressHydrationWarning
                  className="nav-top"
                >
                  {entry.label}
                </a>
              </li>
            );
          }
          const id = panelId(entry.label);
          return (
            <li key={entry.label} className="relative">
              <details
                data-menu-group=""
                name="menus-en-tete"
                suppressHydrationWarning
                className="group/menu"
              >
                <summary
                  id={`${id}-bouton`}
                  suppressHydrationWarning
                  className="nav-top nav-menu-summary"
                >
                  {entry.label}
                  <ChevronDown aria-hidden="true" className="nav-menu-chevron" />
                </summary>
                <ul id={id} aria-labelledby={`${id}-bouton`} className="nav-menu-panel">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        data-current-at={currentPagePath(item.href) ?? undefined}
                        suppressHydrationWarning
                        className="nav-menu-link"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
