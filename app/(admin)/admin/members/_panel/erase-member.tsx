"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage, InputField } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { eraseMemberSchema } from "@/lib/members/admin-schema";
import { eraseMemberAction } from "./actions";

/** Erasure on the member's request: their e-mail typed again, then a confirmation. */
export function EraseMember({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const { state, pending, errorOf, field, formProps, confirmation } = useActionForm({
    schema: eraseMemberSchema,
    action: eraseMemberAction,
    defaultValues: { userId, confirmation: "" },
    confirmFirst: true,
    // Back to the list, which says it (its status line keeps the message): the profile the
    // action re-renders is no longer there to show it.
    onSuccess: (_, message) => {
      if (message) announceAdminStatus(message, { nextScreen: true });
      router.replace("/admin/members");
    },
  });
  const id = useId();
  const confirmationError = errorOf("confirmation");
  return (
    <form {...formProps} className="grid gap-3">
      <input type="hidden" {...field("userId")} />
      <p className="text-slate-700">
        À la demande du membre&nbsp;: ses données personnelles sont remplacées (nom, e-mail,
        établissement, adresse, informations professionnelles), ses sessions terminées, son paiement
        automatique arrêté immédiatement et sa carte retirée&nbsp;; ses paiements sont conservés
        pour la comptabilité. Irréversible.
      </p>
      <InputField
        id={`${id}-confirm`}
        label="Saisissez l’adresse e-mail du membre pour confirmer"
        error={confirmationError}
        autoComplete="off"
        required
        {...field("confirmation")}
      />
      <div>
        <button type="submit" disabled={pending} className={buttonClass({ variant: "danger" })}>
          Effacer ce membre
        </button>
      </div>
      <div aria-live="polite">
        {state && !state.ok && !confirmationError && (
          <FormMessage kind="error">{state.error}</FormMessage>
        )}
      </div>
      <ConfirmDialog
        open={confirmation.open}
        title="Effacer ce membre&nbsp;?"
        message={`Les données personnelles de ${email} seront effacées définitivement. Son paiement automatique est arrêté et sa carte retirée\u00a0; les paiements sont conservés. Cette action est irréversible.`}
        confirmLabel="Effacer définitivement"
        pending={pending}
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
    </form>
  );
}
