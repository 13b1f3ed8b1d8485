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
 * The header's menus from `lg` up, as the WAI-ARIA "disclosure navigation" pattern (buttons
 * with aria-expanded showing lists of links; role="menu" is for application menus). Rendered
 * once for every page; opening, closing and the current page's mark are the header's inline
 * script (header-menus-script.tsx), which also runs on the visitors' pages served without React.
 * The attributes it changes are not React's to check at hydration.
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
            <li key={entry.label} data-menu-group="" className="relative">
              <button
                type="button"
                id={`${id}-bouton`}
                aria-expanded="false"
                aria-controls={id}
                suppressHydrationWarning
                className={`group ${topLevelClass} aria-expanded:bg-brand-50 aria-expanded:text-brand-800 data-[current]:text-brand-800`}
              >
                {entry.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-3.5 group-aria-expanded:rotate-180 motion-safe:transition-transform"
                />
              </button>
              <ul
                id={id}
                aria-labelledby={`${id}-bouton`}
                hidden
                suppressHydrationWarning
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
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
