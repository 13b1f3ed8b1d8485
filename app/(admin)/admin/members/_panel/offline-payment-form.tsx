"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useActionForm } from "@/components/ui/use-action-form";
import { offlinePaymentSchema } from "@/lib/payments/offline-payment-schema";
import { recordOfflinePaymentAction } from "./actions";
import { OfflinePaymentFields } from "./offline-payment-fields";
import { Outcome } from "./outcome";

/** A cheque or a transfer received. A fresh idempotency key per form shown: a double submit records one payment. */
export function OfflinePaymentForm({ userId, today }: { userId: string; today: string }) {
  const [firstKey] = useState(() => crypto.randomUUID());
  const empty = { userId, amount: "", paidOn: today, method: "cheque", reference: "" } as const;
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: offlinePaymentSchema,
    action: recordOfflinePaymentAction,
    defaultValues: { ...empty, idempotencyKey: firstKey },
    // Recorded: the next payment entered is a new one.
    onSuccess: ({ reset }) => reset({ ...empty, idempotencyKey: crypto.randomUUID() }),
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" {...register("userId")} />
      <input type="hidden" {...register("idempotencyKey")} />
      <OfflinePaymentFields
        id={id}
        field={(name) => register(name)}
        errorOf={errorOf}
        labels={{
          method: "Moyen de paiement",
          reference: "Référence (n° de chèque, libellé du virement)",
        }}
        today={today}
      />
      {errorOf("confirmAmount") && (
        <Checkbox
          label="Confirmer ce montant (différent du tarif du membre)"
          className="sm:col-span-2"
          {...register("confirmAmount")}
        />
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className={buttonClass()}>
          Enregistrer le paiement
        </button>
      </div>
      <Outcome state={state} className="sm:col-span-2" />
    </form>
  );
}
