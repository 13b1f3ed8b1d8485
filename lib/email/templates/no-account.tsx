import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/** Sent instead of a code when the address is not a member's: the page itself says nothing. */
export default function NoAccountEmail({ joinUrl }: { joinUrl: string }) {
  return (
    <EmailLayout preview="Aucune adhésion n’est associée à cette adresse">
      <Heading as="h1" style={emailStyles.heading}>
        Aucune adhésion pour cette adresse
      </Heading>
      <Text style={emailStyles.text}>
        Quelqu’un, sans doute vous, a demandé un code de connexion au site du SRH pour cette adresse
        e-mail. Aucune adhésion n’y est associée&nbsp;: la connexion est réservée aux adhérents.
      </Text>
      <Text style={emailStyles.text}>
        Si vous avez adhéré avec une autre adresse, demandez le code pour celle-ci. Sinon, vous
        pouvez rejoindre le syndicat&nbsp;:
      </Text>
      <Button href={joinUrl} style={emailStyles.button}>
        J’adhère au SRH
      </Button>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.
      </Text>
    </EmailLayout>
  );
}

NoAccountEmail.PreviewProps = { joinUrl: "http://localhost:3000/jadhere-au-srh" };
