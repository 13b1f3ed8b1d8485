import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function EmailChangeCodeEmail({
  code,
  firstname,
}: {
  code: string;
  firstname: string;
}) {
  return (
    <EmailLayout preview={`Code de confirmation\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Confirmez votre nouvelle adresse
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Vous avez demandé à utiliser cette adresse pour votre compte SRH. Saisissez ce code sur la
        page de votre profil&nbsp;:
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>
        Ce code est valable 10 minutes. Sans confirmation, votre adresse actuelle reste inchangée.
      </Text>
    </EmailLayout>
  );
}

EmailChangeCodeEmail.PreviewProps = { code: "318204", firstname: "Dominique" };
