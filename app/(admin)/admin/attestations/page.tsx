import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import type { Metadata } from "next";
import Form from "next/form";
import Link from "next/link";
import { PageHeader } from "@/components/site/page-header";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import {
  listYearAttestations,
  yearAttestationStatus,
  type YearAttestationStatus,
} from "@/lib/attestations/issue";
import { formatDate, parisYear } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { profilePath } from "@/lib/urls";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { IssueAttestationsButton } from "./issue-button";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

export const metadata: Metadata = { title: "Attestations fiscales", robots: { index: false } };

/** "in-progress": the year is not over, its attestations are not due yet (not "Manquante"). */
type RowStatus = YearAttestationStatus | "in-progress";

const statusLabels: Record<RowStatus, { label: string; plural: string; tone: BadgeTone }> = {
  issued: { label: "Émise", plural: "Émises", tone: "success" },
  corrected: { label: "Corrigée", plural: "Corrigées", tone: "brand" },
  stale: { label: "À corriger", plural: "À corriger", tone: "warning" },
  missing: { label: "Manquante", plural: "Manquantes", tone: "danger" },
  "in-progress": { label: "En cours", plural: "En cours", tone: "neutral" },
};

// /admin/attestations?year= – the year's tax attestations: issued, corrected, missing (spec).
export default async function AttestationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdmin();
  const lastYear = parisYear(new Date()) - 1;
  const askedParam = queryParam((await searchParams).year);
  const asked = Number.parseInt(askedParam ?? "", 10);
  const inRange = Number.isInteger(asked) && asked >= 2000 && asked <= lastYear + 1;
  const year = inRange ? asked : lastYear;
  // A year asked for outside the range is said so, not silently replaced by another.
  const outOfRange = askedParam !== undefined && askedParam !== "" && !inRange;
  const yearOver = year <= lastYear;
  const rows = await listYearAttestations(admin, year);
  const statuses = rows.map((row) => {
    const status: RowStatus =
      !yearOver && !row.current ? "in-progress" : yearAttestationStatus(row);
    return { row, status };
  });
  const count = (status: RowStatus) => statuses.filter((entry) => entry.status === status).length;
  const pending = count("missing") + count("stale");
  const shownStatuses: RowStatus[] = yearOver
    ? ["issued", "corrected", "stale", "missing"]
    : ["in-progress", "issued", "corrected", "stale"];
  return (
    <>
      <AdminNav current="attestations" />
      <PageHeader
        title="Attestations fiscales"
        subtitle="Les attestations de cotisations syndicales (art. 199 quater C du CGI), année par année."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form
          action="/admin/attestations"
          className="flex flex-wrap items-end gap-4"
          aria-label="Choisir l’année"
        >
          <div>
            <label htmlFor="year" className="font-semibold text-slate-900">
              Année des cotisations
            </label>
            <input
              id="year"
              name="year"
              type="number"
              min={2000}
              max={lastYear + 1}
              defaultValue={year}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            Afficher
          </button>
        </Form>

        {outOfRange && (
          <p role="status" className="mt-6 rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
            L’année «&nbsp;{askedParam}&nbsp;» n’est pas disponible (de 2000 à {lastYear + 1}
            )&nbsp;: voici l’année {year}.
          </p>
        )}

        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {shownStatuses.map((status) => (
            <div key={status} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{statusLabels[status].plural}</dt>
              <dd className="text-2xl font-bold text-brand-900">{count(status)}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-8">
          {yearOver ? (
            <IssueAttestationsButton year={year} pendingCount={pending} />
          ) : (
            <p className="text-slate-700">
              L’année {year} est en cours&nbsp;: ses attestations seront émises en janvier{" "}
              {year + 1}.
            </p>
          )}
        </div>

        {rows.length === 0 ? (
          <p className="mt-8 text-slate-700">Aucune cotisation versée en {year}.</p>
        ) : (
          <Table
            caption={`Attestations ${year} par membre`}
            minWidth="sm:min-w-[40rem]"
            className="mt-8"
          >
            <TableHead>
              <Th>Membre</Th>
              <Th>Cotisations {year}</Th>
              <Th>État</Th>
              <Th>Attestation</Th>
            </TableHead>
            <TableBody>
              {statuses.map(({ row, status }) => (
                <Tr key={row.userId}>
                  <Td label="Membre">
                    <span className="flex flex-col">
                      <Link
                        prefetch={false}
                        href={profilePath(row.userId)}
                        className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
                      >
                        {row.name}
                      </Link>
                      <span className="break-all text-slate-600">{row.email}</span>
                    </span>
                  </Td>
                  <Td label={`Cotisations ${year}`}>{formatEuros(row.duesCents)}</Td>
                  <Td label="État">
                    <Badge tone={statusLabels[status].tone} className="text-sm">
                      {statusLabels[status].label}
                    </Badge>
                  </Td>
                  <Td label="Attestation">
                    {row.current ? (
                      <span className="flex flex-col">
                        <a
                          href={`/profile/attestation?id=${row.current.id}`}
                          download
                          className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
                        >
                          {row.current.number}
                        </a>
                        <span className="text-slate-600">
                          {formatEuros(row.current.totalCents)}, le{" "}
                          {formatDate(row.current.issuedAt)}
                          {row.current.emailedAt ? ", envoyée" : ", pas encore envoyée"}
                          {row.canceledCount > 0 &&
                            ` – remplace ${row.canceledCount} version${row.canceledCount > 1 ? "s" : ""} annulée${row.canceledCount > 1 ? "s" : ""}`}
                        </span>
                      </span>
                    ) : (
                      "—"
                    )}
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  );
}
