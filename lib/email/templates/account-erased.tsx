import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

export type AccountErasedProps = {
  firstname: string;
  /** dd/mm/yyyy */
  erasedOn: string;
  /** Who asked: the member from their profile, or the union's staff on their request. */
  byStaff: boolean;
};

/** The account was erased (GDPR): what went, what stays for the accounts, and that this is the last e-mail. */
export default function AccountErasedEmail({ firstname, erasedOn, byStaff }: AccountErasedProps) {
  return (
    <EmailLayout preview="Votre compte sur le site du SRH a été supprimé">
      <Heading as="h1" style={emailStyles.heading}>
        Votre compte a été supprimé
      </Heading>
      <Text style={emailStyles.text}>Bonjour {firstname},</Text>
      <Text style={emailStyles.text}>
        {byStaff
          ? `À votre demande, le secrétariat du SRH a supprimé votre compte le ${erasedOn}.`
          : `Comme vous l’avez demandé, votre compte sur le site du SRH a été supprimé le ${erasedOn}.`}{" "}
        Vos nom, adresse e-mail, établissement et coordonnées ont été effacés, votre éventuel
        prélèvement automatique a été arrêté et votre carte n’est plus enregistrée.
      </Text>
      <Text style={emailStyles.text}>
        Vos paiements et attestations fiscales sont conservés sans vous nommer pendant la durée
        légale de conservation comptable (dix ans).
      </Text>
      <Text style={emailStyles.muted}>
        C’est le dernier message que vous recevez de notre part. Vous pourrez adhérer de nouveau à
        tout moment.
      </Text>
    </EmailLayout>
  );
}

AccountErasedEmail.PreviewProps = {
  firstname: "Dominique",
  erasedOn: "25/11/2026",
  byStaff: false,
} satisfies AccountErasedProps;
