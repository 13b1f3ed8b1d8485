"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { isCurrentPage, isNavGroup, mainNavigation } from "@/lib/navigation";
import { moveFocusWithArrows, useDismiss } from "./use-dismiss";

const topLevelClass =
  "inline-flex items-center gap-0.5 whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 xl:gap-1 xl:px-3 xl:text-sm";

const panelId = (label: string) =>
  `menu-${label
    .normalize("NFD")
    .replace(/[^a-zA-Z]+/g, "-")
    .toLowerCase()}`;

/**
 * The header's menus from `lg` up, as the WAI-ARIA "disclosure navigation" pattern (buttons
 * with aria-expanded showing lists of links; role="menu" is for application menus). One group is
 * open at a time; a click elsewhere, the focus leaving the group, Escape or following a link
 * closes it.
 */
export function DesktopNav() {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // The open group's own item: a click or the focus anywhere else (Tab to the next menu button
  // included) closes it.
  const openItemRef = useRef<HTMLLIElement>(null);
  const close = useCallback(
    (reason: "outside" | "escape") => {
      if (reason === "escape" && openGroup)
        document.getElementById(`${panelId(openGroup)}-bouton`)?.focus();
      setOpenGroup(null);
    },
    [openGroup],
  );
  useDismiss(openItemRef, openGroup !== null, close);

  return (
    <nav aria-label="Navigation principale" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {mainNavigation.map((entry) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  aria-current={isCurrentPage(pathname, entry.href) ? "page" : undefined}
                  className={topLevelClass}
                >
                  {entry.label}
                </a>
              </li>
            );
          }
          const id = panelId(entry.label);
          const isOpen = openGroup === entry.label;
          const hasCurrentPage = entry.items.some((item) => isCurrentPage(pathname, item.href));
          return (
            <li key={entry.label} ref={isOpen ? openItemRef : undefined} className="relative">
              <button
                type="button"
                id={`${id}-bouton`}
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => setOpenGroup(isOpen ? null : entry.label)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown") {
                    event.preventDefault();
                    setOpenGroup(entry.label);
                    requestAnimationFrame(() =>
                      document.getElementById(id)?.querySelector<HTMLElement>("a")?.focus(),
                    );
                  }
                }}
                className={`group ${topLevelClass} aria-expanded:bg-brand-50 aria-expanded:text-brand-800 ${hasCurrentPage ? "text-brand-800" : ""}`}
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
                hidden={!isOpen}
                onKeyDown={moveFocusWithArrows}
                className="absolute left-0 top-full z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
              >
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      onClick={() => setOpenGroup(null)}
                      aria-current={isCurrentPage(pathname, item.href) ? "page" : undefined}
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
