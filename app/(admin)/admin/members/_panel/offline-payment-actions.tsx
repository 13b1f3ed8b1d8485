import { CancelPaymentForm } from "./cancel-payment-form";
import { CorrectPaymentForm } from "./correct-payment-form";
import type { OfflinePayment } from "./offline-payment-fields";

/** Correct or cancel one offline payment (never deleted). */
export function OfflinePaymentActions({ payment }: { payment: OfflinePayment }) {
  return (
    <div className="grid gap-2">
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Corriger</summary>
        <CorrectPaymentForm payment={payment} />
      </details>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-red-700">Annuler</summary>
        <CancelPaymentForm paymentId={payment.id} />
      </details>
    </div>
  );
}
