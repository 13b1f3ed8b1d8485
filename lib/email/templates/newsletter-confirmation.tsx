import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function NewsletterConfirmationEmail({ confirmUrl }: { confirmUrl: string }) {
  return (
    <EmailLayout preview="Confirmez votre inscription à la lettre d’information du SRH">
      <Heading as="h1" style={emailStyles.heading}>
        Confirmez votre inscription
      </Heading>
      <Text style={emailStyles.text}>
        Vous avez demandé à recevoir la lettre d’information du SRH. Pour valider votre inscription,
        cliquez sur le bouton ci-dessous.
      </Text>
      <Button href={confirmUrl} style={emailStyles.button}>
        Confirmer mon inscription
      </Button>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de cette demande, ignorez ce message&nbsp;: vous ne recevrez
        rien.
      </Text>
    </EmailLayout>
  );
}

NewsletterConfirmationEmail.PreviewProps = {
  confirmUrl: "http://localhost:3000/newsletter/confirmation?token=exemple",
};
