import { z } from "zod";
import type { FieldErrors } from "@/lib/actions/state";
import { formDataToObject } from "@/lib/validation/form-data";
import { fieldErrorsOf } from "@/lib/validation/issues";

// Loaded by useActionForm only when a form gives a schema: public forms that leave it out ship
// no zod. No `new Function` probe (zod's JIT, a CSP violation without 'unsafe-eval').
z.config({ jitless: true });

/** A form's FormData checked as the server action will read it: its messages, or null. */
export function checkFormData(schema: z.ZodType, data: FormData): FieldErrors | null {
  const parsed = schema.safeParse(formDataToObject(data));
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}
