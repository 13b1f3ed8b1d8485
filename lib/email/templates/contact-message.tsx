import { Heading, Section, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

type Props = {
  subject: string;
  isMember: "Oui" | "Non";
  identity: string;
  contactDetails: string;
  message: string;
};

/** A message of the contact form, delivered to the union; replying answers the sender. */
export default function ContactMessageEmail({
  subject,
  isMember,
  identity,
  contactDetails,
  message,
}: Props) {
  return (
    <EmailLayout preview={`Nouveau message de ${identity}\u00a0: ${subject}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Nouveau message du formulaire de contact
      </Heading>
      <Text style={emailStyles.text}>
        <strong>Sujet&nbsp;:</strong> {subject}
        <br />
        <strong>Adhérent&nbsp;:</strong> {isMember}
        <br />
        <strong>Identité&nbsp;:</strong> {identity}
        <br />
        <strong>Coordonnées&nbsp;:</strong> {contactDetails}
      </Text>
      <Section style={{ backgroundColor: "#f4f6fb", borderRadius: "6px", padding: "4px 16px" }}>
        <Text style={{ ...emailStyles.text, whiteSpace: "pre-wrap" }}>{message}</Text>
      </Section>
      <Text style={emailStyles.muted}>
        Répondez directement à ce message pour écrire à l’expéditeur.
      </Text>
    </EmailLayout>
  );
}

ContactMessageEmail.PreviewProps = {
  subject: "Adhésion",
  isMember: "Non",
  identity: "Dr Claire Exemple",
  contactDetails: "claire@example.org",
  message: "Bonjour,\nJe souhaite adhérer au syndicat.",
} satisfies Props;
