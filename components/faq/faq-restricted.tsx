import { Lock } from "lucide-react";

/** What visitors see instead of the FAQ (spec §2): 'Accès restreint', join or log in. */
export function FaqRestricted() {
  return (
    <section
      aria-labelledby="acces-restreint"
      className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <Lock aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 id="acces-restreint" className="mt-4 text-2xl font-bold text-brand-900">
        Accès restreint
      </h2>
      <p className="mt-3 text-slate-700">
        La foire aux questions est réservée aux adhérents du SRH. Adhérez au syndicat pour y
        accéder, ou connectez-vous si vous êtes déjà adhérent.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
        <a
          href="/jadhere-au-srh"
          className="rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-500"
        >
          J’adhère au SRH
        </a>
        <a
          href="/login?callbackUrl=%2Ffaq"
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Déjà adhérent&nbsp;? Se connecter
        </a>
      </div>
    </section>
  );
}
