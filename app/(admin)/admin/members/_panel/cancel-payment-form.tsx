"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { cancelPaymentSchema } from "@/lib/payments/offline-payment-schema";
import { cancelOfflinePaymentAction } from "./actions";
import { Outcome } from "./outcome";

/** The cancellation of an offline payment, with its reason (the payment stays, cancelled). */
export function CancelPaymentForm({ paymentId }: { paymentId: string }) {
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: cancelPaymentSchema,
    action: cancelOfflinePaymentAction,
    defaultValues: { paymentId, reason: "" },
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...register("paymentId")} />
      <InputField
        id={`${id}-reason`}
        label="Raison de l'annulation"
        error={errorOf("reason")}
        required
        maxLength={200}
        {...register("reason")}
      />
      <button type="submit" disabled={pending} className={buttonClass({ variant: "danger" })}>
        Annuler ce paiement
      </button>
      <Outcome state={state} />
    </form>
  );
}
