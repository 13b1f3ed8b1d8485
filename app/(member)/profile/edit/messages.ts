// Said by the profile's save and again on the code step it leads to (a page posted without
// JavaScript shows that step again after a wrong code): no server code here.

/** The profile is saved; the member's own new e-mail waits for the code sent to it. */
export const emailCodeSentMessage = (email: string) =>
  `Un code de confirmation a été envoyé à ${email}. Votre adresse changera une fois ce code saisi. Vos autres modifications sont enregistrées.`;
