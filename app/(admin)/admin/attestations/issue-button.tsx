"use client";

import { FileCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { issueYearAttestations } from "./actions";

/**
 * Issues the year's missing attestations and corrects the stale ones, after a confirmation that
 * says how many; the result is shown in a panel that takes the focus.
 */
export function IssueAttestationsButton({
  year,
  pendingCount,
}: {
  year: number;
  pendingCount: number;
}) {
  const { state, pending, formProps, confirmation } = useActionForm({
    action: issueYearAttestations,
    confirmFirst: true,
  });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state) resultRef.current?.focus();
  }, [state]);
  const plural = pendingCount > 1 ? "s" : "";
  const question =
    pendingCount > 0
      ? `Émettre ${pendingCount} attestation${plural} pour ${year} et les envoyer par e-mail\u00a0?`
      : `Vérifier les attestations ${year}\u00a0?`;
  return (
    <form {...formProps} className="flex flex-col items-start gap-3">
      <input type="hidden" name="year" value={year} />
      <button type="submit" disabled={pending} className={buttonClass()}>
        <FileCheck aria-hidden="true" className="size-4" />
        {pending
          ? "Émission en cours…"
          : `Émettre les attestations ${year}${pendingCount > 0 ? ` (${pendingCount})` : ""}`}
      </button>
      <ConfirmDialog
        open={confirmation.open}
        title={`Attestations ${year}`}
        message={
          <>
            <p className="font-semibold">{question}</p>
            <p className="mt-2">
              Chaque adhérent concerné recevra son attestation par e-mail lors du traitement
              quotidien. Une attestation émise n’est plus modifiée&nbsp;: une correction en crée une
              nouvelle version.
            </p>
          </>
        }
        confirmLabel={
          pendingCount > 0 ? `Émettre ${pendingCount} attestation${plural}` : "Vérifier"
        }
        confirmVariant="primary"
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {state && (
          <section
            aria-label="Résultat de l’émission"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="mb-2 font-semibold text-brand-900">Résultat</h3>
            <FormMessage kind={state.ok ? "success" : "error"}>
              {state.ok ? (state.message ?? "") : state.error}
            </FormMessage>
          </section>
        )}
      </div>
    </form>
  );
}
