"use client";

import type { JSONContent } from "@tiptap/react";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { saveFaqAction, deleteFaqAction } from "./actions";
import { ContentEditorForm, useContentSave } from "@/components/admin-content/content-form";
import { DeleteButton } from "@/components/admin-content/delete-button";
import { EditButton } from "@/components/admin-content/edit-button";
import { DraftOffer, useLocalDraft } from "@/components/admin-content/use-local-draft";
import { TagsInput } from "@/components/admin-content/tags-input";
import { LazyRichTextEditor as RichTextEditor } from "@/components/editor/lazy-rich-text-editor";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { FaqBrowser } from "@/components/faq/faq-browser";
import type { FaqEntry } from "@/components/faq/faq-filter";

// The FAQ for administrators (spec §2): the members' view plus a new-question button, edit and
// delete icons on each entry, and the editor (question, tags, answer) above the list. Loaded
// only for administrators (their own route, lib/admin-views): no other page carries any of it.

export type EditableFaq = { id: string; question: string; tags: string[]; answer: JSONContent };
type Draft = {
  id?: string;
  question: string;
  tags: string;
  answer: JSONContent | null;
  hasAnswer: boolean;
};

export function FaqAdmin({
  viewerId,
  entries,
  tags,
  editable,
}: {
  /** The logged-in administrator, as the server rendered the page (their local drafts). */
  viewerId: string;
  entries: FaqEntry[];
  tags: string[];
  editable: EditableFaq[];
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const open = (faq?: EditableFaq) =>
    setDraft(
      faq
        ? {
            id: faq.id,
            question: faq.question,
            tags: faq.tags.join(", "),
            answer: faq.answer,
            hasAnswer: tiptapHasText(faq.answer),
          }
        : { question: "", tags: "", answer: null, hasAnswer: false },
    );
  return (
    <div className="grid gap-6">
      {draft ? (
        <FaqEditor
          key={draft.id ?? "nouvelle"}
          viewerId={viewerId}
          draft={draft}
          onClose={() => setDraft(null)}
        />
      ) : (
        <div>
          <button type="button" onClick={() => open()} className={buttonClass()}>
            <Plus aria-hidden="true" className="size-5" />
            Nouvelle question
          </button>
        </div>
      )}
      <FaqBrowser
        entries={entries}
        tags={tags}
        entryActions={
          draft
            ? undefined
            : (entry) => {
                const faq = editable.find((item) => item.id === entry.id);
                return (
                  <>
                    {faq && (
                      <EditButton
                        itemName={entry.question}
                        verb="Modifier"
                        onClick={() => open(faq)}
                      />
                    )}
                    <DeleteButton
                      id={entry.id}
                      label={`Supprimer «\u00a0${entry.question}\u00a0»`}
                      itemName={entry.question}
                      confirmMessage="Êtes-vous sûr de vouloir supprimer cette FAQ&nbsp;?"
                      remove={deleteFaqAction}
                    />
                  </>
                );
              }
        }
      />
    </div>
  );
}

function FaqEditor({
  viewerId,
  draft: initial,
  onClose,
}: {
  viewerId: string;
  draft: Draft;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [initialText] = useState(() => JSON.stringify(initial));
  const [saved, setSaved] = useState(false);
  // Unsaved text kept as a local draft, offered back on the next opening.
  const localDraft = useLocalDraft({
    userId: viewerId,
    form: `faq:${initial.id ?? "nouvelle"}`,
    value: draft,
    isDirty: !saved && JSON.stringify(draft) !== initialText,
    onRestore: (value) => setDraft({ ...value, id: initial.id }),
  });
  const router = useRouter();
  const questionId = useId();
  const canSave = draft.question.trim().length > 0 && draft.hasAnswer;
  const save = useContentSave({
    canSave,
    save: () =>
      saveFaqAction(null, {
        id: draft.id,
        question: draft.question,
        tags: draft.tags,
        answer: draft.answer,
      }),
    onSaved: () => {
      localDraft.clear();
      setSaved(true);
      onClose();
      router.refresh();
    },
  });

  return (
    <ContentEditorForm
      title={draft.id ? "Modifier la question" : "Nouvelle question"}
      save={save}
      canSave={canSave}
      busyReason={null}
      onCancel={onClose}
      notice={
        <DraftOffer
          offer={localDraft.offer}
          onRestore={localDraft.restore}
          onDiscard={localDraft.discard}
        />
      }
      className="p-5"
    >
      <div>
        <label htmlFor={questionId} className="font-semibold text-slate-900">
          Question <span aria-hidden="true">*</span>
        </label>
        <input
          id={questionId}
          type="text"
          value={draft.question}
          onChange={(event) => setDraft({ ...draft, question: event.target.value })}
          className={inputClass}
        />
      </div>
      <TagsInput value={draft.tags} onChange={(tags) => setDraft({ ...draft, tags })} />
      <RichTextEditor
        label="Réponse *"
        value={draft.answer}
        onChange={(answer, change) =>
          setDraft((current) => ({ ...current, answer, hasAnswer: change.hasText }))
        }
      />
    </ContentEditorForm>
  );
}
