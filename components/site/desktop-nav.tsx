import { ChevronDown } from "lucide-react";
import { currentPagePath, isNavGroup, mainNavigation } from "@/lib/navigation";

const topLevelClass =
  "inline-flex items-center gap-0.5 whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 xl:gap-1 xl:px-3 xl:text-sm";

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
                  className={topLevelClass}
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
                  className={`${topLevelClass} cursor-pointer list-none group-open/menu:bg-brand-50 group-open/menu:text-brand-800 data-[current]:text-brand-800 [&::-webkit-details-marker]:hidden`}
                >
                  {entry.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 group-open/menu:rotate-180 motion-safe:transition-transform"
                  />
                </summary>
                <ul
                  id={id}
                  aria-labelledby={`${id}-bouton`}
                  className="absolute left-0 top-full z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
                >
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        data-current-at={currentPagePath(item.href) ?? undefined}
                        suppressHydrationWarning
                        className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-800 hover:text-white focus-visible:bg-brand-800 focus-visible:text-white aria-[current=page]:font-semibold"
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
