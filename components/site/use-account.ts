"use client";

import { useEffect, useState } from "react";
import { clearSessionHint, hasSessionHint } from "@/lib/auth/session-hint";

export type Account = { id: string; firstname: string; lastname: string; isadmin: boolean };

/**
 * The logged-in member for the header, read from next-auth's session endpoint only when the
 * session hint cookie says there may be one (visitors' pages make no request). Display only:
 * the server checks every right again.
 */
export function useAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    if (!hasSessionHint()) return;
    const controller = new AbortController();
    fetch("/api/auth/session", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: Account } | null) => {
        if (session?.user?.id) setAccount(session.user);
        else clearSessionHint();
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return account;
}
