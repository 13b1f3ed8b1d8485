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
    <EmailLayout preview={`Code de suppression : ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Suppression de votre compte
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Pour confirmer la suppression de votre compte SRH, saisissez ce code sur la page de votre
        profil :
      </Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>
        Vos données personnelles seront effacées ; l&apos;historique de vos paiements est conservé
        sans vos coordonnées pour les obligations comptables. Si vous n&apos;avez rien demandé,
        ignorez ce message : votre compte reste actif.
      </Text>
    </EmailLayout>
  );
}

AccountDeletionCodeEmail.PreviewProps = { code: "770315", firstname: "Dominique" };
