import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/** What a one-time code is for: each purpose has its own words around the same code. */
export type CodePurpose = "login" | "signup" | "email-change" | "account-deletion";

const texts: Record<
  CodePurpose,
  { preview: string; heading: string; intro: string; footnote: string }
> = {
  login: {
    preview: "Votre code de connexion",
    heading: "Votre code de connexion",
    intro: "Saisissez ce code sur la page de connexion du site du SRH\u00a0:",
    footnote:
      "Ce code est valable 10 minutes et ne peut servir qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez ce message\u00a0: personne ne peut se connecter sans ce code.",
  },
  signup: {
    preview: "Votre code de confirmation",
    heading: "Confirmez votre adresse",
    intro: "Pour poursuivre votre adhésion au SRH, saisissez ce code sur la page d’adhésion\u00a0:",
    footnote:
      "Ce code est valable 10 minutes et ne peut servir qu’une fois. Si vous n’avez pas demandé à adhérer, ignorez ce message\u00a0: aucun compte n’est créé sans ce code.",
  },
  "email-change": {
    preview: "Code de confirmation",
    heading: "Confirmez votre nouvelle adresse",
    intro:
      "Vous avez demandé à utiliser cette adresse pour votre compte SRH. Saisissez ce code sur la page de votre profil\u00a0:",
    footnote:
      "Ce code est valable 10 minutes. Sans confirmation, votre adresse actuelle reste inchangée.",
  },
  "account-deletion": {
    preview: "Code de suppression",
    heading: "Suppression de votre compte",
    intro:
      "Pour confirmer la suppression de votre compte SRH, saisissez ce code sur la page de votre profil\u00a0:",
    footnote:
      "Vos données personnelles seront effacées\u00a0; l’historique de vos paiements est conservé sans vos coordonnées pour les obligations comptables. Si vous n’avez rien demandé, ignorez ce message\u00a0: votre compte reste actif.",
  },
};

/** Every one-time code e-mail: login, signup, e-mail change, account deletion. */
export default function CodeEmail({
  code,
  firstname,
  purpose,
}: {
  code: string;
  firstname: string;
  purpose: CodePurpose;
}) {
  const text = texts[purpose];
  return (
    <EmailLayout preview={`${text.preview}\u00a0: ${code}`}>
      <Heading as="h1" style={emailStyles.heading}>
        {text.heading}
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>{text.intro}</Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.muted}>{text.footnote}</Text>
    </EmailLayout>
  );
}

CodeEmail.PreviewProps = { code: "042917", firstname: "Dominique", purpose: "login" as const };
