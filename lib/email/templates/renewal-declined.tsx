import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type RenewalDeclinedProps = {
  firstname: string;
  /** "120 €": what the renewal asks. */
  amount: string;
  /** "Visa •••• 4242", when known. */
  card: string | null;
  /** dd/mm/yyyy of the provider's next try (null: in the coming days, date unknown). */
  retryOn: string | null;
  /** No try is left: the membership ends unless the member pays. */
  lastTry: boolean;
  /** dd/mm/yyyy: the membership ends then if no payment succeeds. */
  endsOn: string | null;
  updateCardUrl: string;
};

/** A renewal (or the first charge after the offered year) was declined: what, when again, until when. */
export default function RenewalDeclinedEmail({
  firstname,
  amount,
  card,
  retryOn,
  lastTry,
  endsOn,
  updateCardUrl,
}: RenewalDeclinedProps) {
  return (
    <EmailLayout preview={`Le prélèvement de ${amount} pour votre adhésion a été refusé`}>
      <Heading as="h1" style={emailStyles.heading}>
        Le paiement de votre cotisation a été refusé
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Le prélèvement de {amount} pour le renouvellement de votre adhésion
        {card ? ` sur votre carte ${card}` : ""} a été refusé par votre banque.
      </Text>
      <Text style={emailStyles.text}>
        {lastTry
          ? "Nous ne réessaierons plus automatiquement."
          : retryOn
            ? `Nous réessaierons automatiquement le ${retryOn}.`
            : "Nous réessaierons automatiquement dans les prochains jours."}{" "}
        {endsOn
          ? `Sans paiement d’ici là, votre adhésion prendra fin le ${endsOn}.`
          : "Sans paiement, votre adhésion prendra fin après le dernier essai."}
      </Text>
      <Text style={emailStyles.text}>
        Pour l’éviter, mettez à jour votre carte : le paiement est alors retenté aussitôt.
      </Text>
      <Button href={updateCardUrl} style={emailStyles.button}>
        Mettre à jour ma carte
      </Button>
      <Text style={emailStyles.muted}>
        Vous pouvez aussi régler votre cotisation en une fois depuis votre espace adhérent.
      </Text>
    </EmailLayout>
  );
}

RenewalDeclinedEmail.PreviewProps = {
  firstname: "Dominique",
  amount: "120 €",
  card: "Visa •••• 0341",
  retryOn: "26/11/2027",
  lastTry: false,
  endsOn: "30/11/2027",
  updateCardUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies RenewalDeclinedProps;
