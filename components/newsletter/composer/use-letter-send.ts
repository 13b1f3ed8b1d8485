"use client";

import { useEffect, useRef, useState } from "react";
import { useContentSave } from "@/components/admin-content/content-form";
import { isSessionExpired, SESSION_EXPIRED_MESSAGE } from "@/components/auth/session-recovery";
import type { ActionState } from "@/lib/actions/state";
import { composerRequest, type ComposerFormOutput } from "@/lib/newsletter/composer-schema";
import { composerErrors, queueSuccessMessage } from "@/lib/newsletter/messages";
import type { LetterForm } from "./use-letter";
import type { NewsletterApi, QueueOutcome, RecipientFigures } from "./use-newsletter-api";

// The way to a send (spec §8, §9): « Aperçu » renders the letter with its recipients' count;
// « Envoyer » counts them and asks to confirm « Envoyer « … » à 127 destinataires ? »; the
// confirmation queues the letter for that count (a count changed meanwhile is refused with its
// message) and sends the first batch. Nothing is called before the letter passes the server's
// rules. The focus goes back to what opened the preview or the confirmation when they close.

export type Message = { kind: "error" | "success" | "info"; text: string } | null;

export const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function useLetterSend({
  form,
  api,
  say,
  sessionEnded,
  onSent,
}: {
  form: LetterForm;
  api: NewsletterApi;
  /** The composer's message above the form (null: none). */
  say: (message: Message) => void;
  /** An ended session: true when the re-login is offered, `again` running once logged in. */
  sessionEnded: (error: unknown, again: () => void) => boolean;
  /** After the letter is queued (its success is on the screen's status line). */
  onSent: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  /** The recipients' count of the preview and of the confirmation, with today's share. */
  const [figures, setFigures] = useState<RecipientFigures | null>(null);
  const [confirming, setConfirming] = useState(false);

  /** The control that opened the preview or the confirmation: the focus goes back to it. */
  const opener = useRef<HTMLElement | null>(null);
  function rememberOpener() {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !active.closest("dialog")) opener.current = active;
  }
  function focusOpener() {
    // After React has re-enabled it (it is disabled while the count loads).
    requestAnimationFrame(() => opener.current?.focus());
  }

  const request = (values: ComposerFormOutput) => composerRequest(values, api.data.publications);

  /** Runs `then` with the checked letter, or says what is missing (before any call). */
  async function withLetter(
    then: (values: ComposerFormOutput) => Promise<void>,
    again: () => void,
    fallback: string,
  ) {
    const checked = form.check();
    if (!checked.ok) return say({ kind: "error", text: checked.message });
    rememberOpener();
    setBusy(true);
    say(null);
    try {
      await then(checked.values);
    } catch (error) {
      if (sessionEnded(error, again)) return;
      say({ kind: "error", text: errorText(error, fallback) });
    } finally {
      setBusy(false);
    }
  }

  const preview = () =>
    withLetter(
      async (values) => {
        const [body] = await Promise.all([
          api.preview(request(values)),
          api.countRecipients(request(values).audience).then(setFigures),
        ]);
        setPreviewHtml(body.previewHtml);
      },
      () => void latest.current.preview(),
      composerErrors.preview,
    );

  /** « Envoyer »: counts the recipients, then asks to confirm with that count. */
  const ask = () =>
    withLetter(
      async (values) => {
        setFigures(await api.countRecipients(request(values).audience));
        setPreviewHtml(null);
        setConfirming(true);
      },
      () => void latest.current.ask(),
      composerErrors.queue,
    );

  // A retry after a re-login reads the letter and the publications listed then.
  const latest = useRef({ preview, ask });
  useEffect(() => {
    latest.current = { preview, ask };
  });

  // The send itself, as the editors save: a re-login sends it again, for the count confirmed.
  const queue = useContentSave({
    canSave: true,
    failureText: (error) => error,
    save: async (): Promise<ActionState<QueueOutcome>> => {
      const checked = form.check();
      const failed = (error: string, expired?: true): ActionState<QueueOutcome> => {
        say(null);
        return { ok: false, error, fieldErrors: {}, ...(expired && { sessionExpired: expired }) };
      };
      if (!checked.ok) return failed(checked.message);
      try {
        const outcome = await api.queue(request(checked.values), figures?.count ?? null);
        return { ok: true, message: queueSuccessMessage(outcome), data: outcome };
      } catch (error) {
        if (isSessionExpired(error)) return failed(SESSION_EXPIRED_MESSAGE, true);
        // The progress shown is no longer to be trusted: reset it (spec §8).
        api.forgetQueueStatus();
        setPreviewHtml(null);
        return failed(errorText(error, composerErrors.queue));
      }
    },
    onSaved: () => {
      say(null);
      setPreviewHtml(null);
      void onSent();
    },
  });

  return {
    busy: busy || queue.pending,
    previewHtml,
    figures,
    confirming,
    error: queue.error,
    clearError: queue.clearError,
    sessionDialog: queue.sessionDialog,
    preview: () => void preview(),
    ask: () => void ask(),
    closePreview() {
      setPreviewHtml(null);
      focusOpener();
    },
    cancel() {
      setConfirming(false);
      focusOpener();
    },
    confirm() {
      setConfirming(false);
      say({ kind: "info", text: "Envoi en cours…" });
      queue.run();
    },
  };
}
