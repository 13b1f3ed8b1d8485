import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import { LogFilterForm, MemberFilterNote, MemberLinks } from "@/components/admin/log-filters";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/site/page-header";
import { FilterSelect } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { EMAIL_KINDS, EMAIL_STATES, type EmailState } from "@/lib/db/enums";
import { emailKinds, emailStateLabels } from "@/lib/email/kinds";
import { getDailyQuota, listOutboxEmails, type OutboxFilters } from "@/lib/email/queries";
import { nextRunAfter, parisMoment } from "@/lib/newsletter/send-plan";
import { formatDateTime } from "@/lib/format/dates";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { EmailActions } from "./email-actions";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { countOf } from "@/lib/format/french";

export const metadata: Metadata = { title: "E-mails envoyés", robots: { index: false } };

function filtersFrom(params: SearchParams): OutboxFilters {
  return {
    memberId: queryParam(params.membre) || undefined,
    state: queryParam(params.etat) || undefined,
    kind: queryParam(params.type) || undefined,
    page: Number.parseInt(queryParam(params.page) ?? "1", 10) || 1,
  };
}

function emailsUrl(filters: OutboxFilters): string {
  const params = new URLSearchParams();
  if (filters.memberId) params.set("membre", filters.memberId);
  if (filters.state) params.set("etat", filters.state);
  if (filters.kind) params.set("type", filters.kind);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/admin/emails${query ? `?${query}` : ""}`;
}

const stateStyles: Record<EmailState, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  unverified: "bg-orange-100 text-orange-900",
};

// /admin/emails – the last e-mails the site wrote (codes, receipts, notices, reminders,
// attestations), per member, with their state and the provider's message: "I never got my
// receipt" is answered here. Administrators only (the admin layout); in the outbox 30 days.
export default async function EmailsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdmin();
  const filters = filtersFrom(await searchParams);
  const [outbox, quota] = await Promise.all([
    listOutboxEmails(admin, filters),
    getDailyQuota(admin),
  ]);
  const waiting = outbox.counts.pending + outbox.counts.sending;
  const now = new Date();
  const filteredMember = filters.memberId
    ? outbox.entries.find((entry) => entry.member?.id === filters.memberId)?.member
    : undefined;
  const needAttention = outbox.counts.failed + outbox.counts.unverified;
  return (
    <>
      <AdminNav current="emails" />
      <PageHeader
        title="E-mails envoyés"
        subtitle="Codes, reçus, avis, rappels et attestations des 30 derniers jours&nbsp;: leur état et la réponse du fournisseur."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-slate-700">
          {outbox.counts.pending + outbox.counts.sending} en attente ·{" "}
          {countOf(outbox.counts.sent, "envoyé", "envoyés")} ·{" "}
          {needAttention > 0 ? (
            <>
              <Link
                prefetch={false}
                href={emailsUrl({ state: "failed" })}
                className="font-semibold text-red-800 hover:underline"
              >
                {outbox.counts.failed} en échec
              </Link>{" "}
              ·{" "}
              <Link
                prefetch={false}
                href={emailsUrl({ state: "unverified" })}
                className="font-semibold text-orange-900 hover:underline"
              >
                {outbox.counts.unverified} à vérifier
              </Link>
            </>
          ) : (
            "aucun en échec"
          )}
        </p>
        {waiting > 0 && (
          <p className="mt-2 text-slate-700">
            {quota.sentToday >= quota.limit ? (
              <>
                Pourquoi ils attendent&nbsp;: le quota du jour est atteint ({quota.sentToday} sur{" "}
                {quota.limit} e-mails permis par le fournisseur). Les codes de connexion partent
                quand même&nbsp;; les autres partent à partir de {parisMoment(quota.nextDay, now)},
                au plus tard avec la tâche quotidienne{" "}
                {parisMoment(nextRunAfter(quota.nextDay), now)}.
              </>
            ) : (
              <>
                Quota du jour&nbsp;: {quota.sentToday} sur {quota.limit} e-mails. Chaque e-mail en
                attente part au prochain envoi du site, au plus tard avec la tâche quotidienne{" "}
                {parisMoment(nextRunAfter(now), now)}&nbsp;; un e-mail refusé est réessayé à l’heure
                indiquée sur sa ligne.
              </>
            )}
          </p>
        )}
        <LogFilterForm
          action="/admin/emails"
          label="Filtrer les e-mails"
          memberId={filters.memberId}
          filtered={Boolean(filters.memberId || filters.state || filters.kind)}
          className="mt-6"
        >
          <FilterSelect
            id="type"
            label="Type"
            value={filters.kind ?? ""}
            allLabel="Tous"
            options={EMAIL_KINDS.map((kind) => ({ value: kind, label: emailKinds[kind].label }))}
          />
          <FilterSelect
            id="etat"
            label="État"
            value={filters.state ?? ""}
            allLabel="Tous"
            options={EMAIL_STATES.map((state) => ({
              value: state,
              label: emailStateLabels[state],
            }))}
          />
        </LogFilterForm>
        {filters.memberId && (
          <MemberFilterNote
            name={filteredMember?.name}
            allMembersHref={emailsUrl({ ...filters, memberId: undefined, page: 1 })}
          />
        )}
        <p role="status" className="mt-6 text-sm text-slate-600">
          {countOf(outbox.total, "e-mail", "e-mails")}
        </p>
        {outbox.entries.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
            Aucun e-mail ne correspond à ces critères.
          </p>
        ) : (
          <Table
            caption="E-mails du site, les plus récents d’abord"
            minWidth="sm:min-w-[56rem]"
            className="mt-4"
          >
            <TableHead>
              <Th>Écrit le</Th>
              <Th>Destinataire</Th>
              <Th>Type et objet</Th>
              <Th>État</Th>
              <Th>Essais</Th>
              <Th>Message du fournisseur</Th>
            </TableHead>
            <TableBody>
              {outbox.entries.map((entry) => (
                <Tr key={entry.id}>
                  <Td label="Écrit le" className="whitespace-nowrap">
                    {formatDateTime(entry.createdAt)}
                  </Td>
                  <Td label="Destinataire">
                    <span className="flex flex-col">
                      <span className="break-all">{entry.recipient}</span>
                      {entry.member && (
                        <MemberLinks
                          member={entry.member}
                          filterHref={emailsUrl({ ...filters, memberId: entry.member.id, page: 1 })}
                        />
                      )}
                    </span>
                  </Td>
                  <Td label="Type et objet">
                    <span className="font-semibold">{emailKinds[entry.kind].label}</span>
                    <span className="block text-slate-600">{entry.subject}</span>
                  </Td>
                  <Td label="État">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateStyles[entry.state]}`}
                    >
                      {entry.state === "pending" && entry.attempts > 0
                        ? "Nouvel essai prévu"
                        : emailStateLabels[entry.state]}
                    </span>
                    <span className="mt-1 block text-xs text-slate-600">
                      {entry.state === "sent" && entry.sentAt
                        ? `le ${formatDateTime(entry.sentAt)}`
                        : entry.state === "pending" && entry.attempts > 0
                          ? `vers ${formatDateTime(entry.notBefore)}`
                          : ""}
                    </span>
                  </Td>
                  <Td label="Essais">{entry.attempts}</Td>
                  <Td label="Message du fournisseur">
                    {entry.lastError ? (
                      <span className="break-words text-slate-700">{entry.lastError}</span>
                    ) : entry.providerMessageId ? (
                      <span className="text-xs text-slate-600">
                        Identifiant : {entry.providerMessageId}
                      </span>
                    ) : (
                      "—"
                    )}
                    {(entry.state === "unverified" ||
                      (entry.state === "failed" && !emailKinds[entry.kind].carriesCode)) && (
                      <div className="mt-2">
                        <EmailActions
                          id={entry.id}
                          recipient={entry.recipient}
                          unverified={entry.state === "unverified"}
                          resendable={!emailKinds[entry.kind].carriesCode}
                        />
                      </div>
                    )}
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        )}
        <Pager
          label="Pages des e-mails"
          page={outbox.page}
          pageCount={outbox.pageCount}
          hrefFor={(page) => emailsUrl({ ...filters, page })}
          previousLabel="Plus récents"
          nextLabel="Plus anciens"
        />
      </div>
    </>
  );
}
