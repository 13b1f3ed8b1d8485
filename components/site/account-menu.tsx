"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { ChevronDown, UserRound } from "lucide-react";
import { clearSessionHint } from "@/lib/auth/session-hint";
import { useAccount } from "./use-account";

const memberLinks = (id: string) => [
  { label: "Mon profil", href: `/profile?id=${id}` },
  { label: "Documents", href: "/documents" },
  { label: "FAQ", href: "/faq" },
];

const adminLinks = [
  { label: "Membres", href: "/admin/members" },
  { label: "Publications", href: "/admin/publications?type=publication" },
  { label: "Communiqués", href: "/admin/publications?type=communique" },
  { label: "Journal Officiel", href: "/admin/publications?type=jo" },
  { label: "Rapports", href: "/admin/publications?type=rapport" },
  { label: "Newsletter", href: "/admin/newsletter" },
];

const itemClass =
  "block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** 'Login' for visitors; for members a button with their name opening the menu of spec §2. */
export function AccountMenu() {
  const account = useAccount();
  if (!account) {
    return (
      <Link
        href="/login"
        className="inline-flex items-center rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Login
      </Link>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
        <UserRound aria-hidden="true" className="size-4" />
        {account.firstname} {account.lastname}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {memberLinks(account.id).map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link href={link.href} className={itemClass}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {account.isadmin && (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Zone Admin</DropdownMenu.Label>
              {adminLinks.map((link) => (
                <DropdownMenu.Item key={link.href} asChild>
                  <Link href={link.href} className={itemClass}>
                    {link.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={`${itemClass} cursor-pointer font-semibold text-red-800`}
            onSelect={() => {
              clearSessionHint();
              void signOut({ callbackUrl: "/" });
            }}
          >
            Déconnexion
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
