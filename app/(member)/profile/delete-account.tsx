"use client";

import { useId, useState, useTransition } from "react";
import { announcePageNotice } from "@/components/site/page-notice";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { clearLocalDrafts } from "@/lib/local-drafts";
import { confirmAccountDeletion, sendAccountDeletionCode } from "./actions";

const NETWORK_ERROR = "Erreur lors de la connexion. Veuillez réessayer.";

/**
 * "Supprimer mon compte": what is erased and what is kept, then a code sent to the member's
 * address, then the deletion. The server ends the session; the browser then leaves for the home
 * page, which says the account is deleted.
 */
export function DeleteAccount() {
  const [step, setStep] = useState<"intro" | "code">("intro");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const explanation = useId();

  function sendCode() {
    setError(null);
    startTransition(async () => {
      try {
        const result = await sendAccountDeletionCode(null, {});
        if (result.ok) {
          setNotice(result.message);
          setStep("code");
        } else {
          setError(result.error);
        }
      } catch {
        setError(NETWORK_ERROR);
      }
    });
  }

  function confirm(code: string) {
    setError(null);
    startTransition(async () => {
      try {
        const result = await confirmAccountDeletion(null, { code });
        if (result.ok) {
          // The session is over: load the home page afresh, which says the account is deleted,
          // replacing this profile in the history and nothing of it kept in memory nor in the
          // browser's storage (an administrator's drafts).
          clearLocalDrafts();
          announcePageNotice("account-deleted");
          window.location.replace("/");
        } else {
          setError(result.error);
        }
      } catch {
        setError(NETWORK_ERROR);
      }
    });
  }

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
        <>
          <button
            type="button"
            onClick={sendCode}
            disabled={pending}
            aria-describedby={explanation}
            className={buttonClass({ variant: "danger", className: "mt-4" })}
          >
            {pending ? "Envoi du code…" : "Supprimer mon compte"}
          </button>
          <p role="alert" className="mt-2 min-h-6 text-sm font-semibold text-red-800">
            {error}
          </p>
        </>
      ) : (
        <div className="mt-4">
          <CodeForm
            label="Code de confirmation à 6 chiffres"
            submitLabel="Supprimer définitivement mon compte"
            pendingLabel="Suppression…"
            button={{ variant: "danger" }}
            pending={pending}
            error={error}
            onVerify={confirm}
            actions={() => (
              <button
                type="button"
                onClick={() => {
                  setStep("intro");
                  setError(null);
                }}
                className={buttonClass({ variant: "secondary" })}
              >
                Annuler
              </button>
            )}
          >
            <p role="status" className="rounded-md bg-white p-3 text-sm text-slate-800">
              {notice} Saisissez-le ci-dessous pour confirmer la suppression.
            </p>
          </CodeForm>
        </div>
      )}
    </div>
  );
}
