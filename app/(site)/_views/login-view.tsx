import type { Metadata } from "next";
import { LoginForm } from "../login/login-form";
import { PageHeader } from "@/components/site/page-header";

export const loginMetadata: Metadata = {
  title: "Connexion",
  description: "Connexion à l’espace adhérent du SRH par un code envoyé par e-mail.",
  alternates: { canonical: "/login" },
  robots: { index: false },
};

/** /login: the e-mail step of the one-time-code login, back to `callbackUrl` once logged in. */
export function LoginView({ callbackUrl }: { callbackUrl: string }) {
  return (
    <>
      <PageHeader title="Connexion" subtitle="Espace adhérent du SRH" />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="connexion"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="connexion" className="text-xl font-bold text-brand-900">
            Se connecter sans mot de passe
          </h2>
          <p className="mt-2 text-slate-700">
            La connexion est réservée aux adhérents déjà inscrits. Saisissez l’adresse e-mail de
            votre adhésion&nbsp;: nous vous envoyons un code à 6 chiffres, valable 10 minutes.
          </p>
          <div className="mt-6">
            <LoginForm callbackUrl={callbackUrl} />
          </div>
        </section>
        <aside className="rounded-xl bg-brand-50 p-6 text-slate-700">
          <h2 className="text-lg font-bold text-brand-900">Pas encore adhérent&nbsp;?</h2>
          <p className="mt-2">
            La première année d’adhésion est offerte, et 66 % de la cotisation ouvrent droit à un
            crédit d’impôt.
          </p>
          <a
            href="/jadhere-au-srh"
            className="mt-4 inline-block rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-500"
          >
            J’adhère au SRH
          </a>
        </aside>
      </div>
    </>
  );
}
