"use client";

import Link from "next/link";
import { useEffect, type Ref } from "react";
import { refreshAccount } from "@/components/site/use-account";
import { buttonClass } from "@/components/ui/button";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { lastDayCovered } from "@/lib/membership/labels";
import type { ClientPaymentStep } from "./actions";

/** The last step: the welcome summary, with the way in (spec §2: /login, or the profile) and home. */
export function WelcomeStep({
  done,
  headingRef,
  autoFocus,
}: {
  done: Extract<ClientPaymentStep, { kind: "done" }>;
  headingRef: Ref<HTMLHeadingElement>;
  /** A page posted without JavaScript focuses the heading by its attribute. */
  autoFocus: boolean;
}) {
  // The new member is signed in: the header shows them now, as the welcome says.
  useEffect(() => {
    if (done.profileUrl) refreshAccount();
  }, [done.profileUrl]);
  return (
    <section
      aria-labelledby="bienvenue"
      className="rounded-xl border border-green-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="bienvenue"
        ref={headingRef}
        tabIndex={-1}
        autoFocus={autoFocus}
        className="text-2xl font-bold text-brand-900 outline-none"
      >
        Bienvenue au SRH&nbsp;!
      </h2>
      <p className="mt-3 text-slate-700">
        Votre adhésion est enregistrée. Première année offerte jusqu’au{" "}
        {formatDate(lastDayCovered(new Date(done.freeYearEndsAt)), PROFILE_YEAR_RANGE)}.
      </p>
      <p className="mt-2 text-slate-700">
        {done.recurring
          ? "Votre carte est enregistrée\u00a0: la cotisation annuelle sera prélevée à la fin de l’année offerte. Vous pouvez résilier à tout moment depuis votre profil."
          : "Aucune carte n’est enregistrée\u00a0: vous réglerez votre cotisation depuis votre profil à la fin de l’année offerte."}
      </p>
      <p className="mt-2 text-slate-700">
        {done.profileUrl
          ? "Un e-mail de bienvenue vous a été envoyé. Vous êtes connecté\u00a0: votre profil et votre adhésion vous attendent."
          : "Un e-mail de bienvenue vous a été envoyé. Connectez-vous avec votre adresse\u00a0: un code vous sera envoyé."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {done.profileUrl ? (
          // A full page load: the header reads the new session.
          <a href={done.profileUrl} className={buttonClass()}>
            Mon profil
          </a>
        ) : (
          <Link href="/login" className={buttonClass()}>
            Se connecter
          </Link>
        )}
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
