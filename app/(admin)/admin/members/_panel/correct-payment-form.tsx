"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/use-action-form";
import { correctPaymentSchema } from "@/lib/payments/offline-payment-schema";
import { correctOfflinePaymentAction } from "./actions";
import { OfflinePaymentFields, type OfflinePayment } from "./offline-payment-fields";
import { Outcome } from "./outcome";

/** The correction of an offline payment: what was typed for it, typed again. */
export function CorrectPaymentForm({ payment }: { payment: OfflinePayment }) {
  const { form, state, pending, errorOf, formProps } = useActionForm({
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
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...register("paymentId")} />
      <OfflinePaymentFields
        id={id}
        field={(name) => register(name)}
        errorOf={errorOf}
        labels={{ method: "Moyen", reference: "Référence" }}
      />
      <button type="submit" disabled={pending} className={buttonClass({ variant: "secondary" })}>
        Enregistrer la correction
      </button>
      <Outcome state={state} />
    </form>
  );
}
