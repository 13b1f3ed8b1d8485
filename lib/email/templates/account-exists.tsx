import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/**
 * Sent instead of creating an account when the address already has one: the page answers the
 * same for both, so that nobody learns from it who is a member.
 */
export default function AccountExistsEmail({
  loginUrl,
  renewUrl,
}: {
  loginUrl: string;
  renewUrl: string;
}) {
  return (
    <EmailLayout preview="Vous avez déjà un compte sur le site du SRH">
      <Heading as="h1" style={emailStyles.heading}>
        Vous avez déjà un compte
      </Heading>
      <Text style={emailStyles.text}>
        Quelqu’un, sans doute vous, a demandé à créer un compte sur le site du SRH avec cette
        adresse e-mail. Un compte existe déjà pour elle&nbsp;: aucun autre n’a été créé.
      </Text>
      <Text style={emailStyles.text}>
        Connectez-vous avec cette adresse&nbsp;: un code à usage unique vous sera envoyé.
      </Text>
      <Button href={loginUrl} style={emailStyles.button}>
        Me connecter
      </Button>
      <Text style={emailStyles.text}>
        Pour renouveler votre adhésion, ouvrez ensuite l’onglet «&nbsp;Paiement&nbsp;» de votre
        profil&nbsp;: <a href={renewUrl}>{renewUrl}</a>
      </Text>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.
      </Text>
    </EmailLayout>
  );
}

AccountExistsEmail.PreviewProps = {
  loginUrl: "http://localhost:3000/login",
  renewUrl: "http://localhost:3000/login?callbackUrl=%2Fjadhere-au-srh",
};
