import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/** Sent once when a signup completes: the membership, the free year's end, how to log in. */
export default function WelcomeEmail({
  firstname,
  freeYearEndsOn,
  freeYearLastDay,
  recurring,
  loginUrl,
}: {
  firstname: string;
  /** dd/mm/yyyy of the first charge (the day the offered year ends). */
  freeYearEndsOn: string;
  /** dd/mm/yyyy of the offered year's last day (« jusqu'au »). */
  freeYearLastDay: string;
  recurring: boolean;
  loginUrl: string;
}) {
  return (
    <EmailLayout preview="Bienvenue au SRH&nbsp;: votre adhésion est enregistrée">
      <Heading as="h1" style={emailStyles.heading}>
        Bienvenue au SRH
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Votre adhésion au Syndicat des Radiologues Hospitaliers est enregistrée. Votre première
        année est offerte, jusqu’au {freeYearLastDay}.
      </Text>
      <Text style={emailStyles.text}>
        {recurring
          ? `Votre carte sera débitée de la cotisation annuelle le ${freeYearEndsOn}, puis chaque année\u00a0; vous pouvez résilier à tout moment depuis l’onglet «\u00a0Paiement\u00a0» de votre profil.`
          : "Aucune carte n’a été enregistrée\u00a0: à la fin de l’année offerte, vous pourrez régler votre cotisation depuis l’onglet «\u00a0Paiement\u00a0» de votre profil."}
      </Text>
      <Text style={emailStyles.text}>
        Pour vous connecter, saisissez votre adresse e-mail sur la page de connexion&nbsp;: un code
        à usage unique vous sera envoyé.
      </Text>
      <Button href={loginUrl} style={emailStyles.button}>
        Me connecter
      </Button>
      <Text style={emailStyles.muted}>
        66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI).
      </Text>
    </EmailLayout>
  );
}

WelcomeEmail.PreviewProps = {
  firstname: "Dominique",
  freeYearEndsOn: "23/11/2027",
  freeYearLastDay: "22/11/2027",
  recurring: true,
  loginUrl: "http://localhost:3000/login",
};
