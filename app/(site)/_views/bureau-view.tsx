import { RegionMap } from "@/components/bureau/region-map";
import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import type { BoardOfficeHolder, DelegateRegionView } from "@/lib/union/queries";

export const boardMetadata = pageMetadata({
  title: "Bureau",
  description:
    "Le bureau national du SRH (président, vice-président, secrétaire général, trésorier) et les délégués régionaux dans les dix régions.",
  path: "/bureau",
});

/** /bureau: the board and the delegates as staff last saved them (/admin/bureau). */
export function BoardView({
  board,
  regions,
}: {
  board: BoardOfficeHolder[];
  regions: DelegateRegionView[];
}) {
  return (
    <>
      <PageHeader
        title="Bureau"
        subtitle="Les radiologues élus qui animent le syndicat, au niveau national et dans les régions."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="bureau-national">
          <h2 id="bureau-national" className="text-2xl font-semibold text-brand-900">
            Le bureau national
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Élu par le conseil d’administration pour trois ans, le bureau conduit l’action du
            syndicat entre deux assemblées générales.
          </p>
          <MemberList members={board} className="mt-8" highlight />
        </section>

        <section aria-labelledby="delegues" className="mt-16">
          <h2 id="delegues" className="text-2xl font-semibold text-brand-900">
            Les délégués régionaux
          </h2>
          <p className="mt-3 mb-8 max-w-3xl text-lg text-slate-700">
            Dans chacune des dix régions, des délégués relaient les préoccupations des radiologues
            hospitaliers et les accompagnent auprès de leur établissement et de l’agence régionale
            de santé.
          </p>
          <RegionMap
            regions={regions.map((region) => ({
              id: region.id,
              name: region.name,
              delegates: region.delegates.map(({ name, city }) => ({ name, city })),
            }))}
          />
        </section>
      </div>
    </>
  );
}

function MemberList({
  members,
  className = "",
  highlight = false,
}: {
  members: BoardOfficeHolder[];
  className?: string;
  highlight?: boolean;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {members.map((member) => (
        <li
          key={member.office}
          className={`rounded-xl border p-5 ${highlight ? "border-brand-100 bg-brand-50" : "border-slate-200 bg-white"}`}
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
            {member.label}
          </p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{member.name || "À désigner"}</p>
          <p className="text-slate-700">{member.city}</p>
        </li>
      ))}
    </ul>
  );
}
