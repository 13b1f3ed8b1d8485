import { z } from "zod";

// Form values as browsers and legacy JSON send them, for zod schemas shared by forms and calls.

const TRUE_VALUES: unknown[] = [true, "true", "on", "1", 1];
const FALSE_VALUES: unknown[] = [false, "false", "off", "0", 0];

/**
 * Checkboxes and legacy JSON send booleans as true/false, "true"/"false", "on" or "1"/"0". A form
 * that must say "unchecked" sends a hidden "false" before the checkbox: the last value wins.
 * Anything else ("oui", "banana", an object) is a 400, not a silent false (audit finding I7).
 */
export const booleanInput = z.preprocess(
  (value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (TRUE_VALUES.includes(last)) return true;
    if (FALSE_VALUES.includes(last)) return false;
    return last;
  },
  z.boolean({ error: "Valeur invalide\u00a0: true ou false attendu." }),
);

/** A list from a repeated form key (one value arrives alone), a JSON array, or nothing. */
export function listInput<S extends z.ZodType>(item: S) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || value === ""
        ? []
        : Array.isArray(value)
          ? value
          : [value],
    z.array(item),
  );
}
