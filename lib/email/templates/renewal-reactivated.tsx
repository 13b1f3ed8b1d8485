import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type RenewalReactivatedProps = {
  firstname: string;
  /** "120 €" */
  amount: string;
  /** dd/mm/yyyy of the next charge. */
  renewsOn: string;
  /** "Visa •••• 4242", when known. */
  card: string | null;
  manageUrl: string;
};

/** The member took back their cancellation: the renewal will be charged again. */
export default function RenewalReactivatedEmail({
  firstname,
  amount,
  renewsOn,
  card,
  manageUrl,
}: RenewalReactivatedProps) {
  return (
    <EmailLayout preview={`Renouvellement réactivé : prochain prélèvement le ${renewsOn}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Renouvellement automatique réactivé
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Le renouvellement automatique de votre adhésion est de nouveau actif : votre carte
        {card ? ` ${card}` : ""} sera débitée de {amount} le {renewsOn}, et votre adhésion prolongée
        d’un an.
      </Text>
      <Button href={manageUrl} style={emailStyles.button}>
        Gérer mon adhésion
      </Button>
      <Text style={emailStyles.muted}>
        66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI).
      </Text>
    </EmailLayout>
  );
}

RenewalReactivatedEmail.PreviewProps = {
  firstname: "Dominique",
  amount: "120 €",
  renewsOn: "23/11/2027",
  card: "Visa •••• 4242",
  manageUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies RenewalReactivatedProps;
