"use client";

import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useAccount } from "./use-account";

// One word on the page a full load leads to, when that load is the answer to something done on
// the page before: a login (the member lands on the page they came from, or the home page), an
// account deletion (the home page). The page before leaves a mark in this tab's session storage
// just before it loads the next one; the next page shows the notice once and removes the mark.

const NOTICE_KEY = "srh-avis";

type NoticeKind = "signed-in" | "account-deleted";

/** Called right before loading the page that should say what happened. */
export function announcePageNotice(kind: NoticeKind): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, kind);
  } catch {
    // Storage refused (private mode): no notice, nothing else changes.
  }
}

export function PageNotice() {
  const [kind, setKind] = useState<NoticeKind | null>(null);
  const account = useAccount();
  useEffect(() => {
    let found: string | null = null;
    try {
      found = sessionStorage.getItem(NOTICE_KEY);
      sessionStorage.removeItem(NOTICE_KEY);
    } catch {
      return;
    }
    if (found !== "signed-in" && found !== "account-deleted") return;
    // After the first paint: a status message, the page's answer to what was done before.
    const frame = requestAnimationFrame(() => setKind(found));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!kind) return null;
  const text =
    kind === "account-deleted"
      ? "Votre compte a été supprimé. Merci d’avoir été adhérent·e du SRH."
      : account
        ? `Bonjour ${account.firstname}, vous êtes connecté·e.`
        : "Vous êtes connecté·e.";
  return (
    <div className="mx-auto mt-4 flex max-w-6xl items-center justify-between gap-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
      <p role="status" className="font-semibold">
        {text}
      </p>
      <button
        type="button"
        onClick={() => setKind(null)}
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-green-100"
      >
        <X aria-hidden="true" className="size-4" />
        Fermer
      </button>
    </div>
  );
}
