import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function AccountDeletionCodeEmail({
  code,
  firstname,
}: {
  code: string;
  firstname: string;
}) {
  return (
    <EmailLayout preview={`Code de suppression\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Suppression de votre compte
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Pour confirmer la suppression de votre compte SRH, saisissez ce code sur la page de votre
        profil&nbsp;:
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>
        Vos données personnelles seront effacées&nbsp;; l’historique de vos paiements est conservé
        sans vos coordonnées pour les obligations comptables. Si vous n’avez rien demandé, ignorez
        ce message&nbsp;: votre compte reste actif.
      </Text>
    </EmailLayout>
  );
}

AccountDeletionCodeEmail.PreviewProps = { code: "770315", firstname: "Dominique" };
