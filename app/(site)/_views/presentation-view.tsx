import { Activity, BadgeEuro, Clock, HeartHandshake, ShieldCheck, Stethoscope } from "lucide-react";
import { JoinButton } from "@/components/site/join-button";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export const presentationMetadata = pageMetadata({
  title: "Présentation",
  description:
    "Fondé en 1994, le SRH représente et défend les radiologues des hôpitaux publics, CHU et centres hospitaliers\u00a0: statut, rémunération, permanence des soins, attractivité, qualité et radioprotection.",
  path: "/presentation",
});

const missions = [
  {
    title: "Statut et carrière",
    text: "Nous participons aux négociations sur le statut de praticien hospitalier et hospitalo-universitaire, le temps de travail, l’exercice mixte et les parcours de carrière, et nous accompagnons les confrères dans leurs démarches individuelles.",
    Icon: Stethoscope,
  },
  {
    title: "Rémunération",
    text: "Nous défendons une juste reconnaissance de l’activité des radiologues hospitaliers\u00a0: grilles d’émoluments, primes d’engagement, valorisation du temps de travail additionnel et de l’activité partagée entre établissements.",
    Icon: BadgeEuro,
  },
  {
    title: "Permanence des soins",
    text: "Gardes et astreintes en imagerie\u00a0: nous veillons à leur organisation, à leur indemnisation, au repos de sécurité et à un recours encadré à la téléradiologie, au service des patients et des équipes.",
    Icon: Clock,
  },
  {
    title: "Attractivité de l’hôpital public",
    text: "Postes vacants, équipements lourds, internes et assistants\u00a0: nous portons des propositions pour que l’hôpital public reste un lieu d’exercice attractif pour les radiologues, dans les CHU comme dans les centres hospitaliers.",
    Icon: HeartHandshake,
  },
  {
    title: "Qualité des soins",
    text: "Nous promouvons une imagerie de qualité, pertinente et accessible\u00a0: délais d’accès, organisation des plateaux techniques, place de l’intelligence artificielle, formation continue.",
    Icon: Activity,
  },
  {
    title: "Radioprotection",
    text: "La protection des patients et des personnels contre les rayonnements ionisants est au cœur de notre exercice\u00a0: nous contribuons aux travaux sur les niveaux de référence diagnostiques et la justification des examens.",
    Icon: ShieldCheck,
  },
];

export function PresentationView() {
  return (
    <>
      <PageHeader
        title="Présentation"
        subtitle="Le Syndicat des Radiologues Hospitaliers représente et défend les radiologues des hôpitaux publics depuis 1994."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          <h2 className="text-2xl font-semibold text-brand-900">Notre histoire</h2>
          <p>
            Le {site.longName} ({site.name}) a été fondé en {site.foundedYear} par des radiologues
            exerçant à l’hôpital public, qui souhaitaient faire entendre la voix spécifique de leur
            discipline. Il est constitué en association régie par la loi du 1<sup>er</sup> juillet
            1901.
          </p>
          <p>
            Le {site.name} rassemble les radiologues des centres hospitaliers universitaires (CHU)
            et des centres hospitaliers (CH)&nbsp;: praticiens hospitaliers à temps plein ou à temps
            partiel, hospitalo-universitaires, assistants et chefs de clinique, ainsi que les
            confrères retraités qui continuent de soutenir son action.
          </p>
          <p>
            Indépendant de tout intérêt commercial, il est animé par des radiologues en exercice,
            élus par les adhérents, et s’appuie sur un réseau de délégués dans toutes les régions.
          </p>
        </div>

        <section aria-labelledby="missions" className="mt-14">
          <h2 id="missions" className="text-2xl font-semibold text-brand-900">
            Nos missions
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Le {site.name} défend les intérêts moraux et matériels des radiologues hospitaliers
            auprès des pouvoirs publics, des agences régionales de santé et des directions
            d’établissement.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {missions.map(({ title, text, Icon }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-accent-600" />
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="representation"
          className="mt-14 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700"
        >
          <h2 id="representation" className="text-2xl font-semibold text-brand-900">
            Représenter les radiologues hospitaliers
          </h2>
          <p>
            Le {site.name} siège dans les instances où se décide l’avenir de l’imagerie
            hospitalière. Il est consulté sur les textes réglementaires relatifs au statut des
            praticiens, à la permanence des soins et à l’organisation de l’imagerie, et publie
            régulièrement ses analyses et ses communiqués.
          </p>
          <p>
            Au niveau local, ses délégués régionaux accompagnent les radiologues dans leurs échanges
            avec les directions et les commissions médicales d’établissement.
          </p>
        </section>

        <section
          aria-labelledby="affiliations"
          className="mt-14 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700"
        >
          <h2 id="affiliations" className="text-2xl font-semibold text-brand-900">
            Nos affiliations
          </h2>
          <p>
            Pour peser davantage, le {site.name} agit avec les autres organisations de praticiens
            hospitaliers au sein de l’intersyndicale Avenir Hospitalier, composante d’Action
            Praticiens Hôpital (APH).
          </p>
          <p>
            Il participe au Conseil national professionnel de la radiologie (G4), aux côtés de la
            Société française de radiologie (SFR), de la Fédération nationale des médecins
            radiologues (FNMR) et du Collège des enseignants de radiologie de France (CERF).
          </p>
        </section>

        <section aria-labelledby="adherer" className="mt-14 rounded-xl bg-brand-50 p-8">
          <h2 id="adherer" className="text-2xl font-semibold text-brand-900">
            Rejoindre le {site.name}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Plus nous sommes nombreux, mieux nous sommes entendus. Découvrez le{" "}
            <a href="/bureau" className="font-medium text-brand-700 underline underline-offset-2">
              bureau et les délégués régionaux
            </a>{" "}
            ou lisez{" "}
            <a href="/statuts" className="font-medium text-brand-700 underline underline-offset-2">
              nos statuts
            </a>
            , puis adhérez en ligne.
          </p>
          <JoinButton className="mt-6" />
        </section>
      </div>
    </>
  );
}
