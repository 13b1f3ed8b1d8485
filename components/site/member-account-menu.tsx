"use client";

import Link from "next/link";
import { ChevronDown, UserRound } from "lucide-react";
import { useCallback, useRef, useState, type ComponentProps } from "react";
import { signOutAndGoHome } from "@/lib/auth/sign-out";
import { moveFocusWithArrows, useDismiss } from "./use-dismiss";
import type { Account } from "./use-account";
import { profilePath } from "@/lib/urls";

const memberLinks = (id: string) => [
  { label: "Mon profil", href: profilePath(id) },
  { label: "Documents", href: "/documents" },
  { label: "FAQ", href: "/faq" },
];

const adminLinks = [
  { label: "Membres", href: "/admin/members" },
  { label: "Publications", href: "/admin/publications?type=publication" },
  { label: "Communiqués", href: "/admin/publications?type=communique" },
  { label: "Journal Officiel", href: "/admin/publications?type=jo" },
  { label: "Rapports", href: "/admin/publications?type=rapport" },
  { label: "Lettre d’information", href: "/admin/newsletter" },
];

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50";

/**
 * For a logged-in member, a button with their name opening the menu of spec §2. Loaded only when
 * a member is there (account-menu.tsx): visitors' pages do not carry it.
 */
export function MemberAccountMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason: "outside" | "escape") => {
    if (reason === "escape") buttonRef.current?.focus();
    setOpen(false);
  }, []);
  useDismiss(containerRef, open, close);

  return (
    // min-w-0 down to the name: the header's row shrinks the name (cut with an ellipsis) rather
    // than push the button and its menu past the screen's right edge (a desktop with a long name).
    <div ref={containerRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="menu-compte"
        // A long name is cut to fit the header (on a phone first): the tooltip gives it whole, and
        // the button's accessible name is the whole text.
        title={`${account.firstname} ${account.lastname}`}
        onClick={() => setOpen(!open)}
        className="inline-flex max-w-full items-center gap-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 max-w-[8rem] truncate sm:max-w-[14rem] lg:max-w-[9rem] xl:max-w-[12rem]">
          {account.firstname} {account.lastname}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <div
        id="menu-compte"
        hidden={!open}
        onKeyDown={moveFocusWithArrows}
        className="absolute right-0 top-full z-50 mt-1.5 w-max min-w-56 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <MenuLinks
          links={memberLinks(account.id)}
          onPick={() => setOpen(false)}
          aria-label="Mon compte"
        />
        {account.isAdmin && (
          <>
            <p
              id="zone-admin"
              className="mt-1 border-t border-slate-200 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              Zone Admin
            </p>
            <MenuLinks
              links={adminLinks}
              onPick={() => setOpen(false)}
              aria-labelledby="zone-admin"
            />
          </>
        )}
        <div className="mt-1 border-t border-slate-200 pt-1">
          <button
            type="button"
            onClick={() => void signOutAndGoHome()}
            className={`${itemClass} font-semibold text-red-800`}
          >
            Déconnexion
          </button>
        </div>
      </div>
    </div>
  );
}

/** A list of the menu's links; choosing one closes the menu. */
function MenuLinks({
  links,
  onPick,
  ...list
}: {
  links: readonly { href: string; label: string }[];
  onPick: () => void;
} & Pick<ComponentProps<"ul">, "aria-label" | "aria-labelledby">) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onPick} className={itemClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
