import { Field, InputField, inputClass } from "@/components/ui/field";
import type { OFFLINE_METHODS } from "@/lib/payments/offline-payment-schema";

export type PaymentField = "amount" | "paidOn" | "method" | "reference";

/** The four things typed for a cheque or a transfer, when it is recorded and when it is corrected. */
export function OfflinePaymentFields({
  id,
  field,
  errorOf,
  labels,
  today,
}: {
  id: string;
  /** The field's name and first value (useActionForm's `field`). */
  field: (name: PaymentField) => { name: string; defaultValue: string };
  errorOf: (name: PaymentField) => string | undefined;
  labels: { method: string; reference: string };
  /** The latest day to offer (a payment is never received in the future). */
  today?: string;
}) {
  return (
    <>
      <InputField
        id={`${id}-amount`}
        label="Montant (€)"
        error={errorOf("amount")}
        inputMode="decimal"
        required
        placeholder="120,00"
        {...field("amount")}
      />
      <InputField
        id={`${id}-date`}
        label="Reçu le"
        error={errorOf("paidOn")}
        type="date"
        required
        max={today}
        {...field("paidOn")}
      />
      <Field id={`${id}-method`} label={labels.method} error={errorOf("method")}>
        <select id={`${id}-method`} className={inputClass} {...field("method")}>
          <option value="cheque">Chèque</option>
          <option value="transfer">Virement</option>
        </select>
      </Field>
      <InputField
        id={`${id}-reference`}
        label={labels.reference}
        error={errorOf("reference")}
        maxLength={100}
        {...field("reference")}
      />
    </>
  );
}

/** An offline payment as its correction form shows it. */
export type OfflinePayment = {
  id: string;
  amount: string;
  paidOn: string;
  method: (typeof OFFLINE_METHODS)[number];
  reference: string;
};
