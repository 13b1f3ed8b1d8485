"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Tabs from "@radix-ui/react-tabs";
import Link from "next/link";
import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { saveProfile, type ProfileFormState } from "@/app/(member)/profile/edit/actions";
import { idleState } from "@/lib/actions/validated-action";
import { PROFESSIONAL_FLAGS, professionalFlagLabels, type ProfessionalFlag, type TierId } from "@/lib/members/labels";
import { profileSchema } from "@/lib/members/schemas";
import { EmailChangeConfirm } from "./email-change-confirm";

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
  tiers: { id: TierId; title: string }[];
  /** Administrators only: the server ignores the flag for anyone else anyway. */
  canSetAdmin: boolean;
  isOwner: boolean;
};

type Tab = "personal" | "professional";
const PERSONAL_FIELDS = ["firstname", "lastname", "email", "hospital", "address", "subscription", "newsletter", "isadmin"];

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";
const tabClass =
  "rounded-t-md border-b-2 border-transparent px-4 py-3 font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900";

/**
 * Profile edit (spec §2): personal and professional tabs, checked in the browser with the
 * server's schema, saved by a server action that goes back to the profile. When members change
 * their own e-mail, the form gives way to the code sent to the new address.
 */
export function ProfileEditForm({ userId, defaults, tiers, canSetAdmin, isOwner }: Props) {
  const [state, formAction, pending] = useActionState<ProfileFormState, FormData>(saveProfile, idleState);
  const [tab, setTab] = useState<Tab>("personal");
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
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

  const serverErrors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const errorOf = (field: string): string | undefined => errors[field as keyof typeof errors]?.message ?? serverErrors[field];
  const fieldProps = (field: FieldPath<FormValues>) => ({
    id: field,
    ...register(field),
    "aria-invalid": Boolean(errorOf(field)) || undefined,
    "aria-describedby": errorOf(field) ? `${field}-erreur` : undefined,
  });

  // Server field errors all belong to the personal tab: show it, then focus its first wrong field.
  const firstServerError = PERSONAL_FIELDS.find((field) => serverErrors[field]);
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    if (firstServerError) setTab("personal");
  }
  useEffect(() => {
    if (firstServerError) requestAnimationFrame(() => setFocus(firstServerError as FieldPath<FormValues>));
  }, [state, firstServerError, setFocus]);

  if (state.status === "email-pending") {
    return <EmailChangeConfirm email={state.email} message={state.message} userId={userId} />;
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(
          () => {
            if (!formRef.current) return;
            const data = new FormData(formRef.current);
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
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === "professional" ? "professional" : "personal")}>
        <Tabs.List aria-label="Rubriques du profil" className="flex flex-wrap gap-2 border-b border-slate-200">
          <Tabs.Trigger value="personal" className={tabClass}>
            Informations personnelles
          </Tabs.Trigger>
          <Tabs.Trigger value="professional" className={tabClass}>
            Informations professionnelles
          </Tabs.Trigger>
        </Tabs.List>

        {/* Both panels stay in the page (hidden when inactive) so that the form posts every field. */}
        <Tabs.Content value="personal" forceMount hidden={tab !== "personal"} className="grid gap-5 py-6 sm:grid-cols-2">
          <Field label="Prénom" field="firstname" required error={errorOf("firstname")}>
            <input type="text" autoComplete="given-name" required className={inputClass} {...fieldProps("firstname")} />
          </Field>
          <Field label="Nom" field="lastname" required error={errorOf("lastname")}>
            <input type="text" autoComplete="family-name" required className={inputClass} {...fieldProps("lastname")} />
          </Field>
          <Field
            label="Adresse e-mail"
            field="email"
            required
            error={errorOf("email")}
            hint={isOwner ? "Si vous la changez, un code de confirmation sera envoyé à la nouvelle adresse." : undefined}
          >
            <input type="email" autoComplete="email" required className={inputClass} {...fieldProps("email")} />
          </Field>
          <Field label="Hôpital" field="hospital" required error={errorOf("hospital")}>
            <input type="text" autoComplete="organization" required className={inputClass} {...fieldProps("hospital")} />
          </Field>
          <Field label="Adresse" field="address" error={errorOf("address")} wide>
            <textarea rows={2} autoComplete="street-address" className={inputClass} {...fieldProps("address")} />
          </Field>
          <Field label="Type d'adhésion" field="subscription" error={errorOf("subscription")} wide>
            <select className={inputClass} {...fieldProps("subscription")}>
              {defaults.subscription === "" && <option value="">Non renseigné</option>}
              {tiers.map((tier) => (
                <option key={tier.id} value={tier.id}>
                  {tier.title}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid gap-3 sm:col-span-2">
            <Checkbox field="newsletter" label="Recevoir la newsletter du SRH" register={register} />
            {canSetAdmin && <Checkbox field="isadmin" label="Administrateur" register={register} />}
          </div>
        </Tabs.Content>

        <Tabs.Content value="professional" forceMount hidden={tab !== "professional"} className="py-6">
          <fieldset>
            <legend className="font-semibold text-slate-900">Votre situation professionnelle (plusieurs choix possibles)</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {PROFESSIONAL_FLAGS.map((flag) => (
                <Checkbox key={flag} field={flag} label={professionalFlagLabels[flag]} register={register} />
              ))}
            </div>
          </fieldset>
        </Tabs.Content>
      </Tabs.Root>

      <p className="text-sm text-slate-600">Les champs marqués d&apos;un astérisque (*) sont obligatoires.</p>

      <div aria-live="polite" className="mt-4">
        {state.status === "error" && !state.fieldErrors && <p className="rounded-md bg-red-50 p-4 font-semibold text-red-800">{state.error}</p>}
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? "Enregistrement…" : "Enregistrer"}
        </button>
        <Link href={`/profile?id=${userId}`} className="rounded-md border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Annuler
        </Link>
      </div>
    </form>
  );
}

function Field({
  label,
  field,
  required,
  error,
  hint,
  wide,
  children,
}: {
  label: string;
  field: string;
  required?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={field} className="font-semibold text-slate-900">
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      {children}
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {error && (
        <p id={`${field}-erreur`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Checkbox({
  field,
  label,
  register,
}: {
  field: FieldPath<FormValues>;
  label: string;
  register: ReturnType<typeof useForm<FormValues, unknown, FormOutput>>["register"];
}) {
  return (
    <label className="inline-flex items-start gap-3 text-slate-800">
      <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-700" {...register(field)} />
      <span>{label}</span>
    </label>
  );
}
