import { PROFESSIONAL_FLAGS, type ProfessionalFlag } from "@/lib/members/labels";

// What the signup form holds while it is filled in (checked by lib/signup/schema.ts), and how it
// travels in a post: every field has a name, and the steps after the form carry it in hidden
// fields, so that each post answers the next step with what was typed.

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

/** The values of a post, each field read by `sent` (null: not sent, as an unticked checkbox). */
function valuesOf(sent: (name: string) => string | null): SignupFormValues {
  const text = (name: string) => (sent(name) ?? "").slice(0, 1000);
  const values = { ...DEFAULT_VALUES };
  for (const name of TEXT_FIELDS) values[name] = text(name);
  values.newsletter = sent("newsletter") !== null;
  values.recurring = text("recurring") !== "false";
  values.statutes = sent("statutes") !== null;
  values.infopro = Object.fromEntries(
    PROFESSIONAL_FLAGS.filter((flag) => sent(flagFieldName(flag)) !== null).map((flag) => [
      flag,
      true,
    ]),
  );
  return values;
}

/** The values a post carries (a checkbox is there when ticked); the schema checks them after. */
export function formValuesOf(formData: FormData): SignupFormValues {
  return valuesOf((name) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  });
}

/** What a post of these values carries: the hidden fields after the form, a refusal's `values`. */
export function postedFields(values: SignupFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) fields[name] = values[name];
  fields.recurring = String(values.recurring);
  if (values.newsletter) fields.newsletter = "on";
  if (values.statutes) fields.statutes = "on";
  for (const flag of PROFESSIONAL_FLAGS)
    if (values.infopro[flag]) fields[flagFieldName(flag)] = "on";
  return fields;
}

/** The values postedFields gave. */
export function valuesOfFields(fields: Record<string, string>): SignupFormValues {
  return valuesOf((name) => (Object.hasOwn(fields, name) ? fields[name]! : null));
}

/** The form's values as hidden fields, for the steps after the form (what formValuesOf reads). */
export function HiddenValues({ values }: { values: SignupFormValues }) {
  return Object.entries(postedFields(values)).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
