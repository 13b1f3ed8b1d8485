"use client";

import { Check, ChevronDown, Search, X } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { RichContent } from "@/components/publications/rich-content";
import { toggleTag } from "@/lib/tags";
import { filterFaqs, type FaqEntry } from "./faq-filter";
import { toggleChipClass } from "@/components/ui/toggle-chip";
import { countOf } from "@/lib/format/french";

export const faqMessages = {
  noMatch: "Aucune question ne correspond à votre recherche.",
  empty: "Aucune question pour le moment.",
} as const;

/**
 * The members' FAQ (spec §2, §5): search box, tag chips (every selected tag required), 'Effacer',
 * and an accordion of questions. Filters run in the browser over the list the server rendered.
 */
export function FaqBrowser({
  entries,
  tags,
  entryActions,
}: {
  entries: FaqEntry[];
  tags: string[];
  entryActions?: (entry: FaqEntry) => ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const visible = useMemo(() => filterFaqs(entries, query, selected), [entries, query, selected]);
  const ids = { search: useId(), tags: useId(), list: useId() };
  const hasFilters = query.trim().length > 0 || selected.length > 0;

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby={ids.tags}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div role="search" className="relative">
          <label htmlFor={ids.search} className="sr-only">
            Rechercher dans les questions et les réponses
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Rechercher une question…"
            className="block w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={ids.tags} className="font-semibold text-slate-900">
            Mots-clés ({countOf(selected.length, "sélectionné", "sélectionnés")})
          </h2>
          <button
            type="button"
            onClick={() => {
              setQuery("");
              setSelected([]);
            }}
            disabled={!hasFilters}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
          >
            <X aria-hidden="true" className="size-4" />
            Effacer
          </button>
        </div>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Filtrer par mot-clé">
            {tags.map((tag) => {
              const isSelected = selected.includes(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setSelected((current) => toggleTag(current, tag))}
                    className={toggleChipClass(isSelected)}
                  >
                    {isSelected && <Check aria-hidden="true" className="size-3.5" />}
                    {tag}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={ids.list}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={ids.list} className="text-2xl font-bold text-brand-900">
            Questions fréquentes
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {countOf(visible.length, "question", "questions")}
          </p>
        </div>
        {visible.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
            {entries.length === 0 ? faqMessages.empty : faqMessages.noMatch}
          </p>
        ) : (
          // Native disclosure widgets: keyboard and screen readers work without any script.
          <div className="mt-4 grid gap-3">
            {visible.map((entry) => (
              <div key={entry.id} className="grid gap-1">
                {entryActions && (
                  <div className="flex justify-end gap-1">{entryActions(entry)}</div>
                )}
                <details className="group rounded-lg border border-slate-200 bg-white shadow-sm">
                  <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg px-4 pt-4 pb-2 font-semibold text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                    <h3 className="flex-1">{entry.question}</h3>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  {entry.tags.length > 0 && (
                    <ul aria-label="Mots-clés" className="flex flex-wrap gap-1.5 px-4 pb-4">
                      {entry.tags.map((tag) => (
                        <li key={tag} className="tag-chip">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="border-t border-slate-100 px-4 pb-4 pt-3">
                    <RichContent html={entry.answerHtml} />
                  </div>
                </details>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
