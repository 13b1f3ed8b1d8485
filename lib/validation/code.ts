import { z } from "zod";

// The six-digit codes sent by e-mail (login, signup, a new address): digits only (spec §5
// "Login"). Its own module, without server code, so that a public form reads it without the
// profile's schemas.
export const codeSchema = z
  .string({ error: "Code invalide" })
  .trim()
  .regex(/^\d{6}$/, "Code invalide");
