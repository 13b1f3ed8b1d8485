import type { Metadata } from "next";
import { siteOpenGraph } from "@/lib/page-metadata";
import { Rss } from "lucide-react";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { subscribeToNewsletter } from "../newsletter/actions";
import { PublicationCard } from "@/components/publications/publication-card";
import { SearchForm } from "@/components/publications/search-form";
import { TagPanel } from "@/components/publications/tag-panel";
import { PageHeader } from "@/components/site/page-header";
import type { PublicationType } from "@/lib/db/schema";
import { yearGroup } from "@/lib/format/dates";
import { LIST_EXCERPT_LENGTH, listHeadings, listMessages } from "@/lib/publications/labels";
import { listUrl, rssPath, type ListState } from "@/lib/urls";
import type { PublicationCard as Card, PublicationList } from "@/lib/publications/queries";
import { countOf } from "@/lib/format/french";

export function listMetadata(type: PublicationType, page = 1): Metadata {
  const heading = listHeadings[type];
  const url = listUrl({ type, page });
  return {
    title: page > 1 ? `${heading.title} – page ${page}` : heading.title,
    description: heading.subtitle,
    alternates: {
      canonical: url,
      types: { "application/rss+xml": [{ url: rssPath(type), title: `${heading.title} – SRH` }] },
    },
    openGraph: siteOpenGraph({ title: heading.title, description: heading.subtitle, url }),
  };
}

/** Items grouped by year, newest year first; '????' for an invalid year (spec §2, §5). */
function groupByYear(items: Card[]): { year: string; items: Card[] }[] {
  const groups = new Map<string, Card[]>();
  for (const item of items) {
    const year = yearGroup(item.pubdate);
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "????" ? 1 : b === "????" ? -1 : Number(b) - Number(a)))
    .map(([year, grouped]) => ({ year, items: grouped }));
}

export function PublicationListView({ state, list }: { state: ListState; list: PublicationList }) {
  const heading = listHeadings[state.type];
  const isFiltered = Boolean(state.query) || (state.tags ?? []).length > 0;
  const emptyMessage = !isFiltered
    ? listMessages.empty
    : (state.tags ?? []).length > 0
      ? listMessages.noTagMatch
      : listMessages.noSearchMatch;
  return (
    <>
      <PageHeader title={heading.title} subtitle={heading.subtitle}>
        <a
          href={rssPath(state.type)}
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          Flux RSS
        </a>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <SearchForm state={state} />
          <TagPanel state={state} tags={list.tags} />
        </div>
        <p role="status" className="mt-6 text-sm text-slate-600">
          {list.total > 0 ? countOf(list.total, "élément", "éléments") : ""}
        </p>
        {list.items.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
            {emptyMessage}
          </p>
        ) : (
          groupByYear(list.items).map((group, groupIndex) => (
            <section key={group.year} aria-labelledby={`annee-${group.year}`} className="mt-8">
              <h2
                id={`annee-${group.year}`}
                className="border-b border-slate-200 pb-2 text-2xl font-bold text-brand-900"
              >
                {group.year}
              </h2>
              <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {group.items.map((card, index) => (
                  <PublicationCard
                    key={card.id}
                    card={card}
                    excerptLength={LIST_EXCERPT_LENGTH}
                    isAboveTheFold={groupIndex === 0 && index === 0}
                  />
                ))}
              </div>
            </section>
          ))
        )}
        {list.pageCount > 1 && (
          <Pagination state={state} page={list.page} pageCount={list.pageCount} />
        )}
      </div>
      <section aria-labelledby="restez-informe" className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center">
          <h2 id="restez-informe" className="text-2xl font-bold text-brand-900">
            Restez informé
          </h2>
          <p className="mt-2 text-slate-700">{heading.informedSentence}</p>
          <SubscribeForm
            action={subscribeToNewsletter}
            permalink={`${listUrl(state)}#restez-informe`}
            className="mx-auto mt-6 max-w-xl text-left"
          />
        </div>
      </section>
    </>
  );
}

function Pagination({
  state,
  page,
  pageCount,
}: {
  state: ListState;
  page: number;
  pageCount: number;
}) {
  const linkClass =
    "rounded-md border border-slate-300 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50";
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <a href={listUrl({ ...state, page: page - 1 })} className={linkClass} rel="prev">
          ← Page précédente
        </a>
      )}
      <span className="text-sm text-slate-600">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount && (
        <a href={listUrl({ ...state, page: page + 1 })} className={linkClass} rel="next">
          Page suivante →
        </a>
      )}
    </nav>
  );
}
