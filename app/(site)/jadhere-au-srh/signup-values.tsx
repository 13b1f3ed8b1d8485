import { PROFESSIONAL_FLAGS, type ProfessionalFlag } from "@/lib/members/labels";

// What the signup form holds while it is filled in (checked by lib/signup/schema.ts), and how it
// travels in a form posted without JavaScript: every field has a name, and the steps after the
// form carry it in hidden fields, so that each post answers the next step with what was typed.

export type SignupFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  hospital: string;
  address: string;
  tierId: string;
  newsletter: boolean;
  recurring: boolean;
  statutes: boolean;
  infopro: Partial<Record<ProfessionalFlag, boolean>>;
};

export const DEFAULT_VALUES: SignupFormValues = {
  firstname: "",
  lastname: "",
  email: "",
  hospital: "",
  address: "",
  tierId: "",
  newsletter: false,
  recurring: true,
  statutes: false,
  infopro: {},
};

const TEXT_FIELDS = ["firstname", "lastname", "email", "hospital", "address", "tierId"] as const;

/** The name of a professional flag's checkbox. */
export const flagFieldName = (flag: ProfessionalFlag) => `infopro.${flag}`;

/** The values a post carries (a checkbox is there when ticked); the schema checks them after. */
export function formValuesOf(formData: FormData): SignupFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 1000) : "";
  };
  const values = { ...DEFAULT_VALUES };
  for (const name of TEXT_FIELDS) values[name] = text(name);
  values.newsletter = formData.has("newsletter");
  values.recurring = text("recurring") !== "false";
  values.statutes = formData.has("statutes");
  values.infopro = Object.fromEntries(
    PROFESSIONAL_FLAGS.filter((flag) => formData.has(flagFieldName(flag))).map((flag) => [
      flag,
      true,
    ]),
  );
  return values;
}

/** The form's values as hidden fields, for the steps after the form (what formValuesOf reads). */
export function HiddenValues({ values }: { values: SignupFormValues }) {
  const fields: [string, string][] = TEXT_FIELDS.map((name) => [name, values[name]]);
  fields.push(["recurring", String(values.recurring)]);
  if (values.newsletter) fields.push(["newsletter", "on"]);
  if (values.statutes) fields.push(["statutes", "on"]);
  for (const flag of PROFESSIONAL_FLAGS)
    if (values.infopro[flag]) fields.push([flagFieldName(flag), "on"]);
  return fields.map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
