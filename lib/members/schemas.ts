import { z } from "zod";
import { emailSchema } from "@/lib/validation/email";
import { booleanInput } from "@/lib/validation/form-values";
import type { ProfessionalFlags } from "@/lib/db/schema";
import { TIER_IDS } from "@/lib/membership/tier-ids";
import { PROFESSIONAL_FLAGS, type ProfessionalFlag } from "./labels";

// Profile rules of spec §5 ("Profile edit"): first name, last name, e-mail and hospital are
// required; the address is optional. One schema for the form and the server.

export const REQUIRED_MESSAGE = "Ce champ est obligatoire.";

const required = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `${max} caractères au plus.`);

const flagShape = Object.fromEntries(
  PROFESSIONAL_FLAGS.map((flag) => [flag, booleanInput.optional()]),
) as Record<ProfessionalFlag, z.ZodOptional<typeof booleanInput>>;

export const profileSchema = z.object({
  firstname: required(100),
  lastname: required(100),
  email: emailSchema,
  hospital: required(200),
  address: z.string().trim().max(500, "500 caractères au plus.").optional().default(""),
  subscription: z
    .enum(TIER_IDS, { error: "Type d’adhésion inconnu." })
    .nullish()
    .or(z.literal("").transform(() => null)),
  /** Booleans left out of a call keep their current value (forms send every checkbox). */
  newsletter: booleanInput.optional(),
  /** Honoured only when an administrator saves; ignored for anyone else. */
  isadmin: booleanInput.optional(),
  ...flagShape,
});

export type ProfileInput = z.infer<typeof profileSchema>;

export function flagsFrom(
  input: Partial<Record<ProfessionalFlag, boolean | undefined>>,
): Record<ProfessionalFlag, boolean> {
  return Object.fromEntries(
    PROFESSIONAL_FLAGS.map((flag) => [flag, input[flag] === true]),
  ) as Record<ProfessionalFlag, boolean>;
}

/**
 * The user row's columns a profile form sets (the e-mail and the admin flag have their own
 * rules). A boolean the input leaves out keeps its value in `current` (false for a new account).
 */
export function profileColumns(
  input: ProfileInput,
  current: { newsletter: boolean; infopro: ProfessionalFlags } = { newsletter: false, infopro: {} },
) {
  const flags = Object.fromEntries(
    PROFESSIONAL_FLAGS.map((flag) => [flag, input[flag] ?? current.infopro[flag] === true]),
  ) as Record<ProfessionalFlag, boolean>;
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    hospital: input.hospital,
    address: input.address,
    tierId: input.subscription ?? null,
    newsletter: input.newsletter ?? current.newsletter,
    infopro: flags,
  };
}
