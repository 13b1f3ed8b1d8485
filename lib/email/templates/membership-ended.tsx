import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type MembershipEndedProps = {
  firstname: string;
  /** dd/mm/yyyy */
  endedOn: string;
  /** Why: the member cancelled the renewal, or the renewal could not be paid. */
  reason: "cancelled" | "unpaid" | "other";
  renewUrl: string;
};

/** The subscription has ended: the membership is over (renewing stays possible at any time). */
export default function MembershipEndedEmail({
  firstname,
  endedOn,
  reason,
  renewUrl,
}: MembershipEndedProps) {
  const why = {
    cancelled: "Le renouvellement automatique ayant été résilié, ",
    unpaid: "Le paiement du renouvellement n’ayant pas pu aboutir, ",
    other: "",
  }[reason];
  return (
    <EmailLayout preview={`Votre adhésion au SRH a pris fin le ${endedOn}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Votre adhésion a pris fin
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        {why}
        {why ? "votre" : "Votre"} adhésion au Syndicat des Radiologues Hospitaliers a pris fin le{" "}
        {endedOn}. Aucun prélèvement ne sera plus effectué.
      </Text>
      <Text style={emailStyles.text}>
        Votre compte reste ouvert : vous pouvez renouveler votre adhésion à tout moment depuis votre
        espace adhérent.
      </Text>
      <Button href={renewUrl} style={emailStyles.button}>
        Renouveler mon adhésion
      </Button>
    </EmailLayout>
  );
}

MembershipEndedEmail.PreviewProps = {
  firstname: "Dominique",
  endedOn: "30/11/2027",
  reason: "unpaid",
  renewUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies MembershipEndedProps;
