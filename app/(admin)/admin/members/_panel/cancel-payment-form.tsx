"use client";

import { useId } from "react";
import { InputField } from "@/components/ui/field";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { cancelPaymentSchema } from "@/lib/payments/offline-payment-schema";
import { cancelOfflinePaymentAction } from "./actions";

/** The cancellation of an offline payment, with its reason (the payment stays, cancelled). */
export function CancelPaymentForm({ paymentId }: { paymentId: string }) {
  const form = useActionForm({
    schema: cancelPaymentSchema,
    action: cancelOfflinePaymentAction,
    defaultValues: { paymentId, reason: "" },
  });
  const { errorOf, field, formProps } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...field("paymentId")} />
      <InputField
        id={`${id}-reason`}
        label="Raison de l’annulation"
        error={errorOf("reason")}
        required
        maxLength={200}
        {...field("reason")}
      />
      <SubmitRow form={form} label="Annuler ce paiement" variant="danger" />
    </form>
  );
}
