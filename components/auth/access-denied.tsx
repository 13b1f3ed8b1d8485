import { ShieldAlert } from "lucide-react";
import { BackButton } from "./back-button";

/** 'Accès refusé' with buttons back and home (spec §2). */
export function AccessDenied({
  message = "Vous n’avez pas les droits nécessaires pour accéder à cette page.",
}: {
  message?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Accès refusé</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <BackButton className="rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50" />
        <a
          href="/"
          className="rounded-md bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Accueil
        </a>
      </div>
    </div>
  );
}
