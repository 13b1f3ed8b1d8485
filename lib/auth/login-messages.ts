// The login's words shared by the login page's actions and the re-login dialog (no server code).

/** The same answer for every valid address (docs/accounts.md: who is a member stays private). */
export const LOGIN_CODE_SENT =
  "Si cette adresse correspond à une adhésion, un code de connexion vient d’y être envoyé.";

/** A save refused because the session ended: the form keeps its text. */
export const SESSION_EXPIRED_MESSAGE =
  "Votre session a expiré – reconnectez-vous\u00a0: votre texte est conservé";
