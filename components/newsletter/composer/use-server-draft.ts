"use client";

import type { JSONContent } from "@tiptap/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useContentSave } from "@/components/admin-content/content-form";
import type { ActionState } from "@/lib/actions/state";
import { composerFormSchema } from "@/lib/newsletter/composer-schema";
import type { NewsletterDraft } from "@/lib/newsletter/drafts";
import { fieldErrorsOf } from "@/lib/validation/issues";
import type { Audience, LetterForm } from "./use-letter";

// « Enregistrer le brouillon »: the letter kept on the server for every administrator (the
// browser's local copy stays the crash net), « Reprendre » of a listed draft, and the draft
// discarded once its letter is sent.

export type SaveDraft = (
  previous: null,
  input: Record<string, unknown>,
) => Promise<ActionState<{ id: string }>>;

export const MISSING_DRAFT_TITLE = "Donnez un titre au brouillon avant de l’enregistrer.";

// The server's draft rules a browser can check (lib/newsletter/drafts.ts): a title is enough, the
// text may come later (the server checks the document itself).
const draftRules = composerFormSchema.pick({
  title: true,
  selectedPublicationIds: true,
  audience: true,
});

const refused = (error: string): ActionState<never> => ({ ok: false, error, fieldErrors: {} });

export function useServerDraft({
  form,
  saveDraft,
  deleteDraft,
}: {
  form: LetterForm;
  saveDraft: SaveDraft;
  deleteDraft: (previous: null, input: { id: string }) => Promise<ActionState<undefined>>;
}) {
  const router = useRouter();
  /** The server draft the form holds, if it was saved or taken up. */
  const [currentId, setCurrentId] = useState<string | null>(null);

  const save = useContentSave({
    canSave: true,
    failureText: (error) => error,
    save: async () => {
      const letter = form.current();
      if (!letter.title.trim()) return refused(MISSING_DRAFT_TITLE);
      const checked = draftRules.safeParse(letter);
      if (!checked.success) return refused(Object.values(fieldErrorsOf(checked.error))[0] ?? "");
      return saveDraft(null, {
        id: currentId ?? undefined,
        title: letter.title,
        content: letter.content,
        selectedPublicationIds: letter.selectedPublicationIds,
        audience: letter.audience,
      });
    },
    onSaved: (data) => {
      if (data && typeof data === "object" && "id" in data && typeof data.id === "string")
        setCurrentId(data.id);
      form.localDraft.clear();
      router.refresh();
    },
  });

  return {
    save,
    currentId,
    /** « Reprendre »: the saved letter replaces the form's. */
    takeUp(saved: NewsletterDraft) {
      form.replace({
        title: saved.title,
        // why: the server checked the document when it saved it (newsletterDraftSchema)
        content: (saved.content ?? null) as JSONContent | null,
        selectedPublicationIds: saved.selectedPublicationIds,
        // why: stored through audienceChoiceSchema, whose states are membership states
        audience: saved.audience as Audience,
      });
      setCurrentId(saved.id);
    },
    /** A draft discarded from the list: the form no longer holds a saved one. */
    discarded(id: string) {
      if (currentId === id) setCurrentId(null);
      router.refresh();
    },
    /** Its letter is sent: the draft goes. */
    async sent() {
      if (!currentId) return;
      await deleteDraft(null, { id: currentId });
      setCurrentId(null);
      router.refresh();
    },
  };
}
