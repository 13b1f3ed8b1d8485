import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function LoginCodeEmail({ code, firstname }: { code: string; firstname: string }) {
  return (
    <EmailLayout preview={`Votre code de connexion\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Votre code de connexion
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Saisissez ce code sur la page de connexion du site du SRH&nbsp;:
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>
        Ce code est valable 10 minutes et ne peut servir qu’une fois. Si vous n’avez pas demandé à
        vous connecter, ignorez ce message&nbsp;: personne ne peut se connecter sans ce code.
      </Text>
    </EmailLayout>
  );
}

LoginCodeEmail.PreviewProps = { code: "042917", firstname: "Dominique" };
