import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, Download } from "lucide-react";
import { PageHeader } from "@/components/site/page-header";
import { IMPORT_HEADERS } from "@/lib/members/csv-format";
import { ImportForm } from "./import-form";

export const metadata: Metadata = { title: "Importer des membres", robots: { index: false } };

// /admin/members/import – existing members from a CSV file: preview with each row's errors, then
// all or nothing (docs/members.md, "Members CSV import", lists the columns).
export default async function ImportMembersPage() {
  await requireAdmin();
  return (
    <>
      <AdminNav current="members" />
      <PageHeader
        title="Importer des membres"
        subtitle="Depuis un fichier CSV&nbsp;: aperçu, puis import tout ou rien."
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <Link
          prefetch={false}
          href="/admin/members"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l’annuaire
        </Link>
        <section className="rounded-lg bg-slate-50 p-5 text-slate-800">
          <h2 className="text-lg font-semibold text-brand-900">Format du fichier</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Fichier</dt>
            <dd>
              CSV en UTF-8 (ou le CSV d’Excel), séparateur point-virgule ou virgule, une ligne
              d’en-têtes.
            </dd>
            <dt className="font-semibold">Colonnes obligatoires</dt>
            <dd>Prénom, Nom, E-mail.</dd>
            <dt className="font-semibold">Colonnes facultatives</dt>
            <dd>{IMPORT_HEADERS.slice(3).join(", ")}.</dd>
            <dt className="font-semibold">Cases à cocher</dt>
            <dd>Oui ou Non.</dd>
            <dt className="font-semibold">Type d’adhésion</dt>
            <dd>Son nom (par exemple «&nbsp;Praticien hospitalier&nbsp;») ou son code.</dd>
            <dt className="font-semibold">Payé jusqu’au</dt>
            <dd>
              Une date jj/mm/aaaa. L’adhésion est valide jusqu’à ce jour, sans être enregistrée
              comme un paiement (ni reçu, ni attestation fiscale, ni cotisation encaissée).
            </dd>
            <dt className="font-semibold">Adresse déjà membre</dt>
            <dd>Refusée&nbsp;: importer deux fois le même fichier ne change rien.</dd>
          </dl>
          <a
            href="/admin/members/import/template"
            className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            download
          >
            <Download aria-hidden="true" className="size-4" />
            Télécharger le modèle
          </a>
        </section>
        <ImportForm />
      </div>
    </>
  );
}
