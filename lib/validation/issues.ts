import { z } from "zod";
import { fr } from "zod/locales";
import { ValidationError } from "@/lib/errors";

// Zod issues → what people read. Schemas carry their own French messages; zod's defaults (a
// wrong type, a missing value) are French too, so that no English reaches a user.
z.config(fr());

/** One message per field (the first issue of each path), keyed by the dotted path. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(".")] ??= messageOf(issue);
  return fieldErrors;
}

export const NUL_MESSAGE = "Les données envoyées contiennent un caractère non autorisé.";

/**
 * Parses with zod, or throws a ValidationError whose message is the first issue's. Text holding a
 * NUL character is refused first: PostgreSQL cannot store it, and no person types it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (holdsNul(input)) throw new ValidationError(NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ValidationError(first ? messageOf(first) : undefined, fieldErrorsOf(result.error));
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object" || value instanceof Blob)
    return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1),
  );
}

/**
 * A schema's own message as written; zod's generic ones ("Entrée invalide : …") name the field,
 * since a person cannot tell which input "a string" was expected in.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (!issue.message.startsWith("Entrée invalide")) return issue.message;
  const field = issue.path.map(String).join(".");
  return field
    ? `Champ «\u00a0${field}\u00a0» invalide.`
    : "Requête invalide\u00a0: les données envoyées ne sont pas au format attendu.";
}
