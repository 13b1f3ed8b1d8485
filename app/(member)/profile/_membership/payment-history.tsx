import { ReceiptLink } from "@/components/payments/receipt-link";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { paymentStatusLabel } from "@/lib/membership/labels";
import type { MembershipPanelData } from "./panel-types";

/** The member's payments, by payment date, each with its receipt when paid. */
export function PaymentHistory({
  history,
  heading: Heading,
}: {
  history: MembershipPanelData["history"];
  heading: "h2" | "h3";
}) {
  return (
    <section aria-labelledby="historique">
      <Heading id="historique" className="text-lg font-bold text-brand-900">
        Historique des paiements
      </Heading>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">Aucun paiement</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600">
                <th className="py-2">Date</th>
                <th>Montant</th>
                <th>Statut</th>
                <th>Reçu</th>
              </tr>
            </thead>
            <tbody>
              {history.map((line) => (
                <tr key={line.id} className="border-b border-slate-100">
                  <td className="py-2">{formatDate(line.date, PROFILE_YEAR_RANGE)}</td>
                  <td>{formatEuros(line.amountCents)}</td>
                  <td>
                    {paymentStatusLabel(line.status)}
                    {line.refundedCents > 0 && ` (remboursé : ${formatEuros(line.refundedCents)})`}
                  </td>
                  <td>
                    {line.hasReceipt ? (
                      <ReceiptLink
                        paymentId={line.id}
                        paidOn={formatDate(line.date, PROFILE_YEAR_RANGE)}
                      />
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
