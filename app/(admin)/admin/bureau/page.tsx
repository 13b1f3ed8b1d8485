import { requireAdmin } from "@/lib/auth/access";
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { PageHeader } from "@/components/site/page-header";
import { getBoard, getDelegateRegions, getUnionIdentity } from "@/lib/union/queries";
import { BoardForm, IdentityForm, RegionDelegatesForm } from "./union-forms";

export const metadata: Metadata = { title: "Bureau et identité", robots: { index: false } };
export const dynamic = "force-dynamic";

// /admin/bureau – the board after each general assembly, the regional delegates and what
// receipts and attestations print about the union.
export default async function AdminUnionPage() {
  await requireAdmin();
  const [board, regions, identity] = await Promise.all([
    getBoard(),
    getDelegateRegions(),
    getUnionIdentity(),
  ]);
  const holders = board.map(({ office, name, city, feminine, isPlaceholder }) => ({
    office,
    name,
    city,
    feminine,
    isPlaceholder,
  }));
  return (
    <>
      <AdminNav current="bureau" />
      <PageHeader
        title="Bureau et identité"
        subtitle="Le bureau national, les délégués régionaux et l’identité du syndicat imprimée sur les documents."
      />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-10">
        <section aria-labelledby="bureau-national">
          <h2 id="bureau-national" className="text-2xl font-semibold text-brand-900">
            Le bureau national
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Affiché sur les pages Bureau et Contactez-nous dès l’enregistrement.
          </p>
          <BoardForm holders={holders} />
        </section>
        <section aria-labelledby="identite">
          <h2 id="identite" className="text-2xl font-semibold text-brand-900">
            Identité du syndicat dans les documents
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Imprimée sur les reçus de cotisation et les attestations fiscales.
          </p>
          <IdentityForm identity={identity} holders={holders} />
        </section>
        <section aria-labelledby="delegues">
          <h2 id="delegues" className="text-2xl font-semibold text-brand-900">
            Les délégués régionaux
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Jusqu’à quatre délégués par région, affichés sur la carte de la page Bureau.
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            {regions.map((region) => (
              <RegionDelegatesForm key={region.id} region={region} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
