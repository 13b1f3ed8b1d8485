import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/** A new account's address is confirmed by logging in once with this code. */
export default function AccountCreatedEmail({
  code,
  firstname,
  loginUrl,
}: {
  code: string;
  firstname: string;
  loginUrl: string;
}) {
  return (
    <EmailLayout preview={`Confirmez votre adresse\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Confirmez votre adresse e-mail
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Votre compte sur le site du SRH a été créé. Pour confirmer cette adresse, connectez-vous
        avec elle et ce code&nbsp;:
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Button href={loginUrl} style={emailStyles.button}>
        Me connecter
      </Button>
      <Text style={emailStyles.muted}>
        Ce code est valable 10 minutes&nbsp;; passé ce délai, demandez-en un autre sur la page de
        connexion. Si vous n’avez pas demandé de compte, ignorez ce message&nbsp;: il restera
        inactif.
      </Text>
    </EmailLayout>
  );
}

AccountCreatedEmail.PreviewProps = {
  code: "042917",
  firstname: "Dominique",
  loginUrl: "http://localhost:3000/login",
};
