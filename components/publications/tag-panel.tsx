import Link from "next/link";
import { Check, X } from "lucide-react";
import { toggleTagUrl } from "@/lib/publications/list-url";
import { listUrl, type ListState } from "@/lib/urls";
import { LinkPendingHint } from "./pending-hints";
import { toggleChipClass } from "@/components/ui/toggle-chip";
import { countOf } from "@/lib/format/french";

/** « Mots-clés (N sélectionnés) »: links that toggle a tag, so that filters live in the URL. */
export function TagPanel({ state, tags }: { state: ListState; tags: string[] }) {
  const selected = state.tags ?? [];
  const hasFilters = selected.length > 0 || Boolean(state.query);
  return (
    <section
      aria-labelledby="tags-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tags-heading" className="font-semibold text-slate-900">
          Mots-clés ({countOf(selected.length, "sélectionné", "sélectionnés")})
        </h2>
        {hasFilters && (
          <Link
            href={listUrl({ type: state.type })}
            scroll={false}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <X aria-hidden="true" className="size-4" />
            Effacer tous les filtres
            <LinkPendingHint />
          </Link>
        )}
      </div>
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => {
            const isSelected = selected.includes(tag);
            return (
              <li key={tag}>
                <Link
                  href={toggleTagUrl(state, tag)}
                  scroll={false}
                  prefetch={false}
                  className={toggleChipClass(isSelected)}
                >
                  {isSelected && <Check aria-hidden="true" className="size-3.5" />}
                  {tag}
                  {isSelected && (
                    <span className="sr-only"> (sélectionné, cliquer pour retirer)</span>
                  )}
                  <LinkPendingHint />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
