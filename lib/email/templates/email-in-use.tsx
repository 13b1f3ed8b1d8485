import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/**
 * To the owner of an address that another member tried to take for their account: the other
 * member is told "a code was sent", as for a free address, and learns nothing.
 */
export default function EmailInUseEmail() {
  return (
    <EmailLayout preview="Votre adresse a été proposée pour un autre compte">
      <Heading as="h1" style={emailStyles.heading}>
        Votre adresse a été proposée pour un autre compte
      </Heading>
      <Text style={emailStyles.text}>
        Un adhérent a demandé à remplacer l’adresse e-mail de son compte sur le site du SRH par la
        vôtre. Comme elle est déjà celle de votre compte, rien n’a été changé et aucun code n’a été
        envoyé.
      </Text>
      <Text style={emailStyles.muted}>
        Vous n’avez rien à faire. Si ces demandes se répètent, écrivez-nous en répondant à ce
        message.
      </Text>
    </EmailLayout>
  );
}
