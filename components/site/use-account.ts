"use client";

import { useSyncExternalStore } from "react";
import type { Viewer } from "@/lib/auth/viewer";
import { hasSessionHint } from "@/lib/auth/session-hint";

export type Account = Pick<Viewer, "id" | "email" | "firstname" | "lastname" | "isAdmin"> & {
  /** The membership needs renewing: the pages show the renewal banner. */
  renewal: "past_due" | "expired" | null;
};

type SessionAnswer = {
  user?: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
    isadmin: boolean;
    renewal?: "past_due" | "expired" | null;
  };
} | null;

/**
 * The logged-in member for the header, asked of the session endpoint only when the session hint
 * cookie says there may be one (visitors' pages make no request); a stale hint is cleared by the
 * server's answer. Display only: the server checks every right again.
 *
 * One store for the page: the header's users of the account (the menu and the two "Mon adhésion"
 * buttons) read the cookie and ask the endpoint once between them, when the first one mounts. The
 * header stays mounted across client-side navigations, so the account is read once a page load;
 * a change of the member's name (the profile form) asks for it again (refreshAccount).
 */
let account: Account | null = null;
let started = false;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function read(): void {
  if (inFlight || !hasSessionHint()) return;
  inFlight = fetch("/api/auth/session", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionAnswer>) : null))
    .catch(() => null)
    .then((session) => {
      const user = session?.user;
      if (!user?.id) return;
      account = {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        isAdmin: user.isadmin,
        renewal: user.renewal ?? null,
      };
      for (const listener of listeners) listener();
    })
    .finally(() => {
      inFlight = null;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    read();
  }
  return () => listeners.delete(listener);
}

/** After the logged-in member's name may have changed: the header reads the session again. */
export function refreshAccount(): void {
  read();
}

export function useAccount(): Account | null {
  return useSyncExternalStore(
    subscribe,
    () => account,
    // The server, and hydration, render the visitor's header.
    () => null,
  );
}
