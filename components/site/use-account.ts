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
export function useAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    if (!hasSessionHint()) return;
    const controller = new AbortController();
    fetch("/api/auth/session", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (
          session: {
            user?: { id: string; firstname: string; lastname: string; isadmin: boolean };
          } | null,
        ) => {
          const user = session?.user;
          if (user?.id)
            setAccount({
              id: user.id,
              firstname: user.firstname,
              lastname: user.lastname,
              isAdmin: user.isadmin,
            });
        },
      )
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return account;
}
