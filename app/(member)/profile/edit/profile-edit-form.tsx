"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { TierSelect } from "@/components/members/tier-select";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { refreshAccount } from "@/components/site/use-account";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, errorId, Field, FormMessage, inputClass } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import {
  PROFESSIONAL_FLAGS,
  professionalFlagLabels,
  type ProfessionalFlag,
} from "@/lib/members/labels";
import { profileSchema } from "@/lib/members/schemas";
import type { TierId } from "@/lib/membership/tier-ids";
import type { z } from "zod";
import { profileEditPath, profilePath } from "@/lib/urls";
import { confirmNewEmail, saveProfile } from "./actions";
import { EmailChangeConfirm } from "./email-change-confirm";

export type ProfileFormDefaults = {
  firstname: string;
  lastname: string;
  email: string;
  hospital: string;
  address: string;
  subscription: TierId | "";
  newsletter: boolean;
  isadmin: boolean;
  flags: Record<ProfessionalFlag, boolean>;
};

type Props = {
  userId: string;
  defaults: ProfileFormDefaults;
  tiers: { id: TierId; title: string; priceCents: number }[];
  /**
   * When the running automatic renewal charges next (ISO), or null: a tier change then says the
   * new amount and the date before the click.
   */
  nextChargeAt?: string | null;
  /** Administrators only: the server ignores the flag for anyone else anyway. */
  canSetAdmin: boolean;
  isOwner: boolean;
  /** The payment tab (subscription, history, card): its own forms, outside the profile form. */
  payment?: ReactNode;
};

type Tab = "personal" | "professional" | "payment";
type FormTab = Exclude<Tab, "payment">;
type FieldName = keyof z.input<typeof profileSchema> & string;

const PERSONAL_FIELDS: FieldName[] = [
  "firstname",
  "lastname",
  "email",
  "hospital",
  "address",
  "subscription",
  "newsletter",
  "isadmin",
];
/** Every field in the page's order: the first refused one takes the focus. */
const FIELDS: FieldName[] = [...PERSONAL_FIELDS, ...PROFESSIONAL_FLAGS];
const tabOf = (field: FieldName): FormTab =>
  PERSONAL_FIELDS.includes(field) ? "personal" : "professional";
const firstRefused = (errors: Partial<Record<string, string>>) =>
  FIELDS.find((field) => errors[field]);

/**
 * Profile edit (spec §2): personal and professional tabs of one form (the hidden tab's fields
 * stay in the page, so every field is sent), posted through useActionForm: checked in the
 * browser with the server's schema, saved by a server action that goes back to the profile.
 * Without JavaScript it posts to this page (its permalink), which comes back with the messages
 * and what was typed. When members change their own e-mail, the form gives way to the code sent
 * to the new address.
 */
export function ProfileEditForm({
  userId,
  defaults,
  tiers,
  canSetAdmin,
  isOwner,
  payment,
  nextChargeAt = null,
}: Props) {
  const permalink = profileEditPath(userId);
  const { formRef, state, pending, errorOf, valueOf, field, checkbox, formProps } = useActionForm({
    action: saveProfile,
    schema: profileSchema,
    permalink,
    // A refused field in the other tab: that tab shows before the field takes the focus.
    onRefused: (errors) => {
      const first = firstRefused(errors);
      if (first) setTab(tabOf(first));
    },
    defaultValues: {
      firstname: defaults.firstname,
      lastname: defaults.lastname,
      email: defaults.email,
      hospital: defaults.hospital,
      address: defaults.address,
      subscription: defaults.subscription,
      newsletter: defaults.newsletter,
      isadmin: defaults.isadmin,
      ...defaults.flags,
    },
  });

  // The code step a member's own new e-mail leads to. Its action is held here, beside the save's:
  // a wrong code posted without JavaScript comes back as a page where only this answer is known.
  const confirmation = useActionForm({ action: confirmNewEmail, permalink });
  const pendingEmail = state?.ok
    ? state.data.pendingEmail
    : confirmation.state && !confirmation.state.ok
      ? confirmation.state.values?.email
      : undefined;

  // The server's first refused field: its tab is shown and it takes the focus.
  const serverRefused = state && !state.ok ? firstRefused(state.fieldErrors) : undefined;
  const [tab, setTab] = useState<Tab>(() => (serverRefused ? tabOf(serverRefused) : "personal"));
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (serverRefused) setTab(tabOf(serverRefused));
  }
  useEffect(() => {
    if (!serverRefused) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [state, serverRefused, formRef]);

  // /profile/edit?id=…#payment opens the payment tab (links from e-mails, banners, the signup).
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash === "#payment" && payment) setTab("payment");
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [payment]);

  // The header's name is read once per page load: after a save (the action goes on to the profile,
  // unmounting this form), it reads it again, so that a renamed member sees the new name.
  const submitted = useRef(false);
  useEffect(
    () => () => {
      if (submitted.current) refreshAccount();
    },
    [],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submitted.current = true;
    formProps.onSubmit(event);
  };

  // A save refused because the session ended: log in again over the form, then it is sent again.
  const recovery = useSessionRecovery();
  const { expired } = recovery;
  useEffect(() => {
    if (isSessionExpired(state)) expired(() => formRef.current?.requestSubmit());
  }, [state, expired, formRef]);

  // The tier is the next charge's: its new amount and date are said before the save.
  const [chosenTierId, setChosenTierId] = useState(() => valueOf("subscription"));
  const chosenTier = tiers.find((tier) => tier.id === chosenTierId);
  const tierHint =
    nextChargeAt && chosenTier && chosenTier.id !== defaults.subscription
      ? chosenTier.priceCents > 0
        ? `Le prochain prélèvement, le ${formatDate(nextChargeAt, PROFILE_YEAR_RANGE)}, sera de ${formatEuros(chosenTier.priceCents)} (${chosenTier.title})\u00a0; l’année en cours n’est ni remboursée ni prélevée à nouveau. Une confirmation sera envoyée par e-mail.`
        : `Aucun nouveau prélèvement\u00a0: le prélèvement automatique s’arrêtera le ${formatDate(nextChargeAt, PROFILE_YEAR_RANGE)}.`
      : undefined;
  const emailHint = isOwner
    ? "Si vous la changez, un code de confirmation sera envoyé à la nouvelle adresse."
    : undefined;

  /** A text field's props: its name and first value, its id, its hint and error wired. */
  const fieldProps = (name: FieldName, hint?: string) => ({
    id: name,
    ...field(name),
    ...describedBy(name, { hint, error: errorOf(name) }),
    // A page posted without JavaScript focuses the first refused field by its attribute.
    autoFocus: serverRefused === name,
  });
  const booleanField = (name: FieldName, label: string) => (
    <BooleanField
      key={name}
      id={name}
      label={label}
      error={errorOf(name)}
      autoFocus={serverRefused === name}
      {...checkbox(name)}
    />
  );

  if (pendingEmail) {
    return <EmailChangeConfirm email={pendingEmail} userId={userId} confirmation={confirmation} />;
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setTab(value === "professional" || value === "payment" ? value : "personal")
      }
    >
      {/* Without JavaScript the tabs cannot switch: the list goes, the form's panels show one
          after another (`noscript:`, CSS's `scripting: none`). The payment tab's money actions
          need JavaScript: it stays hidden (they show on the profile too). */}
      <TabList aria-label="Rubriques du profil" className="noscript:hidden">
        <Tab value="personal">Informations personnelles</Tab>
        <Tab value="professional">Informations professionnelles</Tab>
        {/* The panel keeps its "payment" id (the #payment links): the tab points to it. */}
        {payment && (
          <Tab value="payment" aria-controls="payment">
            Paiement
          </Tab>
        )}
      </TabList>
      <form {...formProps} onSubmit={onSubmit} hidden={tab === "payment"}>
        <input type="hidden" name="id" value={userId} />

        {/* Hidden by CSS, not by the `hidden` attribute (Tailwind's base rule for it is
            `!important`), so that the page without JavaScript can show them. */}
        <TabPanel
          value="personal"
          activeValue={tab}
          hidden={false}
          className={`gap-5 py-6 sm:grid-cols-2 ${tab === "personal" ? "grid" : "hidden noscript:grid"}`}
        >
          <Field label="Prénom" id="firstname" required error={errorOf("firstname")}>
            <input
              type="text"
              autoComplete="given-name"
              required
              className={inputClass}
              {...fieldProps("firstname")}
            />
          </Field>
          <Field label="Nom" id="lastname" required error={errorOf("lastname")}>
            <input
              type="text"
              autoComplete="family-name"
              required
              className={inputClass}
              {...fieldProps("lastname")}
            />
          </Field>
          <Field
            label="Adresse e-mail"
            id="email"
            required
            error={errorOf("email")}
            hint={emailHint}
          >
            <input
              type="email"
              autoComplete="email"
              required
              className={inputClass}
              {...fieldProps("email", emailHint)}
            />
          </Field>
          <Field label="Hôpital" id="hospital" required error={errorOf("hospital")}>
            <input
              type="text"
              autoComplete="organization"
              required
              className={inputClass}
              {...fieldProps("hospital")}
            />
          </Field>
          <Field label="Adresse" id="address" error={errorOf("address")} className="sm:col-span-2">
            <textarea
              rows={2}
              autoComplete="street-address"
              className={inputClass}
              {...fieldProps("address")}
            />
          </Field>
          <Field
            label="Type d’adhésion"
            id="subscription"
            error={errorOf("subscription")}
            hint={tierHint}
            className="sm:col-span-2"
          >
            <TierSelect
              tiers={tiers}
              emptyLabel={defaults.subscription === "" ? "Non renseigné" : undefined}
              {...fieldProps("subscription", tierHint)}
              onChange={(event) => setChosenTierId(event.target.value)}
            />
          </Field>
          <div className="grid gap-3 sm:col-span-2">
            {booleanField("newsletter", "Recevoir la lettre d’information du SRH")}
            {canSetAdmin && booleanField("isadmin", "Administrateur")}
          </div>
        </TabPanel>

        <TabPanel
          value="professional"
          activeValue={tab}
          hidden={false}
          className={`py-6 ${tab === "professional" ? "" : "hidden noscript:block"}`}
        >
          <fieldset>
            <legend className="font-semibold text-slate-900">
              Votre situation professionnelle (plusieurs choix possibles)
            </legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {PROFESSIONAL_FLAGS.map((flag) => booleanField(flag, professionalFlagLabels[flag]))}
            </div>
          </fieldset>
        </TabPanel>

        <p className="text-sm text-slate-600">
          Les champs marqués d’un astérisque (*) sont obligatoires.
        </p>

        <div aria-live="polite" className="mt-4">
          {state && !state.ok && !serverRefused && (
            // Without JavaScript the page comes back here: the message takes the focus.
            <div tabIndex={-1} autoFocus className="outline-none">
              <FormMessage kind="error">
                {state.sessionExpired ? SESSION_EXPIRED_MESSAGE : state.error}
              </FormMessage>
            </div>
          )}
          {recovery.dialog}
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className={buttonClass({ size: "lg" })}>
            {pending ? "Enregistrement…" : "Enregistrer"}
          </button>
          <Link
            href={profilePath(userId)}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            Annuler
          </Link>
        </div>
      </form>
      {payment && (
        <TabPanel value="payment" activeValue={tab} id="payment" className="py-6">
          {payment}
        </TabPanel>
      )}
    </Tabs>
  );
}

/**
 * A yes/no field: the hidden "false" goes first, so that an unchecked box says "non" instead of
 * nothing (the server keeps a value that a form leaves out).
 */
function BooleanField({
  id,
  name,
  label,
  error,
  ...box
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  value: string;
  defaultChecked: boolean;
  autoFocus: boolean;
}) {
  return (
    <div>
      <input type="hidden" name={name} value="false" />
      <Checkbox id={id} name={name} label={label} {...box} {...describedBy(id, { error })} />
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
