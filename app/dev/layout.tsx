import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isDevMailboxEnabled } from "@/lib/env";

export const metadata: Metadata = { title: "Boîte d’envoi locale", robots: { index: false } };

export default function DevLayout({ children }: { children: React.ReactNode }) {
  if (!isDevMailboxEnabled) notFound();
  return (
    <div className="min-h-screen bg-slate-50">
      <div
        role="note"
        className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        Mode démonstration&nbsp;: boîte d’envoi locale, aucun e-mail n’est réellement envoyé.
      </div>
      <div className="mx-auto max-w-5xl px-4 py-8">{children}</div>
    </div>
  );
}
