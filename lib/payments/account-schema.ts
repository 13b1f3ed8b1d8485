import { z } from "zod";
import { TIER_IDS } from "@/lib/membership/tier-ids";

// The inputs of "Mon adhésion" (lib/payments/account/) with their French messages, for the
// member's forms and the server actions alike: no server code here. The actions check every
// request again with these schemas; the rights are checked by the domain functions.

export const TIER_UNKNOWN_MESSAGE = "Formule inconnue.";

/** A single-button action: whose membership it is (the member, or an administrator for them). */
export const membershipTargetSchema = z.object({ userId: z.string() });

/** The tier chosen for the next charge, a renewal or a one-time payment. */
export const tierChoiceSchema = membershipTargetSchema.extend({
  tierId: z.enum(TIER_IDS, { error: TIER_UNKNOWN_MESSAGE }),
});
export type TierChoiceValues = z.input<typeof tierChoiceSchema>;
export type TierChoice = z.output<typeof tierChoiceSchema>;

/**
 * What the simulated provider's card form sends (components/payments/simulated-card-form.tsx),
 * on the signup and in "Mon adhésion" alike: the intent it confirms, and the number typed.
 */
export const simulatedCardSchema = z.object({
  intentId: z.string(),
  clientSecret: z.string(),
  cardNumber: z.string().max(40),
});
