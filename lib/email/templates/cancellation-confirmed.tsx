import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type CancellationConfirmedProps = {
  firstname: string;
  /** dd/mm/yyyy: the paid or offered year runs until then, and the membership ends. */
  endsOn: string;
  manageUrl: string;
};

/** The member cancelled the automatic renewal: nothing more is charged, the year runs to its end. */
export default function CancellationConfirmedEmail({
  firstname,
  endsOn,
  manageUrl,
}: CancellationConfirmedProps) {
  return (
    <EmailLayout preview={`Résiliation confirmée : votre adhésion prendra fin le ${endsOn}`}>
      <Heading as="h1" style={emailStyles.heading}>
        Résiliation du renouvellement confirmée
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        Le renouvellement automatique de votre adhésion est résilié : votre carte ne sera plus
        débitée. Votre adhésion reste valable jusqu’au {endsOn}, puis prendra fin.
      </Text>
      <Text style={emailStyles.text}>
        Vous avez changé d’avis ? Vous pouvez réactiver le renouvellement jusqu’à cette date depuis
        votre espace adhérent.
      </Text>
      <Button href={manageUrl} style={emailStyles.button}>
        Gérer mon adhésion
      </Button>
    </EmailLayout>
  );
}

CancellationConfirmedEmail.PreviewProps = {
  firstname: "Dominique",
  endsOn: "23/11/2027",
  manageUrl: "http://localhost:3000/profile/edit?id=1#payment",
} satisfies CancellationConfirmedProps;
