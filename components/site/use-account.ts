"use client";

import { useEffect, useState } from "react";
import type { Viewer } from "@/lib/auth/viewer";
import { hasSessionHint } from "@/lib/auth/session-hint";

export type Account = Pick<Viewer, "id" | "firstname" | "lastname" | "isAdmin">;

/**
 * The logged-in member for the header, asked of the session endpoint only when the session hint
 * cookie says there may be one (visitors' pages make no request); a stale hint is cleared by the
 * server's answer. Display only: the server checks every right again.
 */
type SessionAnswer = {
  user?: { id: string; firstname: string; lastname: string; isadmin: boolean };
} | null;

// The header has two users of the account (the menu and the "Mon adhésion" button): components
// mounted together share one request; the next mount asks again.
let inFlight: Promise<SessionAnswer> | null = null;

function fetchSession(): Promise<SessionAnswer> {
  inFlight ??= fetch("/api/auth/session", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionAnswer>) : null))
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// The header's components stay mounted across client-side navigations, so the account is read
// once; a change of the member's name (the profile form) asks every user of it to read it again.
const listeners = new Set<() => void>();

/** After the logged-in member's name may have changed: the header reads the session again. */
export function refreshAccount(): void {
  for (const listener of listeners) listener();
}

export function useAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    let active = true;
    const read = () => {
      if (!hasSessionHint()) return;
      void fetchSession().then((session) => {
        const user = session?.user;
        if (active && user?.id)
          setAccount({
            id: user.id,
            firstname: user.firstname,
            lastname: user.lastname,
            isAdmin: user.isadmin,
          });
      });
    };
    read();
    listeners.add(read);
    return () => {
      active = false;
      listeners.delete(read);
    };
  }, []);
  return account;
}
