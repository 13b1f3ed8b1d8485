"use client";

import {
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { buttonClass } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import type { ActionState } from "@/lib/actions/state";

// What the publication, FAQ and link editors share: sending through their server action with the
// §8 alert on failure, and the save / cancel buttons. Save stays disabled while a file is being
// uploaded, with the reason shown beside it, so that nothing is saved without its files.

export const UPLOAD_IN_PROGRESS = "Téléversement en cours…";

export function useContentSave({
  canSave,
  save,
  onSaved,
  leavesScreen = false,
  failureText = (error) => `Erreur lors de la sauvegarde\u00a0: ${error}`,
}: {
  canSave: boolean;
  /** onSaved navigates to another screen (the publication editor's list): the message follows. */
  leavesScreen?: boolean;
  save: () => Promise<ActionState<unknown>>;
  /** Receives what the action answered (a new item's id). */
  onSaved: (data: unknown) => void;
  /** How a refused save reads, from the action's message (a send is not a "sauvegarde"). */
  failureText?: (error: string) => string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const recovery = useSessionRecovery();
  // The retry after a re-login sends what the form holds then (the latest `save`).
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const run = () => {
    setError(null);
    startTransition(async () => {
      try {
        const state = await latestSave.current();
        if (isSessionExpired(state)) {
          setError(SESSION_EXPIRED_MESSAGE);
          return recovery.expired(run);
        }
        if (!state.ok) return setError(failureText(state.error));
        // "Publication enregistrée", "Question enregistrée.": on the admin's status line.
        if (state.message) announceAdminStatus(state.message, { nextScreen: leavesScreen });
        onSaved(state.data);
      } catch {
        setError("Erreur lors de la sauvegarde");
      }
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || pending) return;
    run();
  };
  return {
    submit,
    /** Saves without a submit event (a confirmation dialog's button); the caller checks canSave. */
    run,
    /** Hides the last error (another action of the screen now speaks). */
    clearError: () => setError(null),
    error,
    pending,
    sessionDialog: recovery.dialog,
  };
}

export function SaveButtons({
  canSave,
  pending,
  busyReason,
  onCancel,
  label = "Enregistrer",
  children,
  className = "",
}: {
  canSave: boolean;
  pending: boolean;
  /** The submit button's word: "Enregistrer", or "Publier" where a draft may be saved instead. */
  label?: string;
  /** More buttons between the submit and "Annuler" (the draft's). */
  children?: ReactNode;
  /** Why saving must wait (an upload under way), shown beside the button; null when it need not. */
  busyReason: string | null;
  onCancel: () => void;
  className?: string;
}) {
  const reasonId = useId();
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button
        type="submit"
        disabled={!canSave || pending || busyReason !== null}
        aria-describedby={busyReason ? reasonId : undefined}
        className={buttonClass()}
      >
        {pending ? "Enregistrement…" : label}
      </button>
      {children}
      <button type="button" onClick={onCancel} className={buttonClass({ variant: "secondary" })}>
        Annuler
      </button>
      {busyReason && (
        <p id={reasonId} role="status" className="text-sm text-slate-700">
          {busyReason}
        </p>
      )}
    </div>
  );
}

/** A save's error, brought into view and focused at any width (it was off-screen). */
export function SaveError({ error }: { error: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, [error]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}

/**
 * The frame of an inline content editor (the FAQ's question, a link): the form titled by its
 * heading, the save's error and the session dialog above the fields, the save / cancel buttons
 * below them. `notice` goes between the heading and the error (a local draft's offer).
 */
export function ContentEditorForm({
  title,
  save,
  canSave,
  busyReason,
  onCancel,
  notice,
  className = "",
  children,
}: {
  title: string;
  save: ReturnType<typeof useContentSave>;
  canSave: boolean;
  busyReason: string | null;
  onCancel: () => void;
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form
      onSubmit={save.submit}
      noValidate
      aria-labelledby={headingId}
      className={`grid gap-4 rounded-lg border border-brand-200 bg-white shadow-sm ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {notice}
      <SaveError error={save.error} />
      {save.sessionDialog}
      {children}
      <SaveButtons
        canSave={canSave}
        pending={save.pending}
        busyReason={busyReason}
        onCancel={onCancel}
      />
    </form>
  );
}
