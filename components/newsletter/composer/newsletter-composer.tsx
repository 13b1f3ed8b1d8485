"use client";

import { useEffect, useId, useRef, useState } from "react";
import { SaveError } from "@/components/admin-content/content-form";
import { DraftOffer } from "@/components/admin-content/use-local-draft";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { FormMessage } from "@/components/ui/field";
import type { MembershipStateKind } from "@/lib/membership/state";
import { composerErrors } from "@/lib/newsletter/messages";
import type { NewsletterDraft } from "@/lib/newsletter/drafts";
import type { NewsletterOverview } from "@/lib/newsletter/overview";
import { ComposerFields } from "./composer-form";
import { NewsletterDrafts, type DeleteDraft } from "./newsletter-drafts";
import { NewsletterHistory } from "./newsletter-history";
import { PreviewDialog } from "./preview-dialog";
import { QueueStatus } from "./queue-status";
import { SendConfirmation } from "./send-confirmation";
import { useLetter } from "./use-letter";
import { errorText, useLetterSend, type Message } from "./use-letter-send";
import { useNewsletterApi, type CountRecipients } from "./use-newsletter-api";
import { useServerDraft, type SaveDraft } from "./use-server-draft";

// The newsletter composer (spec §2, §4, §5, §8): the send in progress, the letter (./use-letter.ts,
// checked with the server's rules), its drafts (./use-server-draft.ts), its preview, confirmation
// and send (./use-letter-send.ts), and the history. The API calls are in ./use-newsletter-api.ts.

export function NewsletterComposer({
  viewerId,
  initial,
  tiers,
  states,
  countRecipients,
  drafts,
  saveDraft,
  deleteDraft,
}: {
  /** The logged-in administrator, as the server rendered the page (their local draft). */
  viewerId: string;
  /** Letters saved on the server by any administrator. */
  drafts: NewsletterDraft[];
  saveDraft: SaveDraft;
  deleteDraft: DeleteDraft;
  initial: NewsletterOverview;
  countRecipients: CountRecipients;
  tiers: { id: string; title: string }[];
  states: { id: MembershipStateKind; title: string }[];
}) {
  const [message, setMessage] = useState<Message>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const [resuming, setResuming] = useState(false);
  const recovery = useSessionRecovery();

  /** The composer speaks: its message replaces the last one, a failed save's included. */
  function say(next: Message) {
    setMessage(next);
    send.clearError();
    serverDraft.save.clearError();
  }
  /** An ended session: the letter stays as written, the person logs in again, then `again` runs. */
  function sessionEnded(error: unknown, again: () => void): boolean {
    if (!isSessionExpired(error)) return false;
    say({ kind: "error", text: SESSION_EXPIRED_MESSAGE });
    recovery.expired(again);
    return true;
  }

  const api = useNewsletterApi({
    initial,
    countRecipients,
    onLoadError: (text) => setMessage({ kind: "error", text }),
  });
  const form = useLetter({
    viewerId,
    publicationIds: initial.publications.map((publication) => publication.id),
  });
  const serverDraft = useServerDraft({ form, saveDraft, deleteDraft });
  const send = useLetterSend({
    form,
    api,
    say,
    sessionEnded,
    onSent: async () => {
      form.localDraft.clear();
      form.clear();
      await serverDraft.sent();
      await api.refresh();
    },
  });
  const busy = send.busy || serverDraft.save.pending || resuming;

  // A result or an error is brought into view and takes the focus, at any width.
  useEffect(() => {
    if (message && message.kind !== "info") {
      messageRef.current?.scrollIntoView({ block: "nearest" });
      messageRef.current?.focus();
    }
  }, [message]);

  async function resume() {
    setResuming(true);
    say({ kind: "info", text: "Reprise de l’envoi interrompu…" });
    try {
      const outcome = await api.resume();
      const plural = outcome.resumed > 1 ? "s" : "";
      say(
        outcome.rateLimited || outcome.resumed === 0
          ? {
              kind: "error",
              text: "L’envoi interrompu n’a pas pu être repris pour le moment\u00a0; il sera réessayé automatiquement.",
            }
          : {
              kind: "success",
              text: `Envoi repris\u00a0: ${outcome.resumed} e-mail${plural} envoyé${plural}.`,
            },
      );
      await api.refresh();
    } catch (error) {
      if (sessionEnded(error, () => void resume())) return;
      say({ kind: "error", text: errorText(error, composerErrors.queue) });
    } finally {
      setResuming(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {recovery.dialog}
      {send.sessionDialog}
      {serverDraft.save.sessionDialog}
      <QueueStatus
        debugMode={api.data.debugMode}
        status={api.data.queueStatus}
        busy={busy}
        onResume={() => void resume()}
      />

      <DraftOffer
        offer={form.localDraft.offer}
        onRestore={form.localDraft.restore}
        onDiscard={form.localDraft.discard}
      />
      <div
        ref={messageRef}
        id={messageId}
        tabIndex={-1}
        aria-live="polite"
        className="outline-none"
      >
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      </div>
      <SaveError error={send.error ?? serverDraft.save.error} />

      <NewsletterDrafts
        drafts={drafts}
        currentId={serverDraft.currentId}
        busy={busy}
        deleteDraft={deleteDraft}
        onTakeUp={(saved) => {
          serverDraft.takeUp(saved);
          say({ kind: "info", text: `Brouillon «\u00a0${saved.title}\u00a0» repris.` });
        }}
        onDiscarded={(saved) => serverDraft.discarded(saved.id)}
      />

      <ComposerFields
        form={form}
        messageId={messageId}
        publications={api.data.publications}
        states={states}
        tiers={tiers}
        busy={busy}
        onPreview={send.preview}
        onSaveDraft={() => {
          say(null);
          serverDraft.save.run();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          send.ask();
        }}
      />

      <PreviewDialog
        html={send.previewHtml}
        recipientCount={send.figures?.count ?? null}
        busy={busy}
        onClose={send.closePreview}
        onSend={send.ask}
      />
      <SendConfirmation
        open={send.confirming}
        title={form.letter.title}
        figures={send.figures}
        pending={busy}
        onConfirm={send.confirm}
        onCancel={send.cancel}
      />

      <NewsletterHistory
        history={api.data.history}
        onSettled={async (text) => {
          say({ kind: "success", text });
          await api.refresh();
        }}
      />
    </div>
  );
}
