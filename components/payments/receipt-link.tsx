import { FileText } from "lucide-react";
import { receiptPath } from "@/lib/urls";

/**
 * "Reçu (PDF)": the download of a paid payment's receipt (GET /profile/recu). Relative, so that
 * its screen-reader text stays inside the table's scrolling box on a phone.
 */
export function ReceiptLink({ paymentId, paidOn }: { paymentId: string; paidOn: string }) {
  return (
    <a
      href={receiptPath(paymentId)}
      download
      className="relative inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      Reçu (PDF)
      <span className="sr-only"> du paiement du {paidOn}</span>
    </a>
  );
}
