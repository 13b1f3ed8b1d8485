import { requireAdmin } from "@/lib/auth/access";
import Link from "next/link";
import { DashboardChart } from "@/components/members/dashboard-chart";
import { formatEuros } from "@/lib/format/numbers";
import { dashboardBars } from "@/lib/members/dashboard-bars";
import { loadDashboard, RENEWAL_WINDOW_DAYS } from "@/lib/members/dashboard";
import { directoryUrl } from "@/lib/members/directory-filters";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { renewalFilterLabels } from "@/lib/membership/labels";
import { profilePath } from "@/lib/urls";

function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: { label: string; value: string; href: string; warning?: boolean }[];
}) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-300">
        <tr>
          <th scope="col" className="py-1 pr-3">
            {head[0]}
          </th>
          <th scope="col" className="py-1 text-right">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            {/* The chart's warning colour, on the figure's name too (failed payments). */}
            <th
              scope="row"
              className={`py-1 pr-3 ${row.warning ? "font-semibold text-amber-800" : "font-normal"}`}
            >
              {row.label}
            </th>
            <td className="py-1 text-right">
              <Link
                prefetch={false}
                href={row.href}
                className="font-semibold text-brand-700 hover:underline"
              >
                {row.value}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The dashboard of /admin: every figure links to the directory view that lists it. */
export async function AdminDashboard() {
  const dashboard = await loadDashboard(await requireAdmin());
  const {
    state: stateBars,
    tier: tierBars,
    month: monthBars,
    dues: duesBars,
  } = dashboardBars(dashboard);
  const { eligible, paid } = dashboard.conversion;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      <h2 className="sr-only">Tableau de bord</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Link
          prefetch={false}
          href={directoryUrl({})}
          className="rounded-lg bg-brand-50 p-5 hover:bg-brand-100"
        >
          <span className="block text-3xl font-bold text-brand-900">{dashboard.total}</span>
          <span className="text-slate-700">membres</span>
        </Link>
        <Link
          prefetch={false}
          href={directoryUrl({ renewalDays: RENEWAL_WINDOW_DAYS, sort: "expiry" })}
          className="rounded-lg bg-brand-50 p-5 hover:bg-brand-100"
        >
          <span className="block text-3xl font-bold text-brand-900">{dashboard.renewalsDue}</span>
          <span className="text-slate-700">
            échéance{dashboard.renewalsDue > 1 ? "s" : ""} dans les {RENEWAL_WINDOW_DAYS} jours
          </span>
        </Link>
        <div className="rounded-lg bg-brand-50 p-5">
          <Link
            prefetch={false}
            href={directoryUrl({ conversion: "paid" })}
            className="block text-3xl font-bold text-brand-900 hover:underline"
          >
            {eligible > 0 ? `${Math.round((paid / eligible) * 100)} %` : "—"}
          </Link>
          <span className="text-slate-700">
            de conversion après la première année offerte (
            <Link
              prefetch={false}
              href={directoryUrl({ conversion: "paid" })}
              className="font-semibold text-brand-700 hover:underline"
            >
              {paid}
            </Link>{" "}
            sur{" "}
            <Link
              prefetch={false}
              href={directoryUrl({ conversion: "eligible" })}
              className="font-semibold text-brand-700 hover:underline"
            >
              {eligible}
            </Link>{" "}
            membres inscrits depuis plus d’un an ont payé)
          </span>
        </div>
      </div>
      {dashboard.doubleCharges.length > 0 && (
        <section
          aria-labelledby="tdb-doublons"
          role="alert"
          className="mt-6 rounded-lg bg-red-50 p-5 text-red-900"
        >
          <h2 id="tdb-doublons" className="text-lg font-semibold">
            Prélèvements d’une période déjà payée, à rembourser ({dashboard.doubleCharges.length})
          </h2>
          <ul className="mt-2 grid gap-1">
            {dashboard.doubleCharges.map((charge) => (
              <li key={`${charge.userId}-${charge.paidAt.getTime()}`}>
                <Link
                  prefetch={false}
                  href={`${profilePath(charge.userId)}#admin-abonnement`}
                  className="font-semibold underline"
                >
                  {charge.name}
                </Link>{" "}
                : {formatEuros(charge.amountCents)} prélevés le{" "}
                {formatDate(charge.paidAt, PROFILE_YEAR_RANGE)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="tdb-renouvellement" title="Membres par renouvellement automatique">
          <FigureTable
            caption="Membres par renouvellement automatique (à côté de la validité)"
            head={["Renouvellement", "Membres"]}
            rows={dashboard.byRenewal.map((row) => ({
              label: renewalFilterLabels[row.renewal],
              value: String(row.count),
              href: directoryUrl({ renewal: row.renewal }),
            }))}
          />
        </Panel>
        <Panel id="tdb-etats" title="Membres par état d’adhésion">
          <DashboardChart bars={stateBars} />
          <FigureTable
            caption="Membres par état d’adhésion"
            head={["État", "Membres"]}
            rows={stateBars.map((bar) => ({ ...bar, value: String(bar.value) }))}
          />
        </Panel>
        <Panel id="tdb-types" title="Membres par type d’adhésion">
          <DashboardChart bars={tierBars} />
          <FigureTable
            caption="Membres par type d’adhésion"
            head={["Type", "Membres"]}
            rows={tierBars.map((bar) => ({ ...bar, value: String(bar.value) }))}
          />
        </Panel>
        <Panel id="tdb-mois" title="Nouveaux membres par mois (24 mois)">
          <DashboardChart bars={monthBars} />
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Tableau des 24 mois
            </summary>
            <FigureTable
              caption="Nouveaux membres par mois"
              head={["Mois", "Nouveaux membres"]}
              rows={monthBars.map((bar) => ({ ...bar, value: String(bar.value) }))}
            />
          </details>
        </Panel>
        <Panel
          id="tdb-cotisations"
          title="Cotisations encaissées par année (remboursements déduits)"
        >
          <DashboardChart bars={duesBars} unit="€" />
          <FigureTable
            caption="Cotisations encaissées par année civile, heure de Paris, remboursements déduits"
            head={["Année", "Montant (membres)"]}
            rows={dashboard.duesByYear.map((row) => ({
              label: String(row.year),
              value: `${formatEuros(row.cents)} (${row.members})`,
              href: directoryUrl({ paidYear: row.year }),
            }))}
          />
        </Panel>
      </div>
    </div>
  );
}
