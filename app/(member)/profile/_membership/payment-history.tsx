import { ReceiptLink } from "@/components/payments/receipt-link";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
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
        // On a phone each payment is a card of « Column : value » lines (components/ui/table).
        <Table caption="Historique des paiements" minWidth="sm:min-w-0" className="mt-3">
          <TableHead>
            <Th>Date</Th>
            <Th>Montant</Th>
            <Th>Statut</Th>
            <Th>Reçu</Th>
          </TableHead>
          <TableBody>
            {history.map((line) => (
              <Tr key={line.id}>
                <Td label="Date">{formatDate(line.date, PROFILE_YEAR_RANGE)}</Td>
                <Td label="Montant">{formatEuros(line.amountCents)}</Td>
                <Td label="Statut">
                  {paymentStatusLabel(line.status)}
                  {line.refundedCents > 0 &&
                    ` (remboursé\u00a0: ${formatEuros(line.refundedCents)})`}
                </Td>
                <Td label="Reçu">
                  {line.hasReceipt ? (
                    <ReceiptLink
                      paymentId={line.id}
                      paidOn={formatDate(line.date, PROFILE_YEAR_RANGE)}
                    />
                  ) : (
                    "—"
                  )}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
