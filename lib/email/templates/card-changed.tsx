import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type CardChangedProps = {
  firstname: string;
  /** "Visa •••• 4242" */
  card: string;
  manageUrl: string;
};

/** A new card was saved for the membership's charges (also a security notice). */
export default function CardChangedEmail({ firstname, card, manageUrl }: CardChangedProps) {
  return (
    <EmailLayout preview={`Nouvelle carte enregistrée : ${card}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Votre carte a été modifiée
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        La carte {card} est désormais celle de votre adhésion : les prochains prélèvements y seront
        faits.
      </Text>
      <Button href={manageUrl} style={emailStyles.button}>
        Gérer mon adhésion
      </Button>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre depuis la page
        « Contactez-nous » du site.
      </Text>
    </EmailLayout>
  );
}

CardChangedEmail.PreviewProps = {
  firstname: "Dominique",
  card: "Visa •••• 4242",
  manageUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies CardChangedProps;
