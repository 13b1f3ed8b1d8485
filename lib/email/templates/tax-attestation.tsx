import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/**
 * The yearly attestation, attached. Discreet on purpose: union membership is sensitive, so the
 * subject line (seen in a shared inbox or on a lock screen) does not name the union.
 */
export default function TaxAttestationEmail({
  firstname,
  year,
  number,
  corrected,
  profileUrl,
}: {
  firstname: string;
  year: number;
  number: string;
  corrected: boolean;
  profileUrl: string;
}) {
  return (
    <EmailLayout preview={`Votre attestation fiscale ${year}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Votre attestation fiscale {year}
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        {corrected
          ? `Vous trouverez ci-joint l’attestation n° ${number}, qui annule et remplace la précédente attestation de vos cotisations syndicales versées en ${year}.`
          : `Vous trouverez ci-joint l’attestation n° ${number} des cotisations syndicales que vous avez versées en ${year}.`}
      </Text>
      <Text style={emailStyles.text}>
        Elle ouvre droit au crédit d’impôt de l’article 199 quater C du CGI&nbsp;: reportez le
        montant dans les cases 7AC, 7AE ou 7AG de la déclaration 2042-RICI. Conservez-la&nbsp;; ne
        la joignez pas à une déclaration en ligne.
      </Text>
      <Button href={profileUrl} style={emailStyles.button}>
        Mes attestations fiscales
      </Button>
      <Text style={emailStyles.muted}>
        Vous la retrouverez à tout moment dans votre espace adhérent.
      </Text>
    </EmailLayout>
  );
}

TaxAttestationEmail.PreviewProps = {
  firstname: "Dominique",
  year: 2026,
  number: "SRH-2026-00042",
  corrected: false,
  profileUrl: "http://localhost:3000/profile",
};
