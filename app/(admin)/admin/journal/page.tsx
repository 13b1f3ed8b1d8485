import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import { LogFilterForm, MemberFilterNote, MemberLinks } from "@/components/admin/log-filters";
import type { Metadata } from "next";
import { PageHeader } from "@/components/site/page-header";
import { FilterSelect } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { auditActionLabel } from "@/lib/audit/labels";
import {
  listJournal,
  listJournalActions,
  listJournalActors,
  type JournalFilters,
} from "@/lib/audit/queries";
import { formatDateTime } from "@/lib/format/dates";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

export const metadata: Metadata = { title: "Journal", robots: { index: false } };

function filtersFrom(params: SearchParams): JournalFilters {
  return {
    actorId: queryParam(params.acteur) || undefined,
    memberId: queryParam(params.membre) || undefined,
    action: queryParam(params.action) || undefined,
    page: Number.parseInt(queryParam(params.page) ?? "1", 10) || 1,
  };
}

function journalUrl(filters: JournalFilters): string {
  const params = new URLSearchParams();
  if (filters.actorId) params.set("acteur", filters.actorId);
  if (filters.memberId) params.set("membre", filters.memberId);
  if (filters.action) params.set("action", filters.action);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/admin/journal${query ? `?${query}` : ""}`;
}

// /admin/journal – who read or changed what (GDPR art. 9: membership is special-category data).
// Read only: no screen or call edits the log.
export default async function JournalPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdmin();
  const filters = filtersFrom(await searchParams);
  const [journal, actors, actions] = await Promise.all([
    listJournal(admin, filters),
    listJournalActors(admin),
    listJournalActions(admin),
  ]);
  const filteredMember = filters.memberId
    ? journal.entries.find((entry) => entry.member?.id === filters.memberId)?.member
    : undefined;
  return (
    <>
      <AdminNav current="journal" />
      <PageHeader
        title="Journal des actions"
        subtitle="Qui a consulté ou modifié quoi&nbsp;: membres, paiements, contenus, purges."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LogFilterForm
          action="/admin/journal"
          label="Filtrer le journal"
          memberId={filters.memberId}
          filtered={Boolean(filters.actorId || filters.memberId || filters.action)}
        >
          <FilterSelect
            id="acteur"
            label="Auteur"
            value={filters.actorId ?? ""}
            allLabel="Tous"
            options={actors.map((actor) => ({ value: actor.id, label: actor.name }))}
          />
          <FilterSelect
            id="action"
            label="Action"
            value={filters.action ?? ""}
            allLabel="Toutes"
            options={actions.map((action) => ({ value: action, label: auditActionLabel(action) }))}
          />
        </LogFilterForm>
        {filters.memberId && (
          <MemberFilterNote
            name={filteredMember?.name}
            allMembersHref={journalUrl({ ...filters, memberId: undefined, page: 1 })}
          />
        )}
        <p role="status" className="mt-6 text-sm text-slate-600">
          {journal.total} entrée{journal.total > 1 ? "s" : ""}
        </p>
        {journal.entries.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
            Aucune entrée ne correspond à ces critères.
          </p>
        ) : (
          <Table caption="Journal des actions, les plus récentes d’abord" className="mt-4">
            <TableHead>
              <Th>Date</Th>
              <Th>Auteur</Th>
              <Th>Action</Th>
              <Th>Membre concerné</Th>
              <Th>Détail</Th>
            </TableHead>
            <TableBody>
              {journal.entries.map((entry) => (
                <Tr key={entry.id}>
                  <Td label="Date" className="whitespace-nowrap">
                    {formatDateTime(entry.createdAt)}
                  </Td>
                  <Td label="Auteur">{entry.actor?.name ?? "Le site"}</Td>
                  <Td label="Action">{auditActionLabel(entry.action)}</Td>
                  <Td label="Membre concerné">
                    {entry.member ? (
                      <span className="flex flex-col">
                        <MemberLinks
                          member={entry.member}
                          filterHref={journalUrl({
                            ...filters,
                            memberId: entry.member.id,
                            page: 1,
                          })}
                        />
                      </span>
                    ) : (
                      "—"
                    )}
                  </Td>
                  <Td label="Détail" className="text-slate-700">
                    {entry.summary}
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        )}
        <Pager
          label="Pages du journal"
          page={journal.page}
          pageCount={journal.pageCount}
          hrefFor={(page) => journalUrl({ ...filters, page })}
          previousLabel="Plus récentes"
          nextLabel="Plus anciennes"
        />
      </div>
    </>
  );
}
