import Link from "next/link";
import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button";
import { describedBy, Field, inputClass } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import type { SchemaFieldErrors } from "@/components/ui/use-schema-form";
import { formatEuros } from "@/lib/format/numbers";
import {
  PROFESSIONAL_FLAGS,
  professionalFlagLabels,
  type ProfessionalFlag,
} from "@/lib/members/labels";
import { SignupError } from "./signup-error";
import { TABS, type TabName } from "./signup-steps";
import type { TierOption } from "./tier-step";

/** What the form holds while it is filled in (checked by lib/signup/schema.ts). */
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

type SetValue = <K extends keyof SignupFormValues>(name: K, value: SignupFormValues[K]) => void;

const PERSONAL_FIELDS = [
  ["firstname", "Prénom", true, "given-name"],
  ["lastname", "Nom", true, "family-name"],
  ["email", "Adresse e-mail", true, "email"],
  ["hospital", "Hôpital", true, "organization"],
  ["address", "Adresse", false, "street-address"],
] as const;

/**
 * Step 2: the member's details in three tabs (personal, professional, payment) with Précédent
 * and Suivant (spec §2). Submitting sends the code that proves the address.
 */
export function DetailsStep({
  tier,
  values,
  errors,
  setValue,
  tab,
  onTab,
  error,
  pending,
  formRef,
  onSubmit,
}: {
  tier: TierOption;
  values: SignupFormValues;
  errors: SchemaFieldErrors<SignupFormValues>;
  setValue: SetValue;
  tab: TabName;
  onTab: (tab: TabName) => void;
  error: string | null;
  pending: boolean;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: React.FormEvent) => void;
}) {
  const tabIndex = TABS.findIndex((t) => t.value === tab);
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-xl font-bold text-brand-900">2. Vos informations</h2>
      <Tabs value={tab} onValueChange={(value) => onTab(value as TabName)} className="mt-4">
        <TabList aria-label="Étapes de l’adhésion">
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="personal" activeValue={tab} className="grid gap-4 py-6 md:grid-cols-2">
          {PERSONAL_FIELDS.map(([name, label, required, autoComplete]) => (
            <Field
              key={name}
              id={`signup-${name}`}
              label={label}
              required={required}
              error={errors[name]}
            >
              <input
                id={`signup-${name}`}
                name={name}
                type={name === "email" ? "email" : "text"}
                autoComplete={autoComplete}
                required={required}
                className={inputClass}
                value={values[name]}
                {...describedBy(`signup-${name}`, { error: errors[name] })}
                onChange={(event) => setValue(name, event.target.value)}
              />
            </Field>
          ))}
        </TabPanel>
        <TabPanel value="professional" activeValue={tab} className="grid gap-3 py-6 md:grid-cols-2">
          {PROFESSIONAL_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={values.infopro[flag] === true}
                onChange={(event) =>
                  setValue("infopro", { ...values.infopro, [flag]: event.target.checked })
                }
              />
              {professionalFlagLabels[flag]}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.newsletter}
              onChange={(event) => setValue("newsletter", event.target.checked)}
            />
            Recevoir la lettre d’information du SRH
          </label>
        </TabPanel>
        <TabPanel value="payment" activeValue={tab} className="space-y-4 py-6">
          <p className="text-slate-700">
            Adhésion «&nbsp;{tier.title}&nbsp;»&nbsp;: <strong>0 € aujourd’hui</strong>, la première
            année est offerte. Ensuite {formatEuros(tier.priceCents)} par an.
          </p>
          <fieldset className="space-y-2">
            <legend className="font-semibold">Mode de paiement</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="recurring"
                checked={values.recurring}
                onChange={() => setValue("recurring", true)}
              />
              Prélèvement annuel automatique (recommandé)&nbsp;: la carte est enregistrée, le
              premier prélèvement a lieu dans un an
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="recurring"
                checked={!values.recurring}
                onChange={() => setValue("recurring", false)}
              />
              Paiement ponctuel&nbsp;: aucune carte aujourd’hui, je réglerai depuis mon profil à la
              fin de l’année offerte
            </label>
          </fieldset>
          <p className="text-sm text-slate-600">
            Nous vous enverrons un code à 6 chiffres pour confirmer votre adresse avant
            l’enregistrement de la carte.
          </p>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="statutes"
              checked={values.statutes}
              onChange={(event) => setValue("statutes", event.target.checked)}
            />
            <span>
              J’ai lu et j’accepte les{" "}
              <Link href="/statuts" target="_blank" className="underline">
                statuts du SRH
              </Link>
            </span>
          </label>
          {error && <SignupError>{error}</SignupError>}
          <button
            type="submit"
            className={buttonClass({ size: "lg" })}
            disabled={!values.statutes || pending}
          >
            {pending ? "Envoi…" : "Confirmer mon adresse e-mail"}
          </button>
        </TabPanel>
      </Tabs>
      {error && tab !== "payment" && <SignupError>{error}</SignupError>}
      <div className="mt-2 flex justify-between">
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          disabled={tabIndex === 0}
          onClick={() => onTab(TABS[tabIndex - 1]!.value)}
        >
          Précédent
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          disabled={tabIndex === TABS.length - 1}
          onClick={(event) => {
            onTab(TABS[tabIndex + 1]!.value);
            // The button may become disabled (last tab): focus goes to the new tab's first field.
            const form = event.currentTarget.form;
            requestAnimationFrame(() =>
              form
                ?.querySelector<HTMLElement>(
                  `[role="tabpanel"]:not([hidden]) input, [role="tabpanel"]:not([hidden]) button`,
                )
                ?.focus(),
            );
          }}
        >
          Suivant
        </button>
      </div>
    </form>
  );
}
