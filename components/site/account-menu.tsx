"use client";

import { lazy, Suspense } from "react";
import { useAccount } from "./use-account";

// A member's menu (their links, the Zone Admin, Déconnexion) is a chunk of its own, fetched once
// the session says a member is there: a visitor's page carries only the 'Login' link.
const MemberAccountMenu = lazy(() =>
  import("./member-account-menu").then((module) => ({ default: module.MemberAccountMenu })),
);

/** 'Login' for visitors; for members a button with their name opening the menu of spec §2. */
export function AccountMenu() {
  const account = useAccount();
  if (!account) {
    return (
      <a
        href="/login"
        // Back to this page after the login (the login page checks the address is the site's).
        onClick={(event) => {
          const here = `${window.location.pathname}${window.location.search}`;
          if (here !== "/" && !here.startsWith("/login"))
            event.currentTarget.href = `/login?callbackUrl=${encodeURIComponent(here)}`;
        }}
        className="inline-flex items-center rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Login
      </a>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberAccountMenu account={account} />
    </Suspense>
  );
}
