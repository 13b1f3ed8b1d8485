"use client";

import { useState } from "react";

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A form's values and its field messages, for the public signup: the server checks what was
 * typed (its action answers the field messages) and the page carries no validation library
 * (zod alone was 31 kB gzip of the signup's 50 kB of its own JavaScript).
 */
export function useFormValues<V extends Record<string, unknown>>(
  defaultValues: V,
  /** The server's field messages, e.g. those a page posted without JavaScript comes back with. */
  defaultErrors: FieldErrors<V> = {},
) {
  const [values, setValues] = useState<V>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<V>>(defaultErrors);

  /** Sets a value; the field's message goes with the old value. */
  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  return { values, setValue, errors, setErrors };
}
