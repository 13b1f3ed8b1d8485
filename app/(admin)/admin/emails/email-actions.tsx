"use client";

import { useActionState, useState } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
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
  const announced =
    (run: typeof resendEmail): typeof resendEmail =>
    async (previous, form) => {
      const outcome = await run(previous, form);
      if (outcome.ok && outcome.message) announceAdminStatus(outcome.message);
      return outcome;
    };
  const [resendState, resend, resending] = useActionState(announced(resendEmail), null);
  const [sentState, markSent, marking] = useActionState(announced(markEmailSent), null);
  const [confirming, setConfirming] = useState<"resend" | "sent" | null>(null);
  const state = sentState ?? resendState;
  const submit = (which: "resend" | "sent") => {
    const form = new FormData();
    form.set("id", id);
    setConfirming(null);
    (which === "resend" ? resend : markSent)(form);
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        {resendable && (
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            disabled={resending || marking}
            onClick={() => setConfirming("resend")}
          >
            Renvoyer
          </button>
        )}
        {unverified && (
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            disabled={resending || marking}
            onClick={() => setConfirming("sent")}
          >
            Il a été envoyé
          </button>
        )}
      </div>
      <div aria-live="polite">
        {state && !state.ok && <FormMessage kind="error">{state.error}</FormMessage>}
      </div>
      <ConfirmDialog
        open={confirming === "resend"}
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
        pending={resending}
        onConfirm={() => submit("resend")}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "sent"}
        title="Marquer cet e-mail envoyé ?"
        message={
          <p>
            À faire seulement si le journal du fournisseur montre l’e-mail remis à{" "}
            {`${recipient} :`} il ne sera pas renvoyé.
          </p>
        }
        confirmLabel="Il a été envoyé"
        pending={marking}
        onConfirm={() => submit("sent")}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
