"use client";

import { useEffect, useRef, useState } from "react";
import { FormMessage } from "@/components/ui/field";

// The admin screens' status line (issue 19): "Publication enregistrée", "Suppression effectuée :
// « … »". A save or a delete announces its outcome here; the line takes the focus and comes into
// view. The message also survives the navigation that often follows a save (the editor going
// back to its list): it is kept a few seconds in sessionStorage for the next screen's line.

const STORAGE_KEY = "zone-admin-statut";
const EVENT = "zone-admin-statut";
const KEEP_MS = 10_000;

type Stored = { message: string; at: number };

export function announceAdminStatus(message: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ message, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the event below still shows it on this screen.
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

export function AdminStatus() {
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = (text: string) => {
      setMessage(text);
      // After the render that shows it.
      requestAnimationFrame(() => {
        ref.current?.scrollIntoView({ block: "nearest" });
        ref.current?.focus();
      });
    };
    const stored = takeStored();
    if (stored) show(stored);
    const onAnnounce = (event: Event) => show((event as CustomEvent<string>).detail);
    window.addEventListener(EVENT, onAnnounce);
    return () => window.removeEventListener(EVENT, onAnnounce);
  }, []);
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
