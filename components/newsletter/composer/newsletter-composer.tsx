"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { DraftOffer, useLocalDraft } from "@/components/admin-content/use-local-draft";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import {
  composerFormSchema,
  composerRequest,
  type ComposerFormOutput,
  type ComposerFormValues,
} from "@/lib/newsletter/composer-schema";
import {
  composerErrors,
  MISSING_TITLE_OR_CONTENT,
  queueSuccessMessage,
  recipientsText,
} from "@/lib/newsletter/messages";
import type { NewsletterOverview } from "@/lib/newsletter/overview";
import type { MembershipStateKind } from "@/lib/membership/state";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { ComposerFields } from "./composer-form";
import { NewsletterDrafts } from "./newsletter-drafts";
import type { ActionState } from "@/lib/actions/state";
import type { NewsletterDraft } from "@/lib/newsletter/drafts";
import { useRouter } from "next/navigation";
import { NewsletterHistory } from "./newsletter-history";
import { PreviewDialog } from "./preview-dialog";
import { QueueStatus } from "./queue-status";
import {
  useNewsletterApi,
  type CountRecipients,
  type RecipientFigures,
} from "./use-newsletter-api";
import { sendPlan, sendPlanText } from "@/lib/newsletter/send-plan";

// The newsletter composer (spec §2, §4, §5, §8): the send in progress, the letter (a form checked
// with the server's rules), its preview and confirmation, and the history. The calls are in
// ./use-newsletter-api.ts.

type Message = { kind: "error" | "success" | "info"; text: string } | null;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;

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
  saveDraft: (
    previous: null,
    input: Record<string, unknown>,
  ) => Promise<ActionState<{ id: string }>>;
  deleteDraft: (previous: null, input: { id: string }) => Promise<ActionState<undefined>>;
  initial: NewsletterOverview;
  countRecipients: CountRecipients;
  tiers: { id: string; title: string }[];
  states: { id: MembershipStateKind; title: string }[];
}) {
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  /** The recipients' count of the preview and of the confirmation, with today's share. */
  const [figures, setFigures] = useState<RecipientFigures | null>(null);
  const recipientCount = figures?.count ?? null;
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
  const [confirming, setConfirming] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const recovery = useSessionRecovery();
  const router = useRouter();
  /** The server draft the form holds, if it was saved or taken up. */
  const [serverDraftId, setServerDraftId] = useState<string | null>(null);
  /** An ended session: the letter stays as written, the person logs in again, then `again` runs. */
  function sessionEnded(error: unknown, again: () => void): boolean {
    if (!isSessionExpired(error)) return false;
    setMessage({ kind: "error", text: SESSION_EXPIRED_MESSAGE });
    recovery.expired(again);
    return true;
  }
  const api = useNewsletterApi({
    initial,
    countRecipients,
    onLoadError: (text) => setMessage({ kind: "error", text }),
  });
  const form = useForm<ComposerFormValues, unknown, ComposerFormOutput>({
    resolver: zodResolver(composerFormSchema),
    // The message above the form takes the focus instead.
    shouldFocusError: false,
    defaultValues: {
      title: "",
      content: null,
      // First load: every listed publication is chosen (spec §4).
      selectedPublicationIds: initial.publications.map((p) => p.id),
      audience: { membersOnly: false, states: [], tiers: [] },
    },
  });
  const [title = "", content = null] = useWatch({
    control: form.control,
    name: ["title", "content"],
  });

  // The letter being written is kept as a local draft and guarded against leaving.
  const draftValue = useMemo(() => ({ title, content }), [title, content]);
  const draft = useLocalDraft({
    userId: viewerId,
    form: "newsletter",
    value: draftValue,
    isDirty: title.trim().length > 0 || tiptapHasText(content),
    onRestore: (value) => {
      form.setValue("title", value.title);
      form.setValue("content", value.content);
    },
  });
  // A result or an error is brought into view and takes the focus, at any width.
  useEffect(() => {
    if (message && message.kind !== "info") {
      messageRef.current?.scrollIntoView({ block: "nearest" });
      messageRef.current?.focus();
    }
  }, [message]);

  /** Runs `then` with the checked letter, or says what is missing (before any call). */
  const whenComplete = (then: (values: ComposerFormOutput) => Promise<void>) =>
    form.handleSubmit(then, (errors: FieldErrors<ComposerFormValues>) =>
      setMessage({
        kind: "error",
        text: errors.title?.message ?? errors.content?.message ?? MISSING_TITLE_OR_CONTENT,
      }),
    );
  const request = (values: ComposerFormOutput) => composerRequest(values, api.data.publications);

  async function loadRecipientCount(values: ComposerFormOutput): Promise<void> {
    setFigures(await api.countRecipients(request(values).audience));
  }

  /** "Envoyer": counts the recipients, then asks "Envoyer « … » à 127 destinataires maintenant ?". */
  async function askToSend(values: ComposerFormOutput) {
    rememberOpener();
    setBusy(true);
    setMessage(null);
    try {
      await loadRecipientCount(values);
      setPreviewHtml(null);
      setConfirming(true);
    } catch (error) {
      if (sessionEnded(error, () => void whenComplete(askToSend)())) return;
      setMessage({ kind: "error", text: errorText(error, composerErrors.queue) });
    } finally {
      setBusy(false);
    }
  }

  async function preview(values: ComposerFormOutput) {
    rememberOpener();
    setBusy(true);
    setMessage(null);
    try {
      const [body] = await Promise.all([api.preview(request(values)), loadRecipientCount(values)]);
      setPreviewHtml(body.previewHtml);
    } catch (error) {
      if (sessionEnded(error, () => void whenComplete(preview)())) return;
      setMessage({ kind: "error", text: errorText(error, composerErrors.preview) });
    } finally {
      setBusy(false);
    }
  }

  /**
   * The save path: queue the letter for the count the confirmation showed and send the first
   * batch (spec §9), then clear the form. A count changed meanwhile is refused with its message.
   */
  async function send(values: ComposerFormOutput) {
    setConfirming(false);
    setBusy(true);
    setMessage({ kind: "info", text: "Envoi en cours…" });
    try {
      const outcome = await api.queue(request(values), recipientCount);
      draft.clear();
      if (serverDraftId) {
        await deleteDraft(null, { id: serverDraftId });
        setServerDraftId(null);
        router.refresh();
      }
      setPreviewHtml(null);
      form.setValue("title", "");
      form.setValue("content", null);
      form.setValue("selectedPublicationIds", []);
      setMessage({ kind: "success", text: queueSuccessMessage(outcome) });
      await api.refresh();
    } catch (error) {
      // Sent again only after the count and the confirmation, once logged in.
      if (sessionEnded(error, () => void whenComplete(askToSend)())) return;
      // The progress shown is no longer to be trusted: reset it (spec §8).
      api.forgetQueueStatus();
      setPreviewHtml(null);
      setMessage({ kind: "error", text: errorText(error, composerErrors.queue) });
    } finally {
      setBusy(false);
    }
  }

  /** « Enregistrer le brouillon »: a title is enough; the text may come later. */
  async function saveServerDraft() {
    const values = form.getValues();
    if (!values.title?.trim()) {
      setMessage({ kind: "error", text: "Donnez un titre au brouillon avant de l’enregistrer." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const state = await saveDraft(null, {
        id: serverDraftId ?? undefined,
        title: values.title,
        content: values.content ?? null,
        selectedPublicationIds: values.selectedPublicationIds ?? [],
        audience: values.audience,
      });
      if (isSessionExpired(state)) {
        setMessage({ kind: "error", text: SESSION_EXPIRED_MESSAGE });
        recovery.expired(() => void saveServerDraft());
        return;
      }
      if (!state.ok) return setMessage({ kind: "error", text: state.error });
      setServerDraftId(state.data.id);
      draft.clear();
      setMessage({ kind: "success", text: state.message ?? "Brouillon enregistré." });
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  function takeUp(saved: NewsletterDraft) {
    form.setValue("title", saved.title);
    form.setValue("content", (saved.content ?? null) as ComposerFormValues["content"]);
    form.setValue("selectedPublicationIds", saved.selectedPublicationIds);
    form.setValue("audience", saved.audience as ComposerFormValues["audience"]);
    setServerDraftId(saved.id);
    setMessage({ kind: "info", text: `Brouillon «\u00a0${saved.title}\u00a0» repris.` });
  }

  async function discard(saved: NewsletterDraft) {
    setBusy(true);
    try {
      const state = await deleteDraft(null, { id: saved.id });
      if (!state.ok) return setMessage({ kind: "error", text: state.error });
      if (serverDraftId === saved.id) setServerDraftId(null);
      setMessage({ kind: "success", text: `Brouillon «\u00a0${saved.title}\u00a0» supprimé.` });
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  async function resume() {
    setBusy(true);
    setMessage({ kind: "info", text: "Reprise de l’envoi interrompu…" });
    try {
      const outcome = await api.resume();
      setMessage(
        outcome.rateLimited || outcome.resumed === 0
          ? {
              kind: "error",
              text: "L’envoi interrompu n’a pas pu être repris pour le moment\u00a0; il sera réessayé automatiquement.",
            }
          : {
              kind: "success",
              text: `Envoi repris\u00a0: ${outcome.resumed} e-mail${outcome.resumed > 1 ? "s" : ""} envoyé${outcome.resumed > 1 ? "s" : ""}.`,
            },
      );
      await api.refresh();
    } catch (error) {
      if (sessionEnded(error, () => void resume())) return;
      setMessage({ kind: "error", text: errorText(error, composerErrors.queue) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {recovery.dialog}
      <QueueStatus
        debugMode={api.data.debugMode}
        status={api.data.queueStatus}
        busy={busy}
        onResume={() => void resume()}
      />

      <DraftOffer offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      </div>

      <NewsletterDrafts
        drafts={drafts}
        currentId={serverDraftId}
        busy={busy}
        onTakeUp={takeUp}
        onDiscard={(saved) => void discard(saved)}
      />

      <ComposerFields
        form={form}
        publications={api.data.publications}
        states={states}
        tiers={tiers}
        busy={busy}
        onPreview={() => void whenComplete(preview)()}
        onSaveDraft={() => void saveServerDraft()}
        onSubmit={(event) => void whenComplete(askToSend)(event)}
      />

      <PreviewDialog
        html={previewHtml}
        recipientCount={recipientCount}
        busy={busy}
        onClose={() => {
          setPreviewHtml(null);
          focusOpener();
        }}
        onSend={() => void whenComplete(askToSend)()}
      />

      <ConfirmDialog
        open={confirming}
        title="Confirmer l’envoi"
        message={
          <>
            <p className="font-semibold">
              Envoyer «&nbsp;{title.trim()}&nbsp;» à {recipientsText(recipientCount ?? 0)}&nbsp;?
            </p>
            {figures && (
              <p className="mt-2">
                {capitalised(
                  sendPlanText(
                    sendPlan({ ...figures, recipients: figures.count, now: new Date() }),
                    new Date(),
                  ),
                )}
                .
              </p>
            )}
          </>
        }
        confirmLabel={`Envoyer à ${recipientsText(recipientCount ?? 0)}`}
        confirmVariant="primary"
        pending={busy}
        onConfirm={() => void whenComplete(send)()}
        onCancel={() => {
          setConfirming(false);
          focusOpener();
        }}
      />

      <NewsletterHistory
        history={api.data.history}
        onSettled={async (text) => {
          setMessage({ kind: "success", text });
          await api.refresh();
        }}
      />
    </div>
  );
}
