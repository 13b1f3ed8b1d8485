import { z } from "zod";
import { TIER_IDS } from "@/lib/membership/tier-ids";
import { booleanInput } from "@/lib/validation/form-values";
import { memberMessages } from "./messages";

// What an administrator types on a member's panel (tier and rights, the imported validity, the
// erasure), for its forms and its actions alike: no server code here. The actions parse every
// request with these; the rules that need the member (lib/members/admin.ts) stay on the server.

export const memberAccessSchema = z.object({
  userId: z.string(),
  tierId: z.union([
    z.enum(TIER_IDS, { error: "Type d’adhésion inconnu." }),
    z.literal("").transform(() => null),
  ]),
  // A hidden "false" goes before the checkbox: "false", or "false" then "true" when ticked.
  isAdmin: booleanInput,
});

export const importedValiditySchema = z
  .object({
    userId: z.string(),
    paidUntil: z.string().trim().default(""),
    /** The « Retirer » button: the grant goes, whatever the date field says. */
    remove: z.literal("1").optional(),
  })
  // An empty date is no removal: that takes the button, and its confirmation.
  .refine((input) => input.remove === "1" || input.paidUntil !== "", {
    path: ["paidUntil"],
    error: memberMessages.invalidImportedValidity,
  });

export const ERASE_CONFIRMATION_MESSAGE = "Saisissez l’adresse e-mail du membre pour confirmer.";

export const eraseMemberSchema = z.object({
  userId: z.string(),
  /** The member's e-mail typed again: an erasure cannot be undone. */
  confirmation: z
    .string({ error: ERASE_CONFIRMATION_MESSAGE })
    .trim()
    .min(1, ERASE_CONFIRMATION_MESSAGE),
});
