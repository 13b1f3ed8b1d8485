"use client";

import type { ComponentProps } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { markEmailSent, resendEmail } from "./actions";

/** The two decisions on an e-mail given up or « à vérifier », each confirmed, with its outcome announced. */
export function EmailActions({
  id,
  recipient,
  unverified,
  resendable,
}: {
  id: string;
  recipient: string;
  unverified: boolean;
  /** A one-time code is never sent again: the person asks for a new one. */
  resendable: boolean;
}) {
  // A success is announced on the screen's status line (under the Zone Admin navigation): the
  // e-mail often leaves the filtered list it was in, and this piece with it.
  const announce = (_: unknown, message: string | null) => {
    if (message) announceAdminStatus(message);
  };
  const resend = useActionForm({ action: resendEmail, confirmFirst: true, onSuccess: announce });
  const markSent = useActionForm({
    action: markEmailSent,
    confirmFirst: true,
    onSuccess: announce,
  });
  const state = markSent.state ?? resend.state;
  const pending = resend.pending || markSent.pending;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        {resendable && (
          <EmailButton form={resend.formProps} id={id} label="Renvoyer" disabled={pending} />
        )}
        {unverified && (
          <EmailButton
            form={markSent.formProps}
            id={id}
            label="Il a été envoyé"
            disabled={pending}
          />
        )}
      </div>
      <div aria-live="polite">
        {state && !state.ok && <FormMessage kind="error">{state.error}</FormMessage>}
      </div>
      <ConfirmDialog
        open={resend.confirmation.open}
        title="Renvoyer cet e-mail ?"
        message={
          unverified ? (
            <p>
              L’envoi à {recipient} a été interrompu : le fournisseur l’a peut-être déjà remis.
              Vérifiez son journal ; renvoyé, il peut arriver deux fois.
            </p>
          ) : (
            <p>L’e-mail à {recipient} repart tel qu’il avait été écrit.</p>
          )
        }
        confirmLabel="Renvoyer"
        pending={resend.pending}
        onConfirm={resend.confirmation.proceed}
        onCancel={resend.confirmation.cancel}
      />
      <ConfirmDialog
        open={markSent.confirmation.open}
        title="Marquer cet e-mail envoyé ?"
        message={
          <p>
            À faire seulement si le journal du fournisseur montre l’e-mail remis à{" "}
            {`${recipient} :`} il ne sera pas renvoyé.
          </p>
        }
        confirmLabel="Il a été envoyé"
        pending={markSent.pending}
        onConfirm={markSent.confirmation.proceed}
        onCancel={markSent.confirmation.cancel}
      />
    </div>
  );
}

/** One decision's button: a form sending the e-mail's id (the dialog confirms it first). */
function EmailButton({
  form,
  id,
  label,
  disabled,
}: {
  form: ComponentProps<"form">;
  id: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <form {...form}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={buttonClass({ variant: "secondary", size: "sm" })}
        disabled={disabled}
      >
        {label}
      </button>
    </form>
  );
}
