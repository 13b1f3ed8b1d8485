"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type MouseEvent, type ReactNode } from "react";
import { isCurrentPage, isNavGroup, isNavLink, mainNavigation } from "@/lib/navigation";

/**
 * Below `lg`: a burger button opening the whole navigation in a slide-over panel (Radix Dialog:
 * focus trapped, Escape closes, focus returns to the button). Following any link closes it.
 * `children` are extra actions shown under the links (the join button).
 */
export function MobileNav({ children }: { children?: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  // A navigation by any other means (history buttons) also closes the panel.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Ouvrir le menu"
        className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 starting:opacity-0 motion-safe:transition-opacity lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={closeOnLink}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl starting:translate-x-full motion-safe:transition-transform motion-safe:duration-200 lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-semibold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Fermer le menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
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
                        <PanelLink href={item.href} isCurrent={isCurrentPage(pathname, item.href)}>
                          {item.label}
                        </PanelLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <ul className="mt-5 border-t border-slate-200 pt-4">
              {mainNavigation.filter(isNavLink).map((link) => (
                <li key={link.href}>
                  <PanelLink href={link.href} isCurrent={isCurrentPage(pathname, link.href)}>
                    {link.label}
                  </PanelLink>
                </li>
              ))}
            </ul>
          </nav>
          {children && <div className="border-t border-slate-200 p-4">{children}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function groupId(label: string) {
  return `menu-mobile-${label
    .normalize("NFD")
    .replace(/[^a-zA-Z]+/g, "-")
    .toLowerCase()}`;
}

function PanelLink({
  href,
  isCurrent,
  children,
}: {
  href: string;
  isCurrent: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
    >
      {children}
    </Link>
  );
}
