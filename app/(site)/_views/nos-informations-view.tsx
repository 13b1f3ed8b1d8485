import { ArrowRight, Mail, Megaphone } from "lucide-react";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { subscribeToNewsletter } from "../newsletter/actions";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";

export const ourInformationMetadata = pageMetadata({
  title: "Nos informations",
  description:
    "Les dernières lettres d’information et les communiqués du SRH, et l’inscription à la lettre d’information.",
  path: "/nos-informations",
});

// Hard-coded on purpose (spec §2 "Static pages"): the live lists are under /publications.
const newsletters = [
  {
    title: "Lettre d’information n° 48 – Permanence des soins\u00a0: ce qui change cet automne",
    date: "2025-10",
    month: "octobre 2025",
  },
  {
    title: "Lettre d’information n° 47 – Attractivité\u00a0: nos dix propositions",
    date: "2025-07",
    month: "juillet 2025",
  },
  {
    title: "Lettre d’information n° 46 – Statut unique de praticien hospitalier",
    date: "2025-04",
    month: "avril 2025",
  },
  {
    title: "Lettre d’information n° 45 – Radioprotection et niveaux de référence",
    date: "2025-01",
    month: "janvier 2025",
  },
];

const communiques = [
  {
    title: "Permanence des soins\u00a0: le SRH appelle à la mobilisation",
    date: "2025-10",
    month: "octobre 2025",
  },
  {
    title: "Téléradiologie commerciale\u00a0: le SRH demande un encadrement",
    date: "2025-09",
    month: "septembre 2025",
  },
  {
    title: "Pénurie de manipulateurs\u00a0: une urgence pour l’hôpital public",
    date: "2025-06",
    month: "juin 2025",
  },
  {
    title: "Accord sur la revalorisation des gardes\u00a0: une première étape",
    date: "2025-03",
    month: "mars 2025",
  },
  { title: "Élection du nouveau bureau du SRH", date: "2025-01", month: "janvier 2025" },
];

export function OurInformationView() {
  return (
    <>
      <PageHeader
        title="Nos informations"
        subtitle="Lettres d’information, communiqués et prises de position du SRH sur l’actualité de la radiologie hospitalière."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <InformationList
            id="lettres"
            title="Nos lettres d’information"
            Icon={Mail}
            items={newsletters}
            moreHref="/publications?type=newsletter"
            moreLabel="Toutes les lettres d’information"
          />
          <InformationList
            id="communiques"
            title="Nos communiqués"
            Icon={Megaphone}
            items={communiques}
            moreHref="/publications?type=communique"
            moreLabel="Tous les communiqués"
          />
        </div>

        <section aria-labelledby="inscription" className="mt-12 rounded-xl bg-brand-50 p-8">
          <h2 id="inscription" className="text-2xl font-semibold text-brand-900">
            Recevoir la lettre d’information
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Inscrivez-vous pour recevoir nos lettres et nos communiqués par e-mail. Vous pourrez
            vous désinscrire à tout moment, en un clic, depuis chaque envoi.
          </p>
          <SubscribeForm
            action={subscribeToNewsletter}
            permalink="/nos-informations#inscription"
            className="mt-6 max-w-xl"
          />
        </section>
      </div>
    </>
  );
}

function InformationList({
  id,
  title,
  Icon,
  items,
  moreHref,
  moreLabel,
}: {
  id: string;
  title: string;
  Icon: typeof Mail;
  items: { title: string; date: string; month: string }[];
  moreHref: string;
  moreLabel: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-2 text-2xl font-semibold text-brand-900">
        <Icon aria-hidden="true" className="size-6 text-accent-600" />
        {title}
      </h2>
      <ul className="mt-4 flex-1 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.title} className="py-3">
            <p className="font-medium text-slate-900">{item.title}</p>
            <time dateTime={item.date} className="text-sm text-slate-600">
              {item.month}
            </time>
          </li>
        ))}
      </ul>
      <a
        href={moreHref}
        className="mt-4 inline-flex items-center gap-1 self-start font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {moreLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
