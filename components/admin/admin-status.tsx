"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { FormMessage } from "@/components/ui/field";

// The admin screens' status line: "Publication enregistrée", "Suppression effectuée :
// « … »". A save or a delete announces its outcome here; the line takes the focus and comes into
// view. The message also survives the navigation that often follows a save (the editor going
// back to its list): the caller says so, and it is kept a few seconds in sessionStorage for the
// next screen's line. Otherwise the line clears when the address changes: « Lien enregistré. »
// does not follow the person to /faq.

const STORAGE_KEY = "zone-admin-statut";
const EVENT = "zone-admin-statut";
const KEEP_MS = 10_000;

type Stored = { message: string; at: number };

/**
 * Shows `message` on the status line. `nextScreen`: the caller navigates right after (an editor
 * going back to its list), so the next screen's line shows it; otherwise it stays on this screen.
 */
export function announceAdminStatus(message: string, options: { nextScreen?: boolean } = {}): void {
  if (options.nextScreen) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ message, at: Date.now() }));
    } catch {
      // Storage refused (private mode): the event below still shows it on this screen.
    }
  }
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: message }));
}

function takeStored(): string | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const stored = JSON.parse(raw) as Stored;
    return Date.now() - stored.at < KEEP_MS ? stored.message : null;
  } catch {
    return null;
  }
}

function useShow(ref: RefObject<HTMLDivElement | null>) {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback(
    (text: string | null) => {
      setMessage(text);
      if (!text) return;
      // After the render that shows it.
      requestAnimationFrame(() => {
        ref.current?.scrollIntoView({ block: "nearest" });
        ref.current?.focus();
      });
    },
    [ref],
  );
  return [message, show] as const;
}

export function AdminStatus() {
  const ref = useRef<HTMLDivElement>(null);
  const [message, show] = useShow(ref);
  const pathname = usePathname();
  // Each screen starts without the last one's line, unless a save just sent the person here.
  useEffect(() => {
    show(takeStored());
  }, [pathname, show]);
  useEffect(() => {
    const onAnnounce = (event: Event) => show((event as CustomEvent<string>).detail);
    window.addEventListener(EVENT, onAnnounce);
    return () => window.removeEventListener(EVENT, onAnnounce);
  }, [show]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {message && (
        <div className="mx-auto max-w-6xl px-4 pt-4">
          <FormMessage kind="success">{message}</FormMessage>
        </div>
      )}
    </div>
  );
}
