"use client";

import { useId } from "react";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { correctPaymentSchema } from "@/lib/payments/offline-payment-schema";
import { correctOfflinePaymentAction } from "./actions";
import { OfflinePaymentFields, type OfflinePayment } from "./offline-payment-fields";

/** The correction of an offline payment: what was typed for it, typed again. */
export function CorrectPaymentForm({ payment }: { payment: OfflinePayment }) {
  const form = useActionForm({
    schema: correctPaymentSchema,
    action: correctOfflinePaymentAction,
    defaultValues: {
      paymentId: payment.id,
      amount: payment.amount,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
    },
  });
  const { errorOf, field, formProps } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...field("paymentId")} />
      <OfflinePaymentFields
        id={id}
        field={field}
        errorOf={errorOf}
        labels={{ method: "Moyen", reference: "Référence" }}
      />
      <SubmitRow form={form} label="Enregistrer la correction" variant="secondary" />
    </form>
  );
}
