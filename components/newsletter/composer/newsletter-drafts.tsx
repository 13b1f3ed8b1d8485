"use client";

import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/dates";
import type { NewsletterDraft } from "@/lib/newsletter/drafts";

// Letters saved on the server by any administrator: who changed each last and when; « Reprendre »
// puts one in the form, « Supprimer » discards it.

export function NewsletterDrafts({
  drafts,
  currentId,
  busy,
  onTakeUp,
  onDiscard,
}: {
  drafts: NewsletterDraft[];
  /** The draft the form holds now. */
  currentId: string | null;
  busy: boolean;
  onTakeUp: (draft: NewsletterDraft) => void;
  onDiscard: (draft: NewsletterDraft) => void;
}) {
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="brouillons-newsletter"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="brouillons-newsletter" className="text-lg font-semibold text-amber-950">
        {drafts.length === 1 ? "1 brouillon enregistré" : `${drafts.length} brouillons enregistrés`}
      </h2>
      <ul className="mt-3 grid gap-3">
        {drafts.map((draft) => (
          <li key={draft.id} className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">
                {draft.title}
                {draft.id === currentId && (
                  <span className="font-normal text-slate-700"> (dans le formulaire)</span>
                )}
              </span>
              <span className="block text-sm text-slate-700">
                Modifié {draft.updatedByName ? `par ${draft.updatedByName} ` : ""}le{" "}
                {formatDateTime(draft.updatedAt)}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={busy}
              onClick={() => onTakeUp(draft)}
              aria-label={`Reprendre le brouillon «\u00a0${draft.title}\u00a0»`}
            >
              Reprendre
            </button>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={busy}
              onClick={() => onDiscard(draft)}
              aria-label={`Supprimer le brouillon «\u00a0${draft.title}\u00a0»`}
            >
              Supprimer
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
