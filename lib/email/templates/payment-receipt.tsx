import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type PaymentReceiptProps = {
  firstname: string;
  lastname: string;
  amount: string;
  paidOn: string;
  tier: string;
  method: string;
  reference: string | null;
  receiptNumber: string;
  /** The union as staff set it in /admin/bureau (lib/union getDocumentIssuer), when given. */
  issuer?: {
    legalName: string;
    address: string;
    legalStatus: string;
    signatoryName: string;
    signatoryTitle: string;
  };
};

/** Sent after every successful payment (card, cheque, transfer). */
export default function PaymentReceiptEmail({
  firstname,
  lastname,
  amount,
  paidOn,
  tier,
  method,
  reference,
  receiptNumber,
  issuer,
}: PaymentReceiptProps) {
  return (
    <EmailLayout preview={`Reçu de votre cotisation SRH : ${amount}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Reçu de cotisation
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Nous avons bien reçu votre cotisation au Syndicat des Radiologues Hospitaliers. Merci !
      </Text>
      <Text style={emailStyles.text}>
        Reçu n° {receiptNumber}
        <br />
        Adhérent : {firstname} {lastname}
        <br />
        Montant : {amount}
        <br />
        Date du paiement : {paidOn}
        <br />
        Type d&apos;adhésion : {tier}
        <br />
        Moyen de paiement : {method}
        {reference ? (
          <>
            <br />
            Référence : {reference}
          </>
        ) : null}
      </Text>
      <Text style={emailStyles.text}>
        Ce reçu vaut justificatif de paiement de la cotisation syndicale.
      </Text>
      {issuer ? (
        <Text style={emailStyles.text}>
          {issuer.signatoryTitle}, {issuer.signatoryName}
          <br />
          {issuer.legalName} – {issuer.address}
          <br />
          {issuer.legalStatus}
        </Text>
      ) : null}
      <Text style={emailStyles.muted}>
        66 % de votre cotisation ouvrent droit à un crédit d&apos;impôt (art. 199 quater C du CGI) ;
        l&apos;attestation fiscale annuelle est disponible depuis votre profil.
      </Text>
    </EmailLayout>
  );
}

PaymentReceiptEmail.PreviewProps = {
  firstname: "Dominique",
  lastname: "Membre",
  amount: "120,00 €",
  paidOn: "23/11/2027",
  tier: "Praticien en exercice",
  method: "Carte bancaire",
  reference: null,
  receiptNumber: "R-2027-1a2b3c4d",
};
