import type { Metadata } from "next";
import { siteOpenGraph } from "@/lib/page-metadata";
import { BriefcaseMedical, ExternalLink } from "lucide-react";
import { PublicationCard } from "@/components/publications/publication-card";
import { JsonLd } from "@/components/site/json-ld";
import { env } from "@/lib/env";
import { HOME_EXCERPT_LENGTH, homeMessages } from "@/lib/publications/labels";
import type { PublicationCard as Card } from "@/lib/publications/queries";
import { site } from "@/lib/site";

export const homeMetadata: Metadata = {
  title: { absolute: `${site.name} – ${site.longName}` },
  description: site.description,
  alternates: { canonical: "/" },
  openGraph: siteOpenGraph({
    title: `${site.name} – ${site.longName}`,
    description: site.description,
    url: "/",
  }),
};

export function HomeView({ news }: { news: Card[] }) {
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.longName,
          alternateName: site.name,
          url: env.siteUrl,
          email: site.email,
          foundingDate: String(site.foundedYear),
          address: {
            "@type": "PostalAddress",
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            addressCountry: "FR",
          },
        }}
      />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
            Depuis {site.foundedYear}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            {site.longName}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Le SRH représente et défend les radiologues des hôpitaux publics&nbsp;: statut,
            rémunération, permanence des soins, conditions d’exercice et qualité de l’imagerie pour
            les patients.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/presentation"
              className="rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              Nous découvrir
            </a>
            <a
              href="/jadhere-au-srh"
              className="rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Adhérer au syndicat
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="actualite" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="actualite" className="text-3xl font-bold text-brand-900">
          Notre actualité
        </h2>
        {news.length === 0 ? (
          <p className="mt-6 text-slate-600">{homeMessages.empty}</p>
        ) : (
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {news.map((card) => (
              <PublicationCard key={card.id} card={card} excerptLength={HOME_EXCERPT_LENGTH} />
            ))}
          </div>
        )}
        <div className="mt-10 flex flex-wrap gap-3">
          <a
            href="/publications?type=publication"
            className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Voir toutes nos publications
          </a>
          <a
            href="/publications?type=communique"
            className="rounded-md border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Voir les communiqués
          </a>
        </div>
      </section>

      <section aria-labelledby="offres" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center">
          <BriefcaseMedical aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
          <div className="flex-1">
            <h2 id="offres" className="text-xl font-bold text-brand-900">
              Offres d’emploi 2025
            </h2>
            <p className="mt-1 text-slate-700">
              Postes de praticiens hospitaliers en radiologie&nbsp;: consultez les postes ouverts
              publiés par le Centre national de gestion.
            </p>
          </div>
          <a
            href={site.jobOffersUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 self-start rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700 sm:self-center"
          >
            Voir les postes
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        </div>
      </section>
    </>
  );
}
