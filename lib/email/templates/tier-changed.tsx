import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type TierChangedProps = {
  firstname: string;
  /** "Praticien retraité" */
  tier: string;
  /** "60 €" */
  amount: string;
  /** dd/mm/yyyy of the next charge. */
  chargesOn: string;
  manageUrl: string;
};

/** The tier of the next automatic charge changed (from « Changer de formule » or the profile). */
export default function TierChangedEmail({
  firstname,
  tier,
  amount,
  chargesOn,
  manageUrl,
}: TierChangedProps) {
  return (
    <EmailLayout preview={`Formule changée\u00a0: ${amount} prélevés le ${chargesOn}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Formule de votre adhésion changée
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Votre prochain prélèvement automatique, le {chargesOn}, sera de {amount} ({tier}). L’année
        en cours n’est ni remboursée ni prélevée à nouveau.
      </Text>
      <Button href={manageUrl} style={emailStyles.button}>
        Gérer mon adhésion
      </Button>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de ce changement, contactez-nous depuis la page
        «&nbsp;Contactez-nous&nbsp;» du site.
      </Text>
    </EmailLayout>
  );
}

TierChangedEmail.PreviewProps = {
  firstname: "Dominique",
  tier: "Praticien retraité",
  amount: "60 €",
  chargesOn: "28/09/2027",
  manageUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies TierChangedProps;
