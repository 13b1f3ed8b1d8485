// The receipt's wording, once: the e-mail (lib/email/templates/payment-receipt.tsx) and the PDF
// (lib/attestations/pdf.tsx, renderReceiptPdf) print the same lines from the same data
// (paymentReceiptData in ./receipts.ts). Plain data and strings: no database, no renderer.

export type ReceiptData = {
  paymentId: string;
  userId: string;
  /** R-<year paid>-<first 8 characters of the payment's id>. */
  number: string;
  /** The year the payment was made (Europe/Paris), for the file name. */
  year: number;
  member: { firstname: string; lastname: string; email: string };
  amount: string;
  paidOn: string;
  tier: string;
  method: string;
  reference: string | null;
  /** The year the payment buys, "du 25/11/2027 au 24/11/2028". */
  period: string;
  /** The union as staff set it in /admin/bureau (lib/union getDocumentIssuer). */
  issuer: {
    legalName: string;
    address: string;
    legalStatus: string;
    signatoryName: string;
    signatoryTitle: string;
  };
};

export const receiptTitle = "Reçu de cotisation";

export const receiptStatement = "Ce reçu vaut justificatif de paiement de la cotisation syndicale.";

export const receiptTaxNote =
  "66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI)\u00a0; l’attestation fiscale annuelle est disponible depuis votre profil.";

/** The receipt's lines, label and value, in the order printed. */
export function receiptLines(receipt: ReceiptData): { label: string; value: string }[] {
  return [
    { label: "Numéro du reçu", value: receipt.number },
    { label: "Adhérent", value: `${receipt.member.firstname} ${receipt.member.lastname}` },
    { label: "Montant", value: receipt.amount },
    { label: "Date du paiement", value: receipt.paidOn },
    { label: "Type d’adhésion", value: receipt.tier },
    { label: "Période couverte", value: receipt.period },
    { label: "Moyen de paiement", value: receipt.method },
    ...(receipt.reference ? [{ label: "Référence", value: receipt.reference }] : []),
  ];
}

/** Who signs: "Le trésorier, Dr …" (empty name: the office alone). */
export function receiptSignature(receipt: ReceiptData): string {
  const { signatoryTitle, signatoryName } = receipt.issuer;
  return signatoryName ? `${signatoryTitle}, ${signatoryName}` : signatoryTitle;
}

/** recu-srh-2027-1a2b3c4d.pdf */
export function receiptFileName(receipt: ReceiptData): string {
  return `recu-srh-${receipt.year}-${receipt.paymentId.slice(0, 8)}.pdf`;
}
