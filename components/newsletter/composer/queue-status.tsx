"use client";

import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/dates";
import type { NewsletterOverview } from "@/lib/newsletter/overview";

// Above the composer: the debug mode's warning, and the send in progress with what remains, the
// next run, and an interrupted batch to resume (spec §8).

export function QueueStatus({
  debugMode,
  status,
  busy,
  onResume,
}: {
  debugMode: NewsletterOverview["debugMode"];
  status: NewsletterOverview["queueStatus"];
  busy: boolean;
  onResume: () => void;
}) {
  return (
    <>
      {debugMode.enabled && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <strong>Mode debug actif</strong>&nbsp;: chaque e-mail est envoyé à {debugMode.email} (au
          plus {debugMode.limit} par lettre d’information), avec «&nbsp;[DEBUG]&nbsp;» au début de
          l’objet&nbsp;; rien n’est publié sur le site.
        </p>
      )}
      {status && (
        <section
          aria-label="Envoi en cours"
          className="rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-900"
        >
          <p className="font-semibold">Envoi en cours&nbsp;: «&nbsp;{status.title}&nbsp;»</p>
          <p className="mt-1">
            {status.sentCount} envoyé{status.sentCount > 1 ? "s" : ""} sur {status.totalRecipients}{" "}
            · {status.remaining} restant
            {status.remaining > 1 ? "s" : ""} · {status.failedCount} échec
            {status.failedCount > 1 ? "s" : ""}
          </p>
          <p className="mt-1 text-sm">
            Prochain envoi&nbsp;: {formatDateTime(status.nextRunAt)} (environ {status.estimatedDays}{" "}
            jour
            {status.estimatedDays > 1 ? "s" : ""})
          </p>
          <progress
            className="mt-2 w-full"
            max={Math.max(1, status.totalRecipients)}
            value={status.sentCount}
            aria-label="Progression de l’envoi"
          />
          {status.interrupted > 0 && (
            <p className="mt-2">
              {status.interrupted} e-mail{status.interrupted > 1 ? "s" : ""} d’un envoi interrompu
              attende{status.interrupted > 1 ? "nt" : ""} d’être repris.{" "}
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                disabled={busy}
                onClick={onResume}
              >
                Reprendre l’envoi
              </button>
            </p>
          )}
        </section>
      )}
    </>
  );
}
