import type { ComponentProps } from "react";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, Field, inputClass } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { formatEuros } from "@/lib/format/numbers";
import { PROFESSIONAL_FLAGS, professionalFlagLabels } from "@/lib/members/labels";
import { SIGNUP_FIELDS, type SignupField } from "@/lib/signup/messages";
import { SignupError } from "./signup-error";
import { TABS, type TabName } from "./signup-steps";
import { flagFieldName, type SignupFormValues } from "./signup-values";
import type { TierOption } from "./tier-step";

export type { SignupFormValues } from "./signup-values";

const CHOICE_CLASS = "mt-0.5 size-5 shrink-0 accent-brand-700 sm:mt-1 sm:size-4";

const PERSONAL_FIELDS = [
  ["firstname", "Prénom", true, "given-name"],
  ["lastname", "Nom", true, "family-name"],
  ["email", "Adresse e-mail", true, "email"],
  ["hospital", "Hôpital", true, "organization"],
  ["address", "Adresse", false, "street-address"],
] as const;

/**
 * Step 2: the member's details in three tabs (personal, professional, payment) with Précédent
 * and Suivant (spec §2): the form of the page's useActionForm, its fields uncontrolled, every
 * panel in the page (hidden when not shown) so that every field goes and a tab shown again keeps
 * what was typed. Submitting sends the code that proves the address. Without JavaScript
 * Précédent and Suivant post the form with their tab, and the page comes back on that tab with
 * its first field, or the first refused, focused.
 */
export function DetailsStep({
  id,
  formProps,
  posted,
  firstChargeOn,
  tier,
  values,
  errorOf,
  onStatutes,
  tab,
  onTab,
  error,
  pending,
}: {
  tier: TierOption;
  /** What the fields show first: the last answer's (a refused post, a tab posted), else empty. */
  values: SignupFormValues;
  errorOf: (name: SignupField) => string | undefined;
  /** The statutes ticked or not (the form clears a message about them). */
  onStatutes: () => void;
  tab: TabName;
  onTab: (tab: TabName) => void;
  error: string | null;
  pending: boolean;
  id: string;
  /** useActionForm's, for the <form>. */
  formProps: ComponentProps<"form">;
  /** The page answers a post made without JavaScript: something is focused by its attribute. */
  posted: { fieldErrors: Partial<Record<string, string>> } | null;
  /** The day the first yearly charge falls on (the end of the offered year), as printed. */
  firstChargeOn: string;
}) {
  const tabIndex = TABS.findIndex((t) => t.value === tab);
  // Without JavaScript: the first refused field, else the message, else the tab's first field.
  const refused = posted ? SIGNUP_FIELDS.find((name) => posted.fieldErrors[name]) : undefined;
  const focusFirst = Boolean(posted) && !refused && !error;
  const focusError = Boolean(posted) && !refused && Boolean(error);
  const tabButton = (target: TabName | undefined, label: string) => (
    <button
      type="submit"
      name="intent"
      value={`tab:${target ?? tab}`}
      className={buttonClass({ variant: "secondary" })}
      disabled={!target}
      onClick={(event) => {
        event.preventDefault();
        if (!target) return;
        onTab(target);
        // The button may become disabled (an end tab): focus goes to the new tab's first field.
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
      {label}
    </button>
  );
  return (
    <form
      {...formProps}
      id={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <input type="hidden" name="tierId" value={tier.id} />
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
          {PERSONAL_FIELDS.map(([name, label, required, autoComplete], index) => (
            <Field
              key={name}
              id={`signup-${name}`}
              label={label}
              required={required}
              error={errorOf(name)}
            >
              <input
                id={`signup-${name}`}
                name={name}
                type={name === "email" ? "email" : "text"}
                autoComplete={autoComplete}
                required={required}
                className={inputClass}
                defaultValue={values[name]}
                autoFocus={refused === name || (focusFirst && tab === "personal" && index === 0)}
                {...describedBy(`signup-${name}`, { error: errorOf(name) })}
              />
            </Field>
          ))}
          <Checkbox
            name="newsletter"
            className="md:col-span-2"
            defaultChecked={values.newsletter}
            label="Recevoir la lettre d’information du SRH"
          />
        </TabPanel>
        <TabPanel value="professional" activeValue={tab} className="grid gap-3 py-6 md:grid-cols-2">
          {PROFESSIONAL_FLAGS.map((flag, index) => (
            <Checkbox
              key={flag}
              name={flagFieldName(flag)}
              defaultChecked={values.infopro[flag] === true}
              autoFocus={focusFirst && tab === "professional" && index === 0}
              label={professionalFlagLabels[flag]}
            />
          ))}
        </TabPanel>
        <TabPanel value="payment" activeValue={tab} className="space-y-4 py-6">
          <p className="text-slate-700">
            Adhésion «&nbsp;{tier.title}&nbsp;»&nbsp;: <strong>0 € aujourd’hui</strong>, la première
            année est offerte. Ensuite <strong>{formatEuros(tier.priceCents)} par an</strong>, la
            première fois le <strong>{firstChargeOn}</strong>.
          </p>
          <fieldset className="space-y-2">
            <legend className="font-semibold">Mode de paiement</legend>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="recurring"
                value="true"
                className={CHOICE_CLASS}
                defaultChecked={values.recurring}
                autoFocus={focusFirst && tab === "payment"}
              />
              Prélèvement annuel automatique (recommandé)&nbsp;: la carte est enregistrée, le
              premier prélèvement a lieu dans un an
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="recurring"
                value="false"
                className={CHOICE_CLASS}
                defaultChecked={!values.recurring}
              />
              Paiement ponctuel&nbsp;: aucune carte aujourd’hui, je réglerai depuis mon profil à la
              fin de l’année offerte
            </label>
          </fieldset>
          <p className="text-sm text-slate-600">
            Nous vous enverrons un code à 6 chiffres pour confirmer votre adresse avant
            l’enregistrement de la carte.
          </p>
          <Checkbox
            name="statutes"
            defaultChecked={values.statutes}
            // A new choice answers the message about the old one.
            onChange={onStatutes}
            label={
              <>
                J’ai lu et j’accepte les{" "}
                {/* A plain link: it opens in a new tab, and next/link would grow the page's script. */}
                <a href="/statuts" target="_blank" className="underline">
                  statuts du SRH
                </a>
              </>
            }
          />
          {error && tab === "payment" && <SignupError autoFocus={focusError}>{error}</SignupError>}
          {/* Never disabled by the statutes: a click without them says why (the message above). */}
          <button type="submit" className={buttonClass({ size: "lg" })} disabled={pending}>
            {pending ? "Envoi…" : "Confirmer mon adresse e-mail"}
          </button>
        </TabPanel>
      </Tabs>
      {error && tab !== "payment" && <SignupError autoFocus={focusError}>{error}</SignupError>}
      <div className="mt-2 flex justify-between">
        {tabButton(TABS[tabIndex - 1]?.value, "Précédent")}
        {tabButton(TABS[tabIndex + 1]?.value, "Suivant")}
      </div>
    </form>
  );
}
