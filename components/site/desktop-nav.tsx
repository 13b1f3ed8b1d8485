"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { isCurrentPage, isNavGroup, mainNavigation } from "@/lib/navigation";

const topLevelClass =
  "inline-flex items-center gap-0.5 whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 xl:gap-1 xl:px-3 xl:text-sm";

/**
 * The header's menus from `lg` up: one Radix dropdown per group, opened by a click or the keyboard.
 * The open menu is held here so that only one is ever open; menus are not modal, so a click on
 * another trigger switches menus at once and a click anywhere else closes them.
 */
export function DesktopNav() {
  const pathname = usePathname();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // The truth for event handlers: the closing of the previous menu can arrive after the opening
  // of the next one, within the same event.
  const openMenuRef = useRef<string | null>(null);

  function onOpenChange(label: string, open: boolean) {
    const current = openMenuRef.current;
    const next = open ? label : current === label ? null : current;
    openMenuRef.current = next;
    setOpenMenu(next);
  }

  return (
    <nav aria-label="Navigation principale" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {mainNavigation.map((entry) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  aria-current={isCurrentPage(pathname, entry.href) ? "page" : undefined}
                  className={topLevelClass}
                >
                  {entry.label}
                </Link>
              </li>
            );
          }
          const hasCurrentPage = entry.items.some((item) => isCurrentPage(pathname, item.href));
          return (
            <li key={entry.label}>
              <DropdownMenu.Root
                modal={false}
                open={openMenu === entry.label}
                onOpenChange={(open) => onOpenChange(entry.label, open)}
              >
                <DropdownMenu.Trigger
                  className={`group ${topLevelClass} data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 ${
                    hasCurrentPage ? "text-brand-800" : ""
                  }`}
                >
                  {entry.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 motion-safe:transition-transform group-data-[state=open]:rotate-180"
                  />
                </DropdownMenu.Trigger>
                {/* Not portalled: the open menu stays inside the navigation landmark. */}
                <DropdownMenu.Content
                  align="start"
                  sideOffset={6}
                  // Closed because another menu opened: leave the focus in that menu.
                  onCloseAutoFocus={(event) => {
                    if (openMenuRef.current !== null) event.preventDefault();
                  }}
                  className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg starting:opacity-0 motion-safe:transition-opacity"
                >
                  {entry.items.map((item) => (
                    <DropdownMenu.Item key={item.href} asChild>
                      <Link
                        href={item.href}
                        aria-current={isCurrentPage(pathname, item.href) ? "page" : undefined}
                        className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-800 data-[highlighted]:text-white aria-[current=page]:font-semibold"
                      >
                        {item.label}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
