"use client";

import type { JSONContent } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocalDraft } from "@/components/admin-content/use-local-draft";
import type { FieldErrors } from "@/lib/actions/state";
import type { MembershipStateKind } from "@/lib/membership/state";
import { composerFormSchema, type ComposerFormOutput } from "@/lib/newsletter/composer-schema";
import { MISSING_TITLE_OR_CONTENT } from "@/lib/newsletter/messages";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { fieldErrorsOf } from "@/lib/validation/issues";

// The letter being written: its values, its local copy in this browser (the crash net), and the
// check of the server's rules (lib/newsletter/composer-schema.ts) before any call.

export type Audience = { membersOnly: boolean; states: MembershipStateKind[]; tiers: string[] };

export type Letter = {
  title: string;
  content: JSONContent | null;
  selectedPublicationIds: string[];
  audience: Audience;
};

export type LetterCheck = { ok: true; values: ComposerFormOutput } | { ok: false; message: string };

export const EVERYONE: Audience = { membersOnly: false, states: [], tiers: [] };

export function useLetter({
  viewerId,
  publicationIds,
}: {
  viewerId: string;
  /** First load: every listed publication is chosen (spec §4). */
  publicationIds: string[];
}) {
  const [letter, setLetter] = useState<Letter>(() => ({
    title: "",
    content: null,
    selectedPublicationIds: publicationIds,
    audience: EVERYONE,
  }));
  /** The fields the last check refused, with their messages. */
  const [invalid, setInvalid] = useState<FieldErrors>({});
  // A retry after a re-login checks what the form holds then, not what it held when it failed.
  const latest = useRef(letter);
  useEffect(() => {
    latest.current = letter;
  });

  function change<K extends keyof Letter>(name: K, value: Letter[K]) {
    setLetter((current) => ({ ...current, [name]: value }));
    setInvalid((current) => {
      if (!current[name]) return current;
      const { [name]: _, ...others } = current;
      return others;
    });
  }

  function replace(next: Letter) {
    setLetter(next);
    setInvalid({});
  }

  // The title and text are kept as a local draft, and leaving the page asks first.
  const { title, content } = letter;
  const draftValue = useMemo(() => ({ title, content }), [title, content]);
  const localDraft = useLocalDraft({
    userId: viewerId,
    form: "newsletter",
    value: draftValue,
    isDirty: title.trim().length > 0 || tiptapHasText(content),
    onRestore: (value) => setLetter((current) => ({ ...current, ...value })),
  });

  /** The letter checked with the server's rules, or the first refused field's message. */
  function check(): LetterCheck {
    const parsed = composerFormSchema.safeParse(latest.current);
    if (parsed.success) {
      setInvalid({});
      return { ok: true, values: parsed.data };
    }
    const errors = fieldErrorsOf(parsed.error);
    setInvalid(errors);
    return { ok: false, message: errors.title ?? errors.content ?? MISSING_TITLE_OR_CONTENT };
  }

  return {
    letter,
    /** The latest values, for a call that runs after a re-login. */
    current: () => latest.current,
    change,
    replace,
    invalid,
    check,
    localDraft,
    /** After a send: a blank letter for the next one, for the same audience. */
    clear: () =>
      replace({ ...latest.current, title: "", content: null, selectedPublicationIds: [] }),
  };
}

export type LetterForm = ReturnType<typeof useLetter>;
