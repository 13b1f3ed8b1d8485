import { z } from "zod";

// Strict address rule shared by login, contact and subscriptions: one "@", a plain local part
// (no quotes, no spaces, no comments), a domain with a dot. Trimmed and lower-cased.
const PLAIN_ADDRESS =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const INVALID_EMAIL_MESSAGE = "Adresse e-mail invalide.";

export function isValidEmail(value: string): boolean {
  return (
    value.length <= 254 &&
    PLAIN_ADDRESS.test(value) &&
    !value.startsWith(".") &&
    !value.includes("..") &&
    !value.split("@")[0]!.endsWith(".")
  );
}

export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, INVALID_EMAIL_MESSAGE);
