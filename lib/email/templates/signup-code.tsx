import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function SignupCodeEmail({ code, firstname }: { code: string; firstname: string }) {
  return (
    <EmailLayout preview={`Votre code de confirmation\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Confirmez votre adresse
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Pour poursuivre votre adhésion au SRH, saisissez ce code sur la page d’adhésion&nbsp;:
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>
        Ce code est valable 10 minutes et ne peut servir qu’une fois. Si vous n’avez pas demandé à
        adhérer, ignorez ce message&nbsp;: aucun compte n’est créé sans ce code.
      </Text>
    </EmailLayout>
  );
}

SignupCodeEmail.PreviewProps = { code: "042917", firstname: "Dominique" };
