import { ArrowRight, Landmark, ScrollText, Users } from "lucide-react";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";

export const whoWeAreMetadata = pageMetadata({
  title: "Qui sommes-nous\u00a0?",
  description:
    "Le Syndicat des Radiologues Hospitaliers\u00a0: sa présentation, son bureau et ses délégués régionaux, ses statuts.",
  path: "/qui-sommes-nous",
});

const sections = [
  {
    href: "/presentation",
    title: "Présentation",
    text: "Notre histoire depuis 1994, nos missions et nos combats pour la radiologie de l’hôpital public.",
    Icon: Landmark,
  },
  {
    href: "/bureau",
    title: "Bureau",
    text: "Les membres du bureau national et les délégués du SRH dans les dix régions.",
    Icon: Users,
  },
  {
    href: "/statuts",
    title: "Les statuts",
    text: "Les règles de notre association\u00a0: conseil d’administration, assemblées générales, adhésion.",
    Icon: ScrollText,
  },
];

export function WhoWeAreView() {
  return (
    <>
      <PageHeader
        title="Qui sommes-nous&nbsp;?"
        subtitle="Le syndicat qui représente et défend les radiologues des hôpitaux publics depuis 1994."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {sections.map(({ href, title, text, Icon }) => (
            <li
              key={href}
              className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600 motion-safe:transition"
            >
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h2 className="mt-4 text-xl font-semibold text-brand-900">
                {/* The whole card is clickable; the link's name stays the title. */}
                <a
                  href={href}
                  className="outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {title}
                </a>
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{text}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700"
              >
                Découvrir
                <ArrowRight className="size-4 motion-safe:transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
