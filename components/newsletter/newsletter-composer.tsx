"use client";

import type { JSONContent } from "@tiptap/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { DraftOffer, useLocalDraft } from "@/components/admin-content/use-local-draft";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { buttonClass } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, FormMessage, inputClass } from "@/components/ui/field";
import type { ActionState } from "@/lib/actions/state";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import {
  composerErrors,
  MISSING_TITLE_OR_CONTENT,
  queueSuccessMessage,
} from "@/lib/newsletter/messages";
import type { NewsletterOverview, NewsletterSummary } from "@/lib/newsletter/overview";
import { typeLabel } from "@/lib/publications/labels";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { postNewsletterAction } from "./newsletter-api";
import { UnverifiedDeliveries } from "./unverified-deliveries";

// The newsletter composer (spec §2, §4, §5, §8): it talks to the documented calls of
// /api/newsletter-v2 (GET polled every 30 s, POST preview and queue), which check everything again.

type Option = { id: string; title: string };
type Message = { kind: "error" | "success" | "info"; text: string } | null;

const POLL_MS = 30_000;
const statusLabels: Record<NewsletterSummary["status"], string> = {
  queued: "En file d'attente",
  sending: "Envoi en cours",
  sent: "Envoyée",
  failed: "Échec",
};

/** The admin page's server action counting a send's recipients (components never import app). */
export type CountRecipients = (
  previous: ActionState<number> | null,
  input: { audience: { membersOnly: boolean; states: string[]; tiers: string[] } },
) => Promise<ActionState<number>>;

const recipientsText = (count: number) => `${count} destinataire${count > 1 ? "s" : ""}`;

export function NewsletterComposer({
  initial,
  tiers,
  states,
  countRecipients,
}: {
  initial: NewsletterOverview;
  countRecipients: CountRecipients;
  tiers: Option[];
  states: Option[];
}) {
  const id = useId().replace(/:/g, "");
  const [data, setData] = useState(initial);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState<JSONContent | null>(null);
  const [hasText, setHasText] = useState(false);
  // First load: every listed publication is chosen (spec §4).
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(initial.publications.map((p) => p.id)),
  );
  const [membersOnly, setMembersOnly] = useState(false);
  const [chosenStates, setChosenStates] = useState<string[]>([]);
  const [chosenTiers, setChosenTiers] = useState<string[]>([]);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  /** The recipients' count of the preview and of the confirmation before sending. */
  const [recipientCount, setRecipientCount] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const recovery = useSessionRecovery();
  /** An ended session: the letter stays as written, the person logs in again, then `again` runs. */
  function sessionEnded(error: unknown, again: () => void): boolean {
    if (!isSessionExpired(error)) return false;
    setMessage({ kind: "error", text: SESSION_EXPIRED_MESSAGE });
    recovery.expired(again);
    return true;
  }
  // The letter being written is kept as a local draft and guarded against leaving (issue 19).
  const draftValue = useMemo(() => ({ title, content }), [title, content]);
  const draft = useLocalDraft({
    key: "srh-brouillon:newsletter",
    value: draftValue,
    isDirty: title.trim().length > 0 || hasText,
    onRestore: (value) => {
      setTitle(value.title);
      setContent(value.content);
      setHasText(tiptapHasText(value.content));
    },
  });
  // A result or an error is brought into view and takes the focus, at any width (issue 19).
  useEffect(() => {
    if (message && message.kind !== "info") {
      messageRef.current?.scrollIntoView({ block: "nearest" });
      messageRef.current?.focus();
    }
  }, [message]);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/newsletter-v2", { cache: "no-store" });
      const body = (await response.json()) as NewsletterOverview & {
        success: boolean;
        error?: string;
      };
      if (!response.ok || !body.success) throw new Error(body.error ?? composerErrors.load);
      setData({
        publications: body.publications,
        queueStatus: body.queueStatus,
        debugMode: body.debugMode,
        history: body.history,
      });
    } catch (error) {
      setMessage({
        kind: "error",
        text: error instanceof Error && error.message ? error.message : composerErrors.load,
      });
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  function payload(action: "preview" | "queue") {
    return {
      action,
      title,
      content: content ?? { type: "doc", content: [{ type: "paragraph" }] },
      selectedPublicationIds: data.publications.filter((p) => selected.has(p.id)).map((p) => p.id),
      audience: {
        membersOnly,
        states: membersOnly ? chosenStates : [],
        tiers: membersOnly ? chosenTiers : [],
      },
    };
  }

  function isComplete(): boolean {
    if (title.trim() && hasText) return true;
    setMessage({ kind: "error", text: MISSING_TITLE_OR_CONTENT });
    return false;
  }

  function audience() {
    return {
      membersOnly,
      states: membersOnly ? chosenStates : [],
      tiers: membersOnly ? chosenTiers : [],
    };
  }

  async function loadRecipientCount(): Promise<number> {
    const state = await countRecipients(null, { audience: audience() });
    if (isSessionExpired(state)) throw new SessionExpiredError();
    if (!state.ok) throw new Error(state.error);
    setRecipientCount(state.data);
    return state.data;
  }

  /** "Envoyer": counts the recipients, then asks "Envoyer « … » à 127 destinataires maintenant ?". */
  async function askToSend() {
    if (!isComplete()) return;
    setBusy(true);
    setMessage(null);
    try {
      await loadRecipientCount();
      setPreviewHtml(null);
      setConfirming(true);
    } catch (error) {
      if (sessionEnded(error, () => void askToSend())) return;
      setMessage({
        kind: "error",
        text: error instanceof Error ? error.message : composerErrors.queue,
      });
    } finally {
      setBusy(false);
    }
  }

  function post<T>(action: "preview" | "queue" | "resume", fallback: string): Promise<T> {
    return postNewsletterAction<T>(action === "resume" ? { action } : payload(action), fallback);
  }

  async function preview() {
    if (!isComplete()) return;
    setBusy(true);
    setMessage(null);
    try {
      const [body] = await Promise.all([
        post<{ previewHtml: string }>("preview", composerErrors.preview),
        loadRecipientCount(),
      ]);
      setPreviewHtml(body.previewHtml);
    } catch (error) {
      if (sessionEnded(error, () => void preview())) return;
      setMessage({
        kind: "error",
        text: error instanceof Error ? error.message : composerErrors.preview,
      });
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    if (!isComplete()) return;
    setConfirming(false);
    setBusy(true);
    setMessage({ kind: "info", text: "Envoi en cours…" });
    try {
      const outcome = await post<{
        sentImmediately: number;
        totalRecipients: number;
        remainingToSend: number;
        estimatedDays: number;
      }>("queue", composerErrors.queue);
      draft.clear();
      setPreviewHtml(null);
      setTitle("");
      setContent(null);
      setHasText(false);
      setSelected(new Set());
      setMessage({ kind: "success", text: queueSuccessMessage(outcome) });
      await refresh();
    } catch (error) {
      // Sent again only after the count and the confirmation, once logged in.
      if (sessionEnded(error, () => void askToSend())) return;
      // The progress shown is no longer to be trusted: reset it (spec §8).
      setData((current) => ({ ...current, queueStatus: null }));
      setPreviewHtml(null);
      setMessage({
        kind: "error",
        text: error instanceof Error ? error.message : composerErrors.queue,
      });
    } finally {
      setBusy(false);
    }
  }

  async function resume() {
    setBusy(true);
    setMessage({ kind: "info", text: "Reprise de l'envoi interrompu…" });
    try {
      const outcome = await post<{ resumed: number; failed: number; rateLimited: boolean }>(
        "resume",
        composerErrors.queue,
      );
      setMessage(
        outcome.rateLimited || outcome.resumed === 0
          ? {
              kind: "error",
              text: "L'envoi interrompu n'a pas pu être repris pour le moment ; il sera réessayé automatiquement.",
            }
          : {
              kind: "success",
              text: `Envoi repris : ${outcome.resumed} e-mail${outcome.resumed > 1 ? "s" : ""} envoyé${outcome.resumed > 1 ? "s" : ""}.`,
            },
      );
      await refresh();
    } catch (error) {
      if (sessionEnded(error, () => void resume())) return;
      setMessage({
        kind: "error",
        text: error instanceof Error ? error.message : composerErrors.queue,
      });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const status = data.queueStatus;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {recovery.dialog}
      {data.debugMode.enabled && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <strong>Mode debug actif</strong> : chaque e-mail est envoyé à {data.debugMode.email} (au
          plus {data.debugMode.limit} par newsletter), avec « [DEBUG] » au début de l&apos;objet ;
          rien n&apos;est publié sur le site.
        </p>
      )}
      {status && (
        <section
          aria-label="Envoi en cours"
          className="rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-900"
        >
          <p className="font-semibold">Envoi en cours : « {status.title} »</p>
          <p className="mt-1">
            {status.sentCount} envoyé{status.sentCount > 1 ? "s" : ""} sur {status.totalRecipients}{" "}
            · {status.remaining} restant
            {status.remaining > 1 ? "s" : ""} · {status.failedCount} échec
            {status.failedCount > 1 ? "s" : ""}
          </p>
          <p className="mt-1 text-sm">
            Prochain envoi : {formatDateTime(status.nextRunAt)} (environ {status.estimatedDays} jour
            {status.estimatedDays > 1 ? "s" : ""})
          </p>
          <progress
            className="mt-2 w-full"
            max={Math.max(1, status.totalRecipients)}
            value={status.sentCount}
            aria-label="Progression de l'envoi"
          />
          {status.interrupted > 0 && (
            <p className="mt-2">
              {status.interrupted} e-mail{status.interrupted > 1 ? "s" : ""} d&apos;un envoi
              interrompu attende{status.interrupted > 1 ? "nt" : ""} d&apos;être repris.{" "}
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                disabled={busy}
                onClick={() => void resume()}
              >
                Reprendre l&apos;envoi
              </button>
            </p>
          )}
        </section>
      )}

      <DraftOffer offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <div ref={messageRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      </div>

      <form
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void askToSend();
        }}
      >
        <Field id={`${id}-titre`} label="Titre">
          <input
            id={`${id}-titre`}
            className={inputClass}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <RichTextEditor
          label="Contenu"
          value={content}
          onChange={(value, change) => {
            setContent(value);
            setHasText(change.hasText);
          }}
        />

        <fieldset>
          <legend className="font-semibold text-slate-900">Publications des 3 derniers mois</legend>
          {data.publications.length === 0 ? (
            <p className="mt-2 text-slate-600">Aucune publication récente.</p>
          ) : (
            <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-3">
              {data.publications.map((publication) => (
                <li key={publication.id}>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={selected.has(publication.id)}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (next.has(publication.id)) next.delete(publication.id);
                          else next.add(publication.id);
                          return next;
                        })
                      }
                    />
                    <span>
                      {publication.title}{" "}
                      <span className="text-sm text-slate-600">
                        ({typeLabel(publication.type)}, {formatDate(publication.pubdate)})
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset>
          <legend className="font-semibold text-slate-900">Destinataires</legend>
          <div className="mt-2 space-y-1">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-public`}
                checked={!membersOnly}
                onChange={() => setMembersOnly(false)}
              />
              Tous les inscrits (adhérents ayant choisi la newsletter et abonnés du site)
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-public`}
                checked={membersOnly}
                onChange={() => setMembersOnly(true)}
              />
              Adhérents seulement
            </label>
          </div>
          {membersOnly && (
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <fieldset>
                <legend className="text-sm font-semibold text-slate-800">
                  États d&apos;adhésion (aucun coché : tous)
                </legend>
                {states.map((state) => (
                  <Checkbox
                    key={state.id}
                    label={state.title}
                    className="text-sm"
                    checked={chosenStates.includes(state.id)}
                    onChange={() => setChosenStates((l) => toggle(l, state.id))}
                  />
                ))}
              </fieldset>
              <fieldset>
                <legend className="text-sm font-semibold text-slate-800">
                  Types d&apos;adhésion (aucun coché : tous)
                </legend>
                {tiers.map((tier) => (
                  <Checkbox
                    key={tier.id}
                    label={tier.title}
                    className="text-sm"
                    checked={chosenTiers.includes(tier.id)}
                    onChange={() => setChosenTiers((l) => toggle(l, tier.id))}
                  />
                ))}
              </fieldset>
            </div>
          )}
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            disabled={busy}
            onClick={() => void preview()}
          >
            Aperçu
          </button>
          <button type="submit" className={buttonClass()} disabled={busy}>
            {busy ? "Un instant…" : "Envoyer"}
          </button>
        </div>
      </form>

      <Dialog
        open={previewHtml !== null}
        title="Aperçu de la newsletter"
        onClose={() => setPreviewHtml(null)}
        className="w-full max-w-3xl"
      >
        {recipientCount !== null && (
          <p className="mb-3 font-semibold text-slate-900">
            Cette newsletter sera envoyée à {recipientsText(recipientCount)}.
          </p>
        )}
        {/* sandbox without permissions: the e-mail's HTML can run nothing and reach nothing of the page. */}
        <iframe
          title="Aperçu de l'e-mail"
          sandbox=""
          srcDoc={previewHtml ?? ""}
          className="h-[60vh] w-full rounded-md border border-slate-200"
        />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            onClick={() => setPreviewHtml(null)}
          >
            Fermer
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={busy}
            onClick={() => void askToSend()}
          >
            Envoyer maintenant
          </button>
        </div>
      </Dialog>

      <ConfirmDialog
        open={confirming}
        title="Confirmer l'envoi"
        message={
          <p className="font-semibold">
            Envoyer « {title.trim()} » à {recipientsText(recipientCount ?? 0)} maintenant ?
          </p>
        }
        confirmLabel={`Envoyer à ${recipientsText(recipientCount ?? 0)}`}
        confirmVariant="primary"
        pending={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />

      <section aria-labelledby={`${id}-historique`}>
        <h2 id={`${id}-historique`} className="text-xl font-bold text-brand-900">
          Historique
        </h2>
        {data.history.length === 0 ? (
          <p className="mt-2 text-slate-600">Aucune newsletter envoyée pour le moment.</p>
        ) : (
          <Table caption="Newsletters envoyées, les plus récentes d'abord" className="mt-3">
            <TableHead>
              <Th>Date</Th>
              <Th>Titre</Th>
              <Th>Statut</Th>
              <Th className="text-right">Destinataires</Th>
              <Th className="text-right">Envoyés</Th>
              <Th className="text-right">Restants</Th>
              <Th className="text-right">Échecs</Th>
              <Th className="text-right">Désinscrits</Th>
              <Th className="text-right">
                <abbr title="Envoi interrompu trop ancien pour être repris sans risque de doublon : à vérifier chez le fournisseur">
                  À vérifier
                </abbr>
              </Th>
            </TableHead>
            <TableBody>
              {data.history.map((item) => (
                <Tr key={item.id}>
                  <Td label="Date">{formatDate(item.createdAt)}</Td>
                  <Td label="Titre">
                    <span>
                      {item.isDebug && (
                        <Badge tone="warning" className="mr-1">
                          DEBUG
                        </Badge>
                      )}
                      {item.title}
                    </span>
                  </Td>
                  <Td label="Statut">{statusLabels[item.status]}</Td>
                  <Td label="Destinataires" className="sm:text-right">
                    {item.totalRecipients}
                  </Td>
                  <Td label="Envoyés" className="sm:text-right">
                    {item.sentCount}
                  </Td>
                  <Td label="Restants" className="sm:text-right">
                    {item.remaining}
                  </Td>
                  <Td label="Échecs" className="sm:text-right">
                    {item.failedCount}
                  </Td>
                  <Td label="Désinscrits" className="sm:text-right">
                    {item.skipped}
                  </Td>
                  <Td label="À vérifier" className="sm:text-right">
                    <UnverifiedDeliveries
                      newsletter={item}
                      onSettled={async (text) => {
                        setMessage({ kind: "success", text });
                        await refresh();
                      }}
                    />
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
