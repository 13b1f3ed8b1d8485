"use client";

import { useState } from "react";
import { z } from "zod";

// No `new Function` probe (zod's JIT, a CSP violation without 'unsafe-eval'): the public signup
// checks its form in the browser with the server's schema.
z.config({ jitless: true });

export type SchemaFieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * react-hook-form's shape (values, `setValue`, `errors`, `handleSubmit(onValid, onInvalid)`) over
 * a shared zod schema, in a few lines, for public pages: react-hook-form and its zod resolver
 * weigh about 13 kB gzip, which a visitor's page should not carry for one form (the signup). The
 * schema is the server's; only its first message per field is kept, as react-hook-form does.
 */
export function useSchemaForm<V extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output>,
  defaultValues: V,
  /** The server's field errors a page posted without JavaScript comes back with. */
  defaultErrors: SchemaFieldErrors<V> = {},
) {
  const [values, setValues] = useState<V>(defaultValues);
  const [errors, setErrors] = useState<SchemaFieldErrors<V>>(defaultErrors);

  /** Sets a value; the field's error goes with the old value. */
  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(
    onValid: (data: Output) => void,
    onInvalid?: (errors: SchemaFieldErrors<V>, issues: z.core.$ZodIssue[]) => void,
  ) {
    return (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        onValid(parsed.data);
        return;
      }
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found as SchemaFieldErrors<V>); // why: keyed by the schema's fields, which are V's
      onInvalid?.(found as SchemaFieldErrors<V>, parsed.error.issues);
    };
  }

  return { values, setValue, errors, setErrors, handleSubmit };
}
