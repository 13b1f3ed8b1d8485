import { z } from "zod";
import { BOARD_OFFICES, DELEGATE_REGIONS } from "@/lib/db/enums";

// What the "Bureau et identité" forms send, with their French messages.

export const MAX_DELEGATES_PER_REGION = 4;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const unionMessages = {
  nameRequired: "Indiquez le nom de la personne qui occupe cette fonction.",
  nameTooLong: "Le nom ne doit pas dépasser 120 caractères.",
  cityTooLong: "La ville ne doit pas dépasser 80 caractères.",
  cityWithoutName: "Indiquez le nom du délégué ou effacez aussi la ville.",
  legalNameRequired: "Indiquez la dénomination du syndicat.",
  addressRequired: "Indiquez l’adresse du siège.",
  legalStatusRequired: "Indiquez la phrase de statut juridique.",
  textTooLong: "Ce texte ne doit pas dépasser 300 caractères.",
  signatoryRequired: "Choisissez la fonction du signataire.",
  regionUnknown: "Région inconnue.",
};

const name = () => requiredText(120, unionMessages.nameRequired, unionMessages.nameTooLong);
const city = () => optionalText(80, unionMessages.cityTooLong);

/** The five offices, sent together: `president.name`, `president.city`… as flat form fields. */
export const boardInputSchema = z.object(
  Object.fromEntries(
    BOARD_OFFICES.flatMap((office) => [
      [`${office}.name`, name()],
      [`${office}.city`, city()],
    ]),
  ) as Record<`${(typeof BOARD_OFFICES)[number]}.${"name" | "city"}`, z.ZodType<string>>,
);
export const BOARD_TITLE_FORMS = ["masculine", "feminine"] as const;

/**
 * With the names, each office's title form (`treasurer.form`: masculine or feminine); an office
 * sent without it keeps the form it has.
 */
export const boardFormInputSchema = boardInputSchema.extend(
  Object.fromEntries(
    BOARD_OFFICES.map((office) => [
      `${office}.form`,
      z.enum(BOARD_TITLE_FORMS, { error: "Choisissez l’intitulé." }).optional(),
    ]),
  ) as Record<
    `${(typeof BOARD_OFFICES)[number]}.form`,
    z.ZodOptional<z.ZodEnum<{ masculine: "masculine"; feminine: "feminine" }>>
  >,
);
export type BoardInput = z.infer<typeof boardInputSchema> &
  Partial<Record<`${(typeof BOARD_OFFICES)[number]}.form`, (typeof BOARD_TITLE_FORMS)[number]>>;

/** One region's delegates: slots `delegate.0.name`, `delegate.0.city`…; empty slots are dropped. */
export const regionDelegatesInputSchema = z
  .object({
    region: z.enum(DELEGATE_REGIONS, { error: unionMessages.regionUnknown }),
    ...(Object.fromEntries(
      Array.from({ length: MAX_DELEGATES_PER_REGION }, (_, index) => [
        [`delegate.${index}.name`, optionalText(120, unionMessages.nameTooLong)],
        [`delegate.${index}.city`, city()],
      ]).flat(),
    ) as Record<`delegate.${number}.${"name" | "city"}`, z.ZodType<string>>),
  })
  .superRefine((input, context) => {
    const fields = input as Record<string, string>;
    for (let index = 0; index < MAX_DELEGATES_PER_REGION; index += 1) {
      if (!fields[`delegate.${index}.name`] && fields[`delegate.${index}.city`])
        context.addIssue({
          code: "custom",
          path: [`delegate.${index}.name`],
          message: unionMessages.cityWithoutName,
        });
    }
  });
export type RegionDelegatesInput = z.infer<typeof regionDelegatesInputSchema>;

/** The delegates of a region's form, in order, without the empty slots. */
export function delegatesOf(input: RegionDelegatesInput): { name: string; city: string }[] {
  const fields = input as Record<string, string>;
  return Array.from({ length: MAX_DELEGATES_PER_REGION }, (_, index) => ({
    name: fields[`delegate.${index}.name`] ?? "",
    city: fields[`delegate.${index}.city`] ?? "",
  })).filter((delegate) => delegate.name !== "");
}

export const identityInputSchema = z.object({
  legalName: requiredText(200, unionMessages.legalNameRequired, unionMessages.textTooLong),
  address: requiredText(300, unionMessages.addressRequired, unionMessages.textTooLong),
  legalStatus: requiredText(300, unionMessages.legalStatusRequired, unionMessages.textTooLong),
  signatoryOffice: z.enum(BOARD_OFFICES, { error: unionMessages.signatoryRequired }),
});
export type IdentityInput = z.infer<typeof identityInputSchema>;
