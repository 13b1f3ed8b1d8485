"use client";

import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { offlinePaymentSchema } from "@/lib/payments/offline-payment-schema";
import { recordOfflinePaymentAction } from "./actions";
import { OfflinePaymentFields } from "./offline-payment-fields";

/**
 * A cheque or a transfer received. A fresh idempotency key per form shown (the first one from the
 * server, so that the page's HTML and the browser agree): a double submit records one payment.
 */
export function OfflinePaymentForm({
  userId,
  today,
  firstKey,
}: {
  userId: string;
  today: string;
  firstKey: string;
}) {
  const [idempotencyKey, setIdempotencyKey] = useState(firstKey);
  const form = useActionForm({
    schema: offlinePaymentSchema,
    action: recordOfflinePaymentAction,
    defaultValues: { userId, amount: "", paidOn: today, method: "cheque", reference: "" },
    // Recorded: the next payment entered is a new one.
    onSuccess: ({ reset }) => {
      reset();
      setIdempotencyKey(crypto.randomUUID());
    },
  });
  const { errorOf, field, checkbox, formProps } = form;
  const id = useId();
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" {...field("userId")} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <OfflinePaymentFields
        id={id}
        field={field}
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
          {...checkbox("confirmAmount")}
        />
      )}
      <SubmitRow form={form} label="Enregistrer le paiement" className="sm:col-span-2" />
    </form>
  );
}
