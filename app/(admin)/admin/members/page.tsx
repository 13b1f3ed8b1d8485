import { requireAdmin, type AdminViewer } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import type { Metadata } from "next";
import Form from "next/form";
import Link from "next/link";
import { Suspense } from "react";
import { Download, Upload } from "lucide-react";
import { MemberCard, MemberCardSkeleton } from "@/components/members/member-card";
import { PageHeader } from "@/components/site/page-header";
import { buttonClass } from "@/components/ui/button";
import { FilterSelect, inputClass } from "@/components/ui/field";
import { listAbandonedSignups, listDirectory } from "@/lib/members/directory";
import {
  DIRECTORY_SORTS,
  dashboardFilterLabels,
  directoryFiltersFrom,
  directoryExportUrl,
  directorySortLabels,
  directoryUrl,
  type DirectoryFilters,
} from "@/lib/members/directory-filters";
import { memberMessages } from "@/lib/members/messages";
import { listTiers } from "@/lib/membership/tiers";
import { memberStateFilterLabels, renewalFilterLabels } from "@/lib/membership/labels";
import { MEMBERSHIP_STATES, RENEWAL_KINDS } from "@/lib/membership/state";
import type { SearchParams } from "@/lib/validation/search-params";
import { Pager } from "@/components/ui/pager";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { profilePath } from "@/lib/urls";

export const metadata: Metadata = { title: "Membres", robots: { index: false } };

// /admin/members – the members directory (spec §2 "Admin members"): search, tier, state, sort and
// page live in the address; the database does the filtering, so there is no batch loop to wait
// for: the cards stream in behind a skeleton.
export default async function MembersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdmin();
  const filters = directoryFiltersFrom(await searchParams, MEMBERSHIP_STATES);
  const tiers = await listTiers();
  const dashboardFilters = dashboardFilterLabels(filters);
  const selectFiltered = Boolean(filters.tier || filters.state || filters.renewal);
  const filtered = Boolean(
    filters.query ||
    filters.tier ||
    filters.state ||
    filters.renewal ||
    dashboardFilters.length > 0,
  );
  return (
    <>
      <AdminNav current="members" />
      <PageHeader title="Membres" subtitle="Annuaire des adhérents, profils et paiements." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form
          action="/admin/members"
          role="search"
          aria-label="Filtrer les membres"
          className="grid gap-4 lg:grid-cols-[2fr_5fr] lg:items-end"
        >
          {/* The dashboard's filters stay while the search or the other filters change. */}
          {filters.joined && <input type="hidden" name="joined" value={filters.joined} />}
          {filters.paidYear && <input type="hidden" name="paid" value={filters.paidYear} />}
          {filters.renewalDays && (
            <input type="hidden" name="renewal" value={filters.renewalDays} />
          )}
          {filters.conversion && (
            <input type="hidden" name="conversion" value={filters.conversion} />
          )}
          <div>
            <label htmlFor="q" className="font-semibold text-slate-900">
              Rechercher
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={filters.query ?? ""}
              placeholder="Nom, e-mail ou établissement"
              className={inputClass}
            />
          </div>
          {/* On a phone the four lists would fill the first screen: they fold behind « Filtres »
              (open while one is set); from 40rem they are always shown (globals.css). */}
          <details className="filters-disclosure" open={selectFiltered}>
            <summary className="cursor-pointer font-semibold text-brand-700">Filtres</summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:mt-0 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end">
              <FilterSelect
                id="tier"
                label="Type d’adhésion"
                value={filters.tier ?? ""}
                allLabel="Tous"
                options={[
                  ...tiers.map((tier) => ({ value: tier.id, label: tier.title })),
                  { value: "none", label: "Sans type d’adhésion" },
                ]}
              />
              <FilterSelect
                id="state"
                label="État de l’adhésion"
                value={filters.state ?? ""}
                allLabel="Tous"
                options={MEMBERSHIP_STATES.map((state) => ({
                  value: state,
                  label: memberStateFilterLabels[state],
                }))}
              />
              <FilterSelect
                id="autoRenewal"
                label="Renouvellement automatique"
                value={filters.renewal ?? ""}
                allLabel="Tous"
                options={RENEWAL_KINDS.map((kind) => ({
                  value: kind,
                  label: renewalFilterLabels[kind],
                }))}
              />
              <FilterSelect
                id="sort"
                label="Trier par"
                value={filters.sort ?? "name"}
                options={DIRECTORY_SORTS.map((sort) => ({
                  value: sort,
                  label: directorySortLabels[sort],
                }))}
              />
              <button type="submit" className={buttonClass()}>
                Filtrer
              </button>
            </div>
          </details>
        </Form>
        {dashboardFilters.length > 0 && (
          <p className="mt-4 text-slate-800">
            Vue du tableau de bord&nbsp;: {dashboardFilters.join(", ")}.
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {filtered && (
            <Link
              prefetch={false}
              href={directoryUrl({ sort: filters.sort })}
              className="font-semibold text-brand-700 hover:underline"
            >
              Effacer les filtres
            </Link>
          )}
          <span className="ml-auto flex flex-wrap gap-3">
            <a
              href={directoryExportUrl(filters)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
              download
            >
              <Download aria-hidden="true" className="size-4" />
              Exporter en CSV
            </a>
            <Link
              prefetch={false}
              href="/admin/members/import"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Upload aria-hidden="true" className="size-4" />
              Importer
            </Link>
          </span>
        </div>
        <Suspense key={directoryUrl(filters)} fallback={<DirectorySkeleton />}>
          <DirectoryResults admin={admin} filters={filters} />
        </Suspense>
        {/* Unfinished signups are no answer to a search or a filter: only the whole directory
            lists them. */}
        {!filtered && (
          <Suspense fallback={null}>
            <AbandonedSignups admin={admin} />
          </Suspense>
        )}
      </div>
    </>
  );
}

async function DirectoryResults({
  admin,
  filters,
}: {
  admin: AdminViewer;
  filters: DirectoryFilters;
}) {
  const directory = await listDirectory(admin, filters);
  return (
    <>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {directory.total} membre{directory.total > 1 ? "s" : ""}
      </p>
      {directory.members.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
          {memberMessages.directoryEmpty}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Membres">
          {directory.members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Pages de l’annuaire"
        page={directory.page}
        pageCount={directory.pageCount}
        hrefFor={(page) => directoryUrl({ ...filters, page })}
      />
    </>
  );
}

/** Prospects, not members: accounts whose signup stopped before the card. */
async function AbandonedSignups({ admin }: { admin: AdminViewer }) {
  const { total, signups } = await listAbandonedSignups(admin);
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="inscriptions-non-finalisees"
      className="mt-10 rounded-lg border border-slate-200 p-5"
    >
      <h2 id="inscriptions-non-finalisees" className="text-lg font-bold text-brand-900">
        Inscriptions non finalisées ({total})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Adresse confirmée, mais ni carte enregistrée ni paiement&nbsp;: ces personnes ne sont pas
        comptées parmi les membres.
      </p>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Inscriptions non finalisées">
        {signups.map((signup) => (
          <li key={signup.id} className="flex flex-wrap gap-x-4 py-2 text-sm">
            <Link
              prefetch={false}
              href={profilePath(signup.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              {signup.firstname} {signup.lastname}
            </Link>
            <span className="text-slate-700">{signup.email}</span>
            <span className="text-slate-600">
              commencée le {formatDate(signup.createdAt, PROFILE_YEAR_RANGE)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DirectorySkeleton() {
  return (
    <div className="mt-6">
      <p role="status" className="text-sm text-slate-600">
        Chargement des membres…
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <MemberCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
