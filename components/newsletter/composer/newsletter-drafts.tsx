"use client";

import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { formatDateTime } from "@/lib/format/dates";
import type { NewsletterDraft } from "@/lib/newsletter/drafts";

// Letters saved on the server by any administrator: who changed each last and when; « Reprendre »
// puts one in the form, « Supprimer » discards it (a form of its own, posting the page's action).

export type DeleteDraft = (
  previous: ActionState<undefined> | null,
  input: FormData | { id: string },
) => Promise<ActionState<undefined>>;

export function NewsletterDrafts({
  drafts,
  currentId,
  busy,
  deleteDraft,
  onTakeUp,
  onDiscarded,
}: {
  drafts: NewsletterDraft[];
  /** The draft the form holds now. */
  currentId: string | null;
  busy: boolean;
  deleteDraft: DeleteDraft;
  onTakeUp: (draft: NewsletterDraft) => void;
  /** After the server has discarded it (the page's list is read again). */
  onDiscarded: (draft: NewsletterDraft) => void;
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
          <DraftEntry
            key={draft.id}
            draft={draft}
            current={draft.id === currentId}
            busy={busy}
            deleteDraft={deleteDraft}
            onTakeUp={onTakeUp}
            onDiscarded={onDiscarded}
          />
        ))}
      </ul>
    </section>
  );
}

function DraftEntry({
  draft,
  current,
  busy,
  deleteDraft,
  onTakeUp,
  onDiscarded,
}: {
  draft: NewsletterDraft;
  current: boolean;
  busy: boolean;
  deleteDraft: DeleteDraft;
  onTakeUp: (draft: NewsletterDraft) => void;
  onDiscarded: (draft: NewsletterDraft) => void;
}) {
  const discard = useActionForm({
    action: deleteDraft,
    // On the screen's status line: this entry leaves the list.
    onSuccess: () => {
      announceAdminStatus(`Brouillon «\u00a0${draft.title}\u00a0» supprimé.`);
      onDiscarded(draft);
    },
  });
  const state = discard.state;
  return (
    <li className="flex flex-wrap items-center gap-3">
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">
          {draft.title}
          {current && <span className="font-normal text-slate-700"> (dans le formulaire)</span>}
        </span>
        <span className="block text-sm text-slate-700">
          Modifié {draft.updatedByName ? `par ${draft.updatedByName} ` : ""}le{" "}
          {formatDateTime(draft.updatedAt)}
        </span>
      </span>
      <button
        type="button"
        className={buttonClass({ variant: "secondary" })}
        disabled={busy || discard.pending}
        onClick={() => onTakeUp(draft)}
        aria-label={`Reprendre le brouillon «\u00a0${draft.title}\u00a0»`}
      >
        Reprendre
      </button>
      <form {...discard.formProps}>
        <input type="hidden" name="id" value={draft.id} />
        <button
          type="submit"
          className={buttonClass({ variant: "secondary" })}
          disabled={busy || discard.pending}
          aria-label={`Supprimer le brouillon «\u00a0${draft.title}\u00a0»`}
        >
          Supprimer
        </button>
      </form>
      <div aria-live="polite" className="basis-full empty:hidden">
        {state && !state.ok && <FormMessage kind="error">{state.error}</FormMessage>}
      </div>
    </li>
  );
}
