import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

/** Which notice a member is due (chosen by lib/reminders/rules.ts). */
export type ReminderKind =
  "renews-in-30" | "renews-in-7" | "expires-in-30" | "expires-in-7" | "past-due" | "expired";

export type MembershipReminderProps = {
  kind: ReminderKind;
  firstname: string;
  /** dd/mm/yyyy: the end of the paid or offered year. */
  date: string;
  /** "120 €". */
  amount: string;
  /** "Visa •••• 4242", when known. */
  card: string | null;
  paymentUrl: string;
};

export const reminderSubjects: Record<ReminderKind, (date: string) => string> = {
  "renews-in-30": (date) => `Votre adhésion sera renouvelée le ${date}`,
  "renews-in-7": (date) => `Votre adhésion sera renouvelée le ${date}`,
  "expires-in-30": (date) => `Votre adhésion expire le ${date}`,
  "expires-in-7": (date) => `Votre adhésion expire le ${date}`,
  "past-due": () => "Le paiement de votre cotisation a échoué",
  expired: () => "Votre adhésion a expiré",
};

/** Before each charge and each end of membership, so that nobody is surprised. */
export default function MembershipReminderEmail({
  kind,
  firstname,
  date,
  amount,
  card,
  paymentUrl,
}: MembershipReminderProps) {
  const body: Record<ReminderKind, { heading: string; text: string; button: string }> = {
    "renews-in-30": {
      heading: "Renouvellement de votre adhésion",
      text: `Votre adhésion sera renouvelée automatiquement\u00a0: votre carte${card ? ` ${card}` : ""} sera débitée de ${amount} le ${date}. Vous pouvez mettre à jour votre carte ou résilier le renouvellement d’ici là depuis votre espace adhérent.`,
      button: "Gérer mon adhésion",
    },
    "renews-in-7": {
      heading: "Renouvellement de votre adhésion dans 7 jours",
      text: `Votre carte${card ? ` ${card}` : ""} sera débitée de ${amount} le ${date} pour le renouvellement de votre adhésion. Pour mettre à jour votre carte ou résilier, rendez-vous dans votre espace adhérent.`,
      button: "Gérer mon adhésion",
    },
    "expires-in-30": {
      heading: "Votre adhésion arrive à échéance",
      text: `Votre adhésion expire le ${date}. Pour rester adhérent, renouvelez-la (${amount} pour un an) depuis votre espace adhérent, par carte, en une fois ou avec un renouvellement automatique.`,
      button: "Renouveler mon adhésion",
    },
    "expires-in-7": {
      heading: "Votre adhésion expire dans 7 jours",
      text: `Votre adhésion expire le ${date}. Renouvelez-la (${amount} pour un an) depuis votre espace adhérent pour garder l’accès aux contenus réservés aux adhérents.`,
      button: "Renouveler mon adhésion",
    },
    "past-due": {
      heading: "Le paiement de votre cotisation a échoué",
      text: `Le renouvellement de votre adhésion (${amount}) n’a pas pu être débité${card ? ` sur votre carte ${card}` : ""}. Nous réessaierons dans les prochains jours\u00a0; pour éviter l’interruption de votre adhésion, mettez à jour votre carte.`,
      button: "Mettre à jour ma carte",
    },
    expired: {
      heading: "Votre adhésion a expiré",
      text: `Votre adhésion a pris fin le ${date}. Vous pouvez la renouveler à tout moment (${amount} pour un an) depuis votre espace adhérent.`,
      button: "Renouveler mon adhésion",
    },
  };
  const content = body[kind];
  return (
    <EmailLayout preview={reminderSubjects[kind](date)}>
      <Heading as="h1" style={emailStyles.heading}>
        {content.heading}
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>{content.text}</Text>
      <Button href={paymentUrl} style={emailStyles.button}>
        {content.button}
      </Button>
      <Text style={emailStyles.muted}>
        66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI).
      </Text>
    </EmailLayout>
  );
}

MembershipReminderEmail.PreviewProps = {
  kind: "renews-in-30",
  firstname: "Dominique",
  date: "23/11/2027",
  amount: "120 €",
  card: "Visa •••• 4242",
  paymentUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies MembershipReminderProps;
