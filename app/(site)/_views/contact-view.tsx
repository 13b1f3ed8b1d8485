import { ExternalLink, HelpCircle, Mail, MapPin } from "lucide-react";
import { ContactForm } from "../contactez-nous/contact-form";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";
import type { BoardOfficeHolder, UnionIdentity } from "@/lib/union/queries";

export const contactMetadata = pageMetadata({
  title: "Contactez-nous",
  description:
    "Écrire au SRH\u00a0: adhésion, information, presse, question juridique. Adresse, bureau et formulaire de contact.",
  path: "/contactez-nous",
});

/** /contactez-nous: the union's address and board as staff last saved them, and the form. */
export function ContactView({
  board,
  identity,
}: {
  board: BoardOfficeHolder[];
  identity: UnionIdentity;
}) {
  return (
    <>
      <PageHeader
        title="Contactez-nous"
        subtitle="Une question sur l’adhésion, un dossier, une demande de la presse&nbsp;? Écrivez-nous."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="adresse"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="adresse" className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <MapPin aria-hidden="true" className="size-5" />
              Adresse
            </h2>
            <address className="mt-3 not-italic text-slate-700">
              {identity.legalName}
              <br />
              {identity.address}
              <br />
              <a
                href={`mailto:${site.email}`}
                className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </a>
            </address>
          </section>

          <section
            aria-labelledby="bureau"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="bureau" className="text-lg font-bold text-brand-900">
              Le bureau
            </h2>
            <ul className="mt-3 grid gap-2 text-slate-700">
              {board.map((member) => (
                <li key={member.office}>
                  <span className="font-semibold text-slate-900">{member.label}</span>&nbsp;:{" "}
                  {member.name || "À désigner"}
                  {member.city && ` (${member.city})`}
                </li>
              ))}
            </ul>
            <a
              href="/bureau"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Le bureau et les délégués régionaux
            </a>
          </section>

          <section aria-labelledby="liens-utiles" className="rounded-xl bg-brand-50 p-6">
            <h2 id="liens-utiles" className="text-lg font-bold text-brand-900">
              Liens utiles
            </h2>
            <ul className="mt-3 grid gap-2">
              <li>
                <a
                  href="/faq"
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
                >
                  <HelpCircle aria-hidden="true" className="size-4" />
                  Foire aux questions des adhérents
                </a>
              </li>
              <li>
                <a
                  href={site.socialNetworkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Le SRH sur LinkedIn<span className="sr-only"> (nouvel onglet)</span>
                </a>
              </li>
            </ul>
          </section>
        </div>

        <section
          aria-labelledby="formulaire"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="formulaire" className="text-xl font-bold text-brand-900">
            Envoyer un message
          </h2>
          <p className="mt-2 text-slate-700">
            Nous vous répondons par e-mail, en général sous quelques jours ouvrés.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
