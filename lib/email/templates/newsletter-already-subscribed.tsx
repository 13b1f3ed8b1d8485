import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export default function NewsletterAlreadySubscribedEmail({ siteUrl }: { siteUrl: string }) {
  return (
    <EmailLayout preview="Vous êtes déjà inscrit à la lettre d’information du SRH">
      <Heading as="h1" style={emailStyles.heading}>
        Vous êtes déjà inscrit
      </Heading>
      <Text style={emailStyles.text}>
        Une inscription à la lettre d’information du SRH a été demandée pour cette adresse, qui la
        reçoit déjà&nbsp;: vous n’avez rien à faire. Chaque lettre contient un lien pour vous
        désinscrire.
      </Text>
      <Text style={emailStyles.muted}>
        Si vous n’êtes pas à l’origine de cette demande, ignorez ce message. Site du SRH&nbsp;:{" "}
        <Link href={siteUrl}>{siteUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

NewsletterAlreadySubscribedEmail.PreviewProps = { siteUrl: "http://localhost:3000" };
