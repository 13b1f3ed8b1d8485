"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { TierSelect } from "@/components/members/tier-select";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import type { z } from "zod";
import {
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
  useSessionRecovery,
} from "@/components/auth/session-recovery";
import { refreshAccount } from "@/components/site/use-account";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, Field, FormMessage, inputClass } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import type { ActionState } from "@/lib/actions/state";
import {
  PROFESSIONAL_FLAGS,
  professionalFlagLabels,
  type ProfessionalFlag,
} from "@/lib/members/labels";
import type { TierId } from "@/lib/membership/tier-ids";
import { profileSchema } from "@/lib/members/schemas";
import { saveProfile } from "./actions";
import { EmailChangeConfirm } from "./email-change-confirm";
import { profilePath } from "@/lib/urls";

type FormValues = z.input<typeof profileSchema>;
type FormOutput = z.output<typeof profileSchema>;

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
const PERSONAL_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "hospital",
  "address",
  "subscription",
  "newsletter",
  "isadmin",
];

/**
 * Profile edit (spec §2): personal and professional tabs, checked in the browser with the
 * server's schema, saved by a server action that goes back to the profile. When members change
 * their own e-mail, the form gives way to the code sent to the new address.
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
  const [state, formAction, pending] = useActionState<
    ActionState<{ pendingEmail: string }> | null,
    FormData
  >(saveProfile, null);
  const [tab, setTab] = useState<Tab>("personal");
  // /profile/edit?id=…#payment opens the payment tab (links from e-mails, banners, the signup).
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash === "#payment" && payment) setTab("payment");
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [payment]);
  const formRef = useRef<HTMLFormElement>(null);
  // The header's name is read once per page load: after a save (the action goes on to the profile,
  // unmounting this form), it reads it again, so that a renamed member sees the new name.
  const submitted = useRef(false);
  useEffect(
    () => () => {
      if (submitted.current) refreshAccount();
    },
    [],
  );
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(profileSchema),
    shouldFocusError: false,
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

  // The tier is the next charge's: its new amount and date are said before the save.
  const chosenTierId = useWatch({ control, name: "subscription" });
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
  const serverErrors = state && !state.ok ? state.fieldErrors : {};
  const errorOf = (field: string): string | undefined =>
    errors[field as keyof typeof errors]?.message ?? serverErrors[field];
  const fieldProps = (field: FieldPath<FormValues>, hint?: string) => ({
    id: field,
    ...register(field),
    ...describedBy(field, { hint, error: errorOf(field) }),
  });

  // Server field errors all belong to the personal tab: show it, then focus its first wrong field.
  const firstServerError = PERSONAL_FIELDS.find((field) => serverErrors[field]);
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    if (firstServerError) setTab("personal");
  }
  useEffect(() => {
    if (firstServerError)
      requestAnimationFrame(() => setFocus(firstServerError as FieldPath<FormValues>));
  }, [state, firstServerError, setFocus]);

  // A save refused because the session ended: log in again over the form, then it is sent again.
  const recovery = useSessionRecovery();
  const { expired } = recovery;
  useEffect(() => {
    if (isSessionExpired(state)) expired(() => formRef.current?.requestSubmit());
  }, [state, expired]);

  if (state?.ok) {
    return (
      <EmailChangeConfirm
        email={state.data.pendingEmail}
        message={state.message ?? ""}
        userId={userId}
      />
    );
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setTab(value === "professional" || value === "payment" ? value : "personal")
      }
    >
      <TabList aria-label="Rubriques du profil">
        <Tab value="personal">Informations personnelles</Tab>
        <Tab value="professional">Informations professionnelles</Tab>
        {/* The panel keeps its "payment" id (the #payment links): the tab points to it. */}
        {payment && (
          <Tab value="payment" aria-controls="payment">
            Paiement
          </Tab>
        )}
      </TabList>
      <form
        ref={formRef}
        hidden={tab === "payment"}
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit(
            () => {
              if (!formRef.current) return;
              const data = new FormData(formRef.current);
              submitted.current = true;
              startTransition(() => formAction(data));
            },
            (invalid) => {
              const first = PERSONAL_FIELDS.find((field) => field in invalid);
              if (!first) return;
              setTab("personal");
              requestAnimationFrame(() => setFocus(first as FieldPath<FormValues>));
            },
          )(event);
        }}
        noValidate
      >
        <input type="hidden" name="id" value={userId} />

        <TabPanel value="personal" activeValue={tab} className="grid gap-5 py-6 sm:grid-cols-2">
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
            />
          </Field>
          <div className="grid gap-3 sm:col-span-2">
            <BooleanField
              field="newsletter"
              label="Recevoir la lettre d’information du SRH"
              register={register}
            />
            {canSetAdmin && (
              <BooleanField field="isadmin" label="Administrateur" register={register} />
            )}
          </div>
        </TabPanel>

        <TabPanel value="professional" activeValue={tab} className="py-6">
          <fieldset>
            <legend className="font-semibold text-slate-900">
              Votre situation professionnelle (plusieurs choix possibles)
            </legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {PROFESSIONAL_FLAGS.map((flag) => (
                <BooleanField
                  key={flag}
                  field={flag}
                  label={professionalFlagLabels[flag]}
                  register={register}
                />
              ))}
            </div>
          </fieldset>
        </TabPanel>

        <p className="text-sm text-slate-600">
          Les champs marqués d’un astérisque (*) sont obligatoires.
        </p>

        <div aria-live="polite" className="mt-4">
          {state && !state.ok && Object.keys(state.fieldErrors).length === 0 && (
            <FormMessage kind="error">
              {state.sessionExpired ? SESSION_EXPIRED_MESSAGE : state.error}
            </FormMessage>
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
  field,
  label,
  register,
}: {
  field: FieldPath<FormValues>;
  label: string;
  register: ReturnType<typeof useForm<FormValues, unknown, FormOutput>>["register"];
}) {
  return (
    <>
      <input type="hidden" name={field} value="false" />
      <Checkbox label={label} {...register(field)} />
    </>
  );
}
