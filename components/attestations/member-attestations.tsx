import { FileText } from "lucide-react";
import { Section } from "@/components/members/profile-details";
import type { AttestationSummary } from "@/lib/attestations/issue";
import { formatDate } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";

/** "Mes attestations fiscales" on the profile: every issued attestation, cancelled ones included. */
export function MemberAttestations({
  rows,
  isOwner,
}: {
  rows: AttestationSummary[];
  isOwner: boolean;
}) {
  const replacement = new Map(
    rows.filter((row) => !row.canceledAt).map((row) => [row.year, row.number]),
  );
  return (
    <Section
      id="attestations"
      title={isOwner ? "Mes attestations fiscales" : "Attestations fiscales"}
    >
      <p className="text-slate-700">
        Chaque année où des cotisations ont été versées, le SRH délivre en janvier une attestation
        pour le crédit d’impôt de l’article 199 quater C du CGI (66 % des cotisations versées). Une
        année sans cotisation versée (la première année offerte) ne donne pas lieu à attestation.
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600">Aucune attestation n’a encore été délivrée.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-slate-900">
                  Année {row.year} – {formatEuros(row.totalCents)}
                </p>
                <p className="text-sm text-slate-600">
                  N° {row.number}, délivrée le {formatDate(row.issuedAt)}
                  {row.canceledAt &&
                    ` – annulée et remplacée${replacement.has(row.year) ? ` par ${replacement.get(row.year)}` : ""}`}
                </p>
              </div>
              <a
                href={`/profile/attestation?id=${row.id}`}
                download
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                Télécharger le PDF
                <span className="sr-only"> de l’attestation {row.number}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
