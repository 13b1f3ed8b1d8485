import type { ReactNode } from "react";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import { postalAddress, site } from "@/lib/site";

export const statutesMetadata = pageMetadata({
  title: "Les statuts",
  description:
    "Les statuts du Syndicat des Radiologues Hospitaliers, association loi 1901 fondée en 1994\u00a0: objet, membres, conseil d’administration, assemblées générales.",
  path: "/statuts",
});

// The figures of spec §9 "Statutes figures" appear in articles 8, 10 and 11.
const articles: { title: string; body: ReactNode }[] = [
  {
    title: "Constitution et dénomination",
    body: (
      <p>
        Il est fondé entre les adhérents aux présents statuts une association régie par la loi du 1
        <sup>er</sup> juillet 1901 et le décret du 16 août 1901, ayant pour dénomination «&nbsp;
        {site.longName}&nbsp;», et pour sigle «&nbsp;{site.name}&nbsp;». L’association a été
        constituée en {site.foundedYear}.
      </p>
    ),
  },
  {
    title: "Objet",
    body: (
      <>
        <p>L’association a pour objet&nbsp;:</p>
        <ul>
          <li>
            de représenter et de défendre les intérêts moraux et matériels des médecins radiologues
            exerçant dans les établissements publics de santé, centres hospitaliers universitaires
            et centres hospitaliers&nbsp;;
          </li>
          <li>
            d’étudier toute question relative à leur statut, à leur rémunération, à leurs conditions
            d’exercice et à la permanence des soins&nbsp;;
          </li>
          <li>
            de promouvoir la qualité des soins en imagerie médicale, la radioprotection des patients
            et des personnels, et l’attractivité de l’exercice hospitalier&nbsp;;
          </li>
          <li>
            de représenter ses membres auprès des pouvoirs publics et de toute instance nationale ou
            régionale.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: "Siège social",
    body: (
      <p>
        Le siège social est fixé au {postalAddress}. Il peut être transféré sur simple décision du
        conseil d’administration&nbsp;; la ratification par la prochaine assemblée générale est
        nécessaire.
      </p>
    ),
  },
  {
    title: "Durée",
    body: <p>La durée de l’association est illimitée.</p>,
  },
  {
    title: "Composition",
    body: (
      <>
        <p>L’association se compose de&nbsp;:</p>
        <ul>
          <li>
            <strong>membres actifs</strong>&nbsp;: les médecins radiologues exerçant dans un
            établissement public de santé, à jour de leur cotisation&nbsp;;
          </li>
          <li>
            <strong>membres retraités</strong>&nbsp;: les anciens membres actifs ayant cessé leur
            activité hospitalière&nbsp;;
          </li>
          <li>
            <strong>membres associés</strong>&nbsp;: les assistants, chefs de clinique et jeunes
            radiologues en début d’exercice hospitalier&nbsp;;
          </li>
          <li>
            <strong>membres d’honneur</strong>&nbsp;: les personnes ayant rendu des services
            signalés à l’association, nommées par le conseil d’administration.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: "Admission et cotisation",
    body: (
      <p>
        L’adhésion est ouverte à toute personne remplissant les conditions de l’article 5 qui en
        fait la demande et s’acquitte de la cotisation annuelle. Le montant des cotisations est fixé
        chaque année par le conseil d’administration et approuvé par l’assemblée générale ordinaire.
      </p>
    ),
  },
  {
    title: "Perte de la qualité de membre",
    body: (
      <p>
        La qualité de membre se perd par la démission adressée par écrit au président, par le décès,
        ou par la radiation prononcée par le conseil d’administration pour non-paiement de la
        cotisation ou pour motif grave, l’intéressé ayant été invité au préalable à fournir ses
        explications.
      </p>
    ),
  },
  {
    title: "Conseil d’administration",
    body: (
      <>
        <p>
          L’association est administrée par un conseil d’administration de{" "}
          <strong>vingt (20) membres</strong>, élus au scrutin secret par l’assemblée générale parmi
          les membres actifs&nbsp;: <strong>dix (10) administrateurs universitaires</strong>,
          exerçant en centre hospitalier universitaire, et{" "}
          <strong>dix (10) administrateurs non universitaires</strong>.
        </p>
        <p>
          Les administrateurs sont élus pour une durée de <strong>trois (3) ans</strong> et sont
          rééligibles. En cas de vacance, le conseil pourvoit provisoirement au remplacement jusqu’à
          la prochaine assemblée générale.
        </p>
        <p>
          Tout administrateur peut être révoqué par l’assemblée générale statuant à la{" "}
          <strong>majorité des trois quarts (3/4)</strong> des membres présents ou représentés,
          après avoir été mis en mesure de présenter sa défense.
        </p>
        <p>
          Le conseil se réunit au moins deux fois par an sur convocation du président ou à la
          demande du quart de ses membres. Ses décisions sont prises à la majorité des voix&nbsp;;
          en cas de partage, la voix du président est prépondérante.
        </p>
      </>
    ),
  },
  {
    title: "Bureau",
    body: (
      <p>
        Le conseil d’administration élit parmi ses membres, pour trois ans, un bureau composé d’un
        président, d’un vice-président, d’un secrétaire général, d’un trésorier, d’un trésorier
        adjoint et, le cas échéant, d’autres membres. Le président représente l’association dans
        tous les actes de la vie civile et en justice&nbsp;; le trésorier tient les comptes et en
        rend compte à l’assemblée générale.
      </p>
    ),
  },
  {
    title: "Assemblée générale ordinaire",
    body: (
      <>
        <p>
          L’assemblée générale ordinaire comprend tous les membres de l’association à jour de leur
          cotisation. Elle se réunit au moins une fois par an. Les convocations, accompagnées de
          l’ordre du jour, sont adressées par courrier ou par courrier électronique{" "}
          <strong>au moins deux semaines</strong> avant la date fixée.
        </p>
        <p>
          L’assemblée ne délibère valablement que si sont présents ou représentés au moins{" "}
          <strong>vingt-cinq (25) membres actifs</strong> ainsi que{" "}
          <strong>la moitié des membres du conseil d’administration</strong>. Si ce quorum n’est pas
          atteint, une nouvelle assemblée est convoquée dans le même délai&nbsp;; elle délibère
          alors quel que soit le nombre de membres présents.
        </p>
        <p>
          L’assemblée entend le rapport moral et le rapport financier, approuve les comptes, vote le
          budget et procède au renouvellement des administrateurs. Ses décisions sont prises à la
          majorité des suffrages exprimés.
        </p>
      </>
    ),
  },
  {
    title: "Modification des statuts et dissolution",
    body: (
      <>
        <p>
          Les statuts ne peuvent être modifiés que par l’assemblée générale, sur proposition du
          conseil d’administration ou du dixième des membres actifs, à la{" "}
          <strong>majorité des deux tiers (2/3)</strong> des membres présents ou représentés.
        </p>
        <p>
          La dissolution est prononcée dans les mêmes conditions. L’assemblée désigne alors un ou
          plusieurs liquidateurs, et l’actif net est dévolu conformément à l’article 9 de la loi du
          1<sup>er</sup> juillet 1901.
        </p>
      </>
    ),
  },
];

/**
 * `legalStatus`: the union's legal status as staff set it in /admin/bureau (lib/union), the same
 * sentence receipts and attestations print.
 */
export function StatutesView({ legalStatus }: { legalStatus: string }) {
  return (
    <>
      <PageHeader
        title="Les statuts"
        subtitle={`Statuts du ${site.longName}, fondé en ${site.foundedYear}. ${legalStatus}`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Sommaire des statuts" className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-semibold text-brand-900">Sommaire</p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {articles.map((article, index) => (
              <li key={article.title}>
                <a
                  href={`#article-${index + 1}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  Article {index + 1} – {article.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#mentions-legales"
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                Mentions légales
              </a>
            </li>
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10 leading-relaxed text-slate-700 [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {articles.map((article, index) => (
            <section
              key={article.title}
              id={`article-${index + 1}`}
              aria-labelledby={`article-${index + 1}-titre`}
            >
              <h2
                id={`article-${index + 1}-titre`}
                className="mb-3 text-xl font-semibold text-brand-900"
              >
                Article {index + 1} – {article.title}
              </h2>
              {article.body}
            </section>
          ))}

          <section
            id="mentions-legales"
            aria-labelledby="mentions-legales-titre"
            className="rounded-xl bg-slate-50 p-6 text-sm"
          >
            <h2 id="mentions-legales-titre" className="mb-3 text-lg font-semibold text-brand-900">
              Mentions légales
            </h2>
            <p>
              Statuts adoptés par l’assemblée générale constitutive de {site.foundedYear} et
              déclarés en préfecture, dans leur dernière version approuvée par l’assemblée générale.
              Le texte publié sur ce site est donné à titre d’information&nbsp;: seul l’exemplaire
              signé et déposé fait foi.
            </p>
            <p>
              {site.longName} ({site.name}). {legalStatus} Siège&nbsp;: {postalAddress}.
              Contact&nbsp;:{" "}
              <a
                href={`mailto:${site.email}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {site.email}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
