import { Fragment } from "react";
import { Heading, Text } from "@react-email/components";
import {
  receiptLines,
  receiptSignature,
  receiptStatement,
  receiptTaxNote,
  receiptTitle,
  type ReceiptData,
} from "@/lib/email/templates/receipt-text";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type PaymentReceiptProps = { receipt: ReceiptData };

/** Sent after every successful payment (card, cheque, transfer); its lines are the PDF's. */
export default function PaymentReceiptEmail({ receipt }: PaymentReceiptProps) {
  const { issuer } = receipt;
  return (
    <EmailLayout preview={`Reçu de votre cotisation SRH\u00a0: ${receipt.amount}`}>
      <Heading as="h1" style={emailStyles.heading}>
        {receiptTitle}
      </Heading>
      <Text style={emailStyles.text}>Bonjour {receipt.member.firstname},</Text>
      <Text style={emailStyles.text}>
        Nous avons bien reçu votre cotisation au Syndicat des Radiologues Hospitaliers. Merci&nbsp;!
      </Text>
      <Text style={emailStyles.text}>
        {receiptLines(receipt).map((line, index) => (
          <Fragment key={line.label}>
            {index > 0 && <br />}
            {line.label}&nbsp;: {line.value}
          </Fragment>
        ))}
      </Text>
      <Text style={emailStyles.text}>{receiptStatement}</Text>
      <Text style={emailStyles.text}>
        {receiptSignature(receipt)}
        <br />
        {issuer.legalName} – {issuer.address}
        <br />
        {issuer.legalStatus}
      </Text>
      <Text style={emailStyles.muted}>{receiptTaxNote}</Text>
    </EmailLayout>
  );
}

PaymentReceiptEmail.PreviewProps = {
  receipt: {
    paymentId: "1a2b3c4d-0000-4000-8000-000000000000",
    userId: "00000000-0000-4000-8000-000000000000",
    number: "R-2027-1a2b3c4d",
    year: 2027,
    member: { firstname: "Dominique", lastname: "Membre", email: "membre@example.org" },
    amount: "120,00 €",
    paidOn: "23/11/2027",
    tier: "Praticien en exercice",
    method: "Carte bancaire",
    reference: null,
    period: "du 23/11/2027 au 22/11/2028",
    issuer: {
      legalName: "Syndicat des Radiologues Hospitaliers (SRH)",
      address: "15 rue Ferdinand Duval, 75004 Paris",
      legalStatus: "Syndicat professionnel régi par le code du travail.",
      signatoryName: "Dr Jean Dupont",
      signatoryTitle: "Le trésorier",
    },
  },
} satisfies PaymentReceiptProps;
