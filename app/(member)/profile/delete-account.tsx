"use client";

import { useId, useState } from "react";
import { announcePageNotice } from "@/components/site/page-notice";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { clearLocalDrafts } from "@/lib/local-drafts";
import { confirmAccountDeletion, sendAccountDeletionCode } from "./actions";

const NETWORK_ERROR = "Erreur lors de la connexion. Veuillez réessayer.";

/** The action, its network failure answered as a message (these forms need JavaScript anyway). */
function orNetworkError(
  action: (previous: null, formData: FormData) => Promise<ActionState>,
): (previous: ActionState | null, formData: FormData) => Promise<ActionState> {
  return (_previous, formData) =>
    action(null, formData).catch(() => ({ ok: false, error: NETWORK_ERROR, fieldErrors: {} }));
}

/**
 * "Supprimer mon compte": what is erased and what is kept, then a code sent to the member's
 * address, then the deletion. The server ends the session; the browser then leaves for the home
 * page, which says the account is deleted.
 */
export function DeleteAccount() {
  const [step, setStep] = useState<"intro" | "code">("intro");
  const request = useActionForm({
    action: orNetworkError(sendAccountDeletionCode),
    onSuccess: () => setStep("code"),
  });
  const explanation = useId();
  const notice = request.state?.ok ? request.state.message : null;
  const error = request.state && !request.state.ok ? request.state.error : null;

  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-5">
      <h3 className="text-lg font-bold text-red-900">Supprimer mon compte</h3>
      <div id={explanation} className="mt-2 grid gap-2 text-slate-800">
        <p>
          La suppression est définitive. Elle efface vos données personnelles&nbsp;: nom, prénom,
          adresse e-mail, hôpital, adresse, informations professionnelles et préférences de lettre
          d’information. Vous serez déconnecté et ne pourrez plus vous connecter avec cette adresse.
        </p>
        <p>
          <strong>Ce qui est conservé&nbsp;:</strong> la trace de vos paiements et abonnements, que
          la loi nous oblige à garder pour la comptabilité. Ils sont anonymisés&nbsp;: ils ne sont
          plus rattachés à votre nom ni à votre adresse e-mail.
        </p>
        <p>
          <strong>Votre adhésion prend fin&nbsp;:</strong> un prélèvement automatique en cours est
          résilié immédiatement, sans remboursement de la période en cours, et votre carte est
          retirée de notre prestataire de paiement. Aucun prélèvement ne sera plus effectué.
        </p>
        <p>Pensez à télécharger vos données avant de supprimer votre compte.</p>
      </div>

      {step === "intro" ? (
        <form {...request.formProps}>
          <button
            type="submit"
            disabled={request.pending}
            aria-describedby={explanation}
            className={buttonClass({ variant: "danger", className: "mt-4" })}
          >
            {request.pending ? "Envoi du code…" : "Supprimer mon compte"}
          </button>
          <p role="alert" className="mt-2 min-h-6 text-sm font-semibold text-red-800">
            {error}
          </p>
        </form>
      ) : (
        <div className="mt-4">
          <DeletionCode notice={notice} onCancel={() => setStep("intro")} />
        </div>
      )}
    </div>
  );
}

/** The code sent, and the deletion with it; a new one each time (no error left from before). */
function DeletionCode({ notice, onCancel }: { notice: string | null; onCancel: () => void }) {
  const deletion = useActionForm({
    action: orNetworkError(confirmAccountDeletion),
    // The session is over: load the home page afresh, which says the account is deleted,
    // replacing this profile in the history and nothing of it kept in memory nor in the
    // browser's storage (an administrator's drafts).
    onSuccess: () => {
      clearLocalDrafts();
      announcePageNotice("account-deleted");
      window.location.replace("/");
    },
  });
  return (
    <CodeForm
      form={deletion.formProps}
      label="Code de confirmation à 6 chiffres"
      submitLabel="Supprimer définitivement mon compte"
      pendingLabel="Suppression…"
      button={{ variant: "danger" }}
      pending={deletion.pending}
      error={deletion.state && !deletion.state.ok ? deletion.state.error : null}
      actions={() => (
        <button type="button" onClick={onCancel} className={buttonClass({ variant: "secondary" })}>
          Annuler
        </button>
      )}
    >
      <p role="status" className="rounded-md bg-white p-3 text-sm text-slate-800">
        {notice} Saisissez-le ci-dessous pour confirmer la suppression.
      </p>
    </CodeForm>
  );
}
