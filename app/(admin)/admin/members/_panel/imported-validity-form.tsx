"use client";

import { useId } from "react";
import { ActionOutcome } from "@/components/ui/action-outcome";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { InputField } from "@/components/ui/field";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { importedValiditySchema } from "@/lib/members/admin-schema";
import { updateImportedValidityAction } from "./actions";

/**
 * The « Payé jusqu'au » an import granted: corrected, or removed after a confirmation. Nothing
 * without one, except the outcome of a removal just made.
 */
export function ImportedValidityForm({
  userId,
  paidUntil,
}: {
  userId: string;
  paidUntil: { day: string; label: string } | null;
}) {
  const form = useActionForm({
    schema: importedValiditySchema,
    action: updateImportedValidityAction,
    defaultValues: { userId, paidUntil: paidUntil?.day ?? "" },
  });
  const { state, pending, errorOf, field, formProps, confirmation } = form;
  const id = useId();
  if (!paidUntil) return <ActionOutcome state={state} className={state ? "mt-6" : undefined} />;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-brand-900">Validité reprise de l’ancien fichier</h3>
      <p className="mt-1 text-sm text-slate-700">
        L’import a donné à ce membre une adhésion valide jusqu’au {paidUntil.label} (colonne
        «&nbsp;Payé jusqu’au&nbsp;»), sans paiement enregistré&nbsp;: ni reçu ni attestation fiscale
        pour cette période.
      </p>
      <form {...formProps} className="mt-3 grid gap-3">
        <input type="hidden" {...field("userId")} />
        <InputField
          id={`${id}-until`}
          label="Valide jusqu’au"
          error={errorOf("paidUntil")}
          type="date"
          required
          className="sm:max-w-xs"
          {...field("paidUntil")}
        />
        <SubmitRow form={form} label="Corriger la date">
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: "secondary" })}
            onClick={(event) => {
              // A removal needs no date: sent without the form's checks, once confirmed.
              const { form: element } = event.currentTarget;
              if (!element) return;
              const data = new FormData(element);
              data.set("remove", "1");
              confirmation.ask(data);
            }}
          >
            Retirer cette validité
          </button>
        </SubmitRow>
      </form>
      <ConfirmDialog
        open={confirmation.open}
        title="Retirer cette validité&nbsp;?"
        message="Le membre ne sera plus à jour de cotisation, sauf paiement enregistré."
        confirmLabel="Retirer la validité"
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
    </div>
  );
}
