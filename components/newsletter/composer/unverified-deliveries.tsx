"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import type { NewsletterSummary } from "@/lib/newsletter/overview";
import type { UnverifiedOutcome } from "@/lib/newsletter/unverified";
import { postNewsletterAction } from "./newsletter-api";

// The history's « À vérifier » count, with what the admin can do about it once they have read the
// provider's log: mark those e-mails sent, or send them again (POST /api/newsletter-v2 "settle").

const FALLBACK_ERROR = "Erreur lors de l’enregistrement de votre choix";

export function UnverifiedDeliveries({
  newsletter,
  onSettled,
}: {
  newsletter: NewsletterSummary;
  onSettled: (message: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = newsletter.unverified;
  const s = count > 1 ? "s" : "";

  async function settle(outcome: UnverifiedOutcome) {
    setBusy(true);
    setError(null);
    try {
      const { settled } = await postNewsletterAction<{ settled: number }>(
        { action: "settle", newsletterId: newsletter.id, outcome },
        FALLBACK_ERROR,
      );
      setOpen(false);
      await onSettled(
        outcome === "sent"
          ? `${settled} e-mail${settled > 1 ? "s" : ""} de «\u00a0${newsletter.title}\u00a0» marqué${settled > 1 ? "s" : ""} comme envoyé${settled > 1 ? "s" : ""}.`
          : `${settled} e-mail${settled > 1 ? "s" : ""} de «\u00a0${newsletter.title}\u00a0» remis en file\u00a0: ils partiront avec le prochain envoi quotidien.`,
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  if (count === 0) return <>{count}</>;
  return (
    <>
      <button
        type="button"
        // A figure, but a 24 px target (WCAG 2.5.8): the box is wider than its digits.
        className="inline-flex min-h-6 min-w-6 items-center justify-center font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-950"
        aria-label={`${count} envoi${s} à vérifier pour «\u00a0${newsletter.title}\u00a0»\u00a0: choisir quoi en faire`}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {count}
      </button>
      <Dialog open={open} title="Envois à vérifier" onClose={() => setOpen(false)}>
        <div className="space-y-3 text-slate-800">
          <p>
            {count > 1
              ? `${count} e-mails de «\u00a0${newsletter.title}\u00a0» faisaient partie d’un envoi interrompu il y a plus de 23 heures. Le fournisseur les a peut-être déjà envoyés, mais on ne peut plus le vérifier automatiquement.`
              : `1 e-mail de «\u00a0${newsletter.title}\u00a0» faisait partie d’un envoi interrompu il y a plus de 23 heures. Le fournisseur l’a peut-être déjà envoyé, mais on ne peut plus le vérifier automatiquement.`}
          </p>
          <p>
            Consultez le journal des e-mails du fournisseur (Resend), puis indiquez ce qu’il en
            est&nbsp;:
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>
              <strong>Ils ont été envoyés</strong>&nbsp;: ils sont comptés comme envoyés, rien n’est
              renvoyé.
            </li>
            <li>
              <strong>Les renvoyer</strong>&nbsp;: ils partent avec le prochain envoi
              quotidien&nbsp;; un destinataire qui l’a déjà reçue la recevra deux fois.
            </li>
          </ul>
          {error && <FormMessage kind="error">{error}</FormMessage>}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            Annuler
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            disabled={busy}
            onClick={() => void settle("resend")}
          >
            Les renvoyer
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={busy}
            onClick={() => void settle("sent")}
          >
            Ils ont été envoyés
          </button>
        </div>
      </Dialog>
    </>
  );
}
