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
        subtitle="Depuis un fichier CSV : aperçu, puis import tout ou rien."
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <Link
          href="/admin/members"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l&apos;annuaire
        </Link>
        <section className="rounded-lg bg-slate-50 p-5 text-slate-800">
          <h2 className="text-lg font-semibold text-brand-900">Format du fichier</h2>
          <p className="mt-2">
            UTF-8 (ou le CSV d&apos;Excel), séparateur point-virgule ou virgule, une ligne
            d&apos;en-têtes. Colonnes obligatoires : Prénom, Nom, E-mail. Facultatives :{" "}
            {IMPORT_HEADERS.slice(3).join(", ")}. Oui/Non pour les cases ; type d&apos;adhésion par
            son nom ou son code ; « Payé jusqu&apos;au » en jj/mm/aaaa : l&apos;adhésion est valide
            jusqu&apos;à cette date, sans être enregistrée comme un paiement (ni reçu, ni
            attestation fiscale, ni cotisation encaissée). Une adresse déjà membre est refusée :
            importer deux fois le même fichier ne change rien.
          </p>
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
