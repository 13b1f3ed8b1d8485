"use client";

import { LogOut } from "lucide-react";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { clearLocalDrafts } from "@/lib/local-drafts";
import { signOutEverywhere } from "./actions";

/** Ends every session of the member (a lost phone, a shared computer), after a confirmation. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await signOutEverywhere(null, {}).catch(() => null);
      if (result?.ok) {
        // As at « Déconnexion »: no draft left behind, and a full load so that every island
        // forgets the session.
        clearLocalDrafts();
        window.location.replace("/");
        return;
      }
      setOpen(false);
      setError(result ? result.error : "Erreur lors de la connexion. Veuillez réessayer.");
    });
  }

  return (
    <div>
      <p className="text-slate-700">
        Vous avez perdu un téléphone ou utilisé un ordinateur partagé&nbsp;? Fermez d’un coup toutes
        vos sessions ouvertes, y compris celle-ci.
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass({ variant: "secondary", className: "mt-4" })}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Se déconnecter de tous les appareils
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title="Se déconnecter de tous les appareils"
        message="Toutes vos sessions seront fermées, sur cet appareil comme sur les autres. Vous pourrez vous reconnecter avec un code envoyé par e-mail."
        confirmLabel="Me déconnecter partout"
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
