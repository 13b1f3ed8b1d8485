"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { localDraftKey } from "@/lib/local-drafts";

// Never losing work in the editors: while a form holds unsaved changes, a draft is
// kept in this browser's localStorage, leaving the page asks first (a reload or closing the tab:
// the browser's own question; a link followed inside the site: a confirmation), and opening the
// editor again offers "Reprendre le brouillon du 25/11 à 14:32 ?". A save clears the draft. Drafts
// are their author's (lib/local-drafts.ts): the user's id comes from the server-rendered page.

const SAVE_DELAY_MS = 800;
export const LEAVE_QUESTION =
  "Vos modifications ne sont pas enregistrées. Quitter cette page quand même\u00a0?";

type Stored<T> = { savedAt: string; value: T };

/** "25/11 à 14:32" in Paris time. */
export function draftTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("day")}/${part("month")} à ${part("hour")}:${part("minute")}`;
}

function read<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Stored<T>) : null;
  } catch {
    return null;
  }
}

export function useLocalDraft<T>({
  userId,
  form,
  value,
  isDirty,
  onRestore,
}: {
  /** The logged-in user, as the server rendered the page. */
  userId: string;
  /** Which form ("newsletter", "faq:nouvelle"…). */
  form: string;
  value: T;
  isDirty: boolean;
  onRestore: (value: T) => void;
}) {
  const key = localDraftKey(userId, form);
  const [offer, setOffer] = useState<Stored<T> | null>(null);
  // Until the offer is answered, the stored draft is not overwritten by what is typed meanwhile.
  const [answered, setAnswered] = useState(false);
  const restoreRef = useRef(onRestore);
  useEffect(() => {
    restoreRef.current = onRestore;
  });

  useEffect(() => {
    const stored = read<T>(key);
    // why: localStorage exists only in the browser, after hydration (a lazy initial state would
    // render differently on the server and fail hydration).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setOffer(stored);
    else setAnswered(true);
  }, [key]);

  useEffect(() => {
    if (!answered || !isDirty) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), value }));
      } catch {
        // Storage full or refused: the leave warning still protects the text.
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answered, isDirty, key, value]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.getAttribute("target") === "_blank" || event.defaultPrevented) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);

  const restore = useCallback(() => {
    if (offer) restoreRef.current(offer.value);
    setOffer(null);
    setAnswered(true);
  }, [offer]);
  const discard = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
    setOffer(null);
    setAnswered(true);
  }, [key]);
  /** After a save: the draft is the saved text now. */
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  }, [key]);

  return { offer, restore, discard, clear };
}

export function DraftOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: { savedAt: string } | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!offer) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-semibold">
        Reprendre le brouillon du {draftTime(new Date(offer.savedAt))}&nbsp;?
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onRestore} className={buttonClass({ size: "sm" })}>
          Reprendre le brouillon
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          Ignorer
        </button>
      </div>
    </div>
  );
}
