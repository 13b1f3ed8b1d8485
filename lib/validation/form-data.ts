/**
 * FormData as a plain object for zod: a key sent once gives its value, a key sent several times
 * (checkboxes of a list, several files) gives every value, in order. An empty file input (no
 * file chosen) sends an unnamed empty file: it is left out. Next's own `$ACTION_…` keys too.
 */
export function formDataToObject(
  formData: FormData,
): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const entries: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData
      .getAll(key)
      .filter((value) => typeof value === "string" || value.size > 0 || value.name !== "");
    if (values.length === 0) continue;
    entries[key] = values.length === 1 ? values[0]! : values;
  }
  return entries;
}
