import type { Metadata } from "next";
import { siteOpenGraph } from "@/lib/page-metadata";
import type { ReactNode } from "react";
import { Building, ExternalLink, GraduationCap, Info, Users, type LucideIcon } from "lucide-react";
import { LinkLogo } from "@/components/links/link-logo";
import { PageHeader } from "@/components/site/page-header";
import { linkCategories } from "@/lib/links/categories";
import { groupLinksByCategory, type LinkItem } from "@/lib/links/queries";

export const linksMetadata: Metadata = {
  title: "Nos liens",
  description:
    "Ressources et partenaires institutionnels des radiologues hospitaliers\u00a0: organisations, sociétés savantes, partenaires.",
  alternates: { canonical: "/nos-liens" },
  openGraph: siteOpenGraph({
    title: "Nos liens",
    description: "Ressources et partenaires institutionnels",
    url: "/nos-liens",
  }),
};

const icons: Record<string, LucideIcon> = { Users, GraduationCap, Building };
const colours = {
  blue: {
    heading: "text-blue-900",
    icon: "bg-blue-100 text-blue-800",
    logo: "bg-blue-100 text-blue-900",
  },
  green: {
    heading: "text-emerald-900",
    icon: "bg-emerald-100 text-emerald-800",
    logo: "bg-emerald-100 text-emerald-900",
  },
  red: {
    heading: "text-rose-900",
    icon: "bg-rose-100 text-rose-800",
    logo: "bg-rose-100 text-rose-900",
  },
} as const;

/** The administrators' parts (spec §2), rendered by the page for them only. */
export type LinksAdminSlots = {
  headerAction: ReactNode;
  form: ReactNode;
  cardActions: (link: LinkItem) => ReactNode;
};

export function LinksView({ links, admin }: { links: LinkItem[]; admin?: LinksAdminSlots }) {
  return (
    <>
      <PageHeader title="Nos liens" subtitle="Ressources et partenaires institutionnels">
        {admin?.headerAction}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {admin?.form}
        <p className="max-w-3xl text-lg text-slate-700">
          Retrouvez les organisations professionnelles, les sociétés savantes et les partenaires
          avec lesquels le SRH travaille au service des radiologues hospitaliers et de leurs
          patients.
        </p>
        {groupLinksByCategory(links).map(({ category, links: items }) => {
          const meta = linkCategories[category];
          const Icon = icons[meta.icon] ?? Users;
          const colour = colours[meta.colour];
          return (
            <section key={category} aria-labelledby={`categorie-${category}`} className="mt-12">
              <h2
                id={`categorie-${category}`}
                className={`flex items-center gap-3 text-2xl font-bold ${colour.heading}`}
              >
                <span
                  className={`flex size-10 items-center justify-center rounded-lg ${colour.icon}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {meta.label}
              </h2>
              {items.length === 0 ? (
                <p className="mt-4 text-slate-600">
                  Aucun lien dans cette catégorie pour le moment.
                </p>
              ) : (
                <ul className="mt-6 grid gap-6 md:grid-cols-2">
                  {items.map((link) => (
                    <li
                      key={link.id}
                      className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
                    >
                      <LinkLogo
                        picture={link.picture}
                        logo={link.logo}
                        title={link.title}
                        colour={colour.logo}
                      />
                      <div className="flex flex-1 flex-col gap-2">
                        <div className="flex items-start justify-between gap-2">
                          <h3 className="text-lg font-semibold text-slate-900">{link.title}</h3>
                          {admin?.cardActions(link)}
                        </div>
                        {link.description && (
                          <p className="text-sm text-slate-700">{link.description}</p>
                        )}
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
                        >
                          Visiter le site
                          <ExternalLink aria-hidden="true" className="size-4" />
                          <span className="sr-only"> {link.title} (nouvel onglet)</span>
                        </a>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        <aside
          aria-labelledby="information-importante"
          className="mt-14 flex gap-4 rounded-lg border border-amber-200 bg-amber-50 p-6"
        >
          <Info aria-hidden="true" className="size-6 shrink-0 text-amber-800" />
          <div>
            <h2 id="information-importante" className="font-bold text-amber-950">
              Information importante
            </h2>
            <p className="mt-2 text-amber-950">
              Ces liens externes sont fournis à titre informatif. Le SRH n’est pas responsable du
              contenu des sites vers lesquels ils renvoient. Un lien ne fonctionne plus ou vous
              souhaitez en proposer un&nbsp;?{" "}
              <a href="/contactez-nous" className="font-semibold underline">
                Contactez-nous
              </a>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
