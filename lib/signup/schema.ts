import { z } from "zod";
import { codeSchema } from "@/lib/validation/code";
import { emailSchema, INVALID_EMAIL_MESSAGE } from "@/lib/validation/email";
import { booleanInput } from "@/lib/validation/form-values";

// The signup's rules (spec §2 "Signup", §5, §8) with their French messages, for the browser's
// form (/jadhere-au-srh) and the server (./code-request.ts, ./payment-steps.ts) alike: no server
// code here. The server parses every request again with the same schema.

export const signupMessages = {
  required: "Veuillez remplir tous les champs obligatoires.",
  tier: "Veuillez sélectionner un type d’adhésion.",
  statutes: "Veuillez accepter les statuts du SRH.",
  codeSent:
    "Un code de confirmation à 6 chiffres vient d’être envoyé à cette adresse (valable 10 minutes).",
  resent: "Un nouveau code vient de vous être envoyé.",
  failed: "Erreur lors de l’inscription. Veuillez réessayer.",
  payment: "Erreur lors du paiement",
  notConfirmed: "Confirmez d’abord votre adresse avec le code reçu par e-mail.",
  cardPending: "La carte n’est pas encore enregistrée. Veuillez réessayer.",
} as const;

/** Each required field says what is missing, beside the summary of spec §5. */
export const signupFieldMessages = {
  firstname: "Indiquez votre prénom.",
  lastname: "Indiquez votre nom.",
  email: "Indiquez votre adresse e-mail.",
  hospital: "Indiquez votre hôpital.",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} caractères au plus.`);

export const signupSchema = z.object({
  firstname: required(signupFieldMessages.firstname, 100),
  lastname: required(signupFieldMessages.lastname, 100),
  // An empty address is missing (the summary says so); a wrong one is invalid.
  email: z
    .string({ error: signupFieldMessages.email })
    .trim()
    .min(1, signupFieldMessages.email)
    .pipe(emailSchema),
  hospital: required(signupFieldMessages.hospital, 200),
  address: z.string().trim().max(500, "500 caractères au plus.").optional().default(""),
  newsletter: booleanInput.optional(),
  tierId: z.string({ error: signupMessages.tier }).trim().min(1, signupMessages.tier),
  recurring: z
    .union([z.boolean(), z.enum(["true", "false", "on"])])
    .optional()
    .transform((v) => v === undefined || v === true || v === "true" || v === "on"),
  statutes: z.union([z.literal(true), z.literal("on"), z.literal("true")], {
    error: signupMessages.statutes,
  }),
  infopro: z.record(z.string(), z.boolean()).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

/** The fields shown with their own message, in the form's order (all on its first tab). */
export const SIGNUP_FIELDS = ["firstname", "lastname", "email", "hospital", "address"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/**
 * The one message that sums up a refused signup, the same in the browser and on the server:
 * the tier first (it is chosen first), the statutes when nothing else is wrong, a wrong address
 * alone as itself, anything else as the spec's "Veuillez remplir tous les champs obligatoires.".
 */
export function signupSummary(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields = new Set(issues.map((issue) => issue.path[0]));
  if (fields.has("tierId")) return signupMessages.tier;
  if (fields.size === 1 && fields.has("statutes")) return signupMessages.statutes;
  if (fields.size === 1 && fields.has("email") && issues[0]?.message === INVALID_EMAIL_MESSAGE)
    return INVALID_EMAIL_MESSAGE;
  return signupMessages.required;
}

/** The code step: the address being confirmed and its six-digit code. */
export const signupCodeSchema = z.object({ email: emailSchema, code: codeSchema });
