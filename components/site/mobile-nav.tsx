"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { isCurrentPage, isNavGroup, isNavLink, mainNavigation } from "@/lib/navigation";

/**
 * Below `lg`: a burger button opening the whole navigation in a slide-over panel, a native modal
 * <dialog> (focus kept inside, Escape closes, focus back on the button, the page behind inert).
 * Following any link closes it. `children` are extra actions under the links (the join button).
 */
export function MobileNav({ children }: { children?: ReactNode }) {
  const pathname = usePathname();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // A navigation by any other means (history buttons) also closes the panel.
  useEffect(() => dialogRef.current?.close(), [pathname]);

  function show() {
    dialogRef.current?.showModal();
    setOpen(true);
  }

  function onPanelClick(event: MouseEvent<HTMLDialogElement>) {
    // A link followed, or a click on the backdrop (the dialog itself, outside its content).
    if (
      event.target === event.currentTarget ||
      (event.target instanceof Element && event.target.closest("a[href]"))
    ) {
      dialogRef.current?.close();
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="menu-mobile-titre"
        onClose={() => setOpen(false)}
        onClick={onPanelClick}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm bg-white p-0 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            {/* Not a heading: the closed dialog sits before the page's h1 (the dialog is named by it). */}
            <p id="menu-mobile-titre" className="text-lg font-semibold text-brand-900">
              Menu
            </p>
            <button
              type="button"
              aria-label="Fermer le menu"
              onClick={() => dialogRef.current?.close()}
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
        </div>
      </dialog>
    </>
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
    <a
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
    >
      {children}
    </a>
  );
}
