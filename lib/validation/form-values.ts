import { z } from "zod";

// Form values as browsers and legacy JSON send them, for zod schemas shared by forms and calls.

/**
 * Checkboxes and legacy JSON send booleans as true/false, "true", "on" or "1". A form that must
 * say "unchecked" sends a hidden "false" before the checkbox: the last value wins.
 */
export const booleanInput = z.preprocess((value) => {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last === true || last === "true" || last === "on" || last === "1" || last === 1;
}, z.boolean());

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
