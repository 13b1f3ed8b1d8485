import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { currentPagePath, isNavGroup, isNavLink, mainNavigation } from "@/lib/navigation";

const PANEL_ID = "menu-mobile";

/**
 * Below `lg`: a burger button opening the whole navigation in a slide-over panel, a native
 * popover (no script: it also works on the visitors' pages served without React). Escape or a
 * tap outside closes it, the focus going back to the button; following a link loads the next
 * page. `children` are extra actions under the links (the join button).
 */
export function MobileNav({ children }: { children?: ReactNode }) {
  return (
    <>
      <button
        type="button"
        aria-label="Ouvrir le menu"
        popoverTarget={PANEL_ID}
        className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby="menu-mobile-titre"
        className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-full max-w-sm border-0 bg-white p-0 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            {/* Not a heading: the closed panel sits before the page's h1 (the panel is named by it). */}
            <p id="menu-mobile-titre" className="text-lg font-semibold text-brand-900">
              Menu
            </p>
            <button
              type="button"
              aria-label="Fermer le menu"
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Navigation principale (mobile)" className="flex-1 px-4 py-4">
            <ul className="space-y-5">
              {mainNavigation.filter(isNavGroup).map((group) => (
                <li key={group.label}>
                  <p
                    className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
                    id={groupId(group.label)}
                  >
                    {group.label}
                  </p>
                  <ul aria-labelledby={groupId(group.label)} className="mt-1">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <PanelLink href={item.href}>{item.label}</PanelLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <ul className="mt-5 border-t border-slate-200 pt-4">
              {mainNavigation.filter(isNavLink).map((link) => (
                <li key={link.href}>
                  <PanelLink href={link.href}>{link.label}</PanelLink>
                </li>
              ))}
            </ul>
          </nav>
          {children && <div className="border-t border-slate-200 p-4">{children}</div>}
        </div>
      </div>
    </>
  );
}

function groupId(label: string) {
  return `menu-mobile-${label
    .normalize("NFD")
    .replace(/[^a-zA-Z]+/g, "-")
    .toLowerCase()}`;
}

/** A panel link; the header's script marks the current page's (header-menus-script.tsx). */
function PanelLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      data-current-at={currentPagePath(href) ?? undefined}
      suppressHydrationWarning
      className="nav-panel-link"
    >
      {children}
    </a>
  );
}
