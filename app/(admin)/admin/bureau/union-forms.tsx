"use client";

import { useId } from "react";
import { describedBy, Field, inputClass } from "@/components/ui/field";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { boardOfficeLabels, feminineOfficeLabels, type BoardOffice } from "@/lib/union/labels";
import { MAX_DELEGATES_PER_REGION } from "@/lib/union/schemas";
import { saveBoardAction, saveIdentityAction, saveRegionDelegatesAction } from "./actions";
import { Badge } from "@/components/ui/badge";

function PlaceholderBadge() {
  return (
    <Badge tone="warning" className="ml-2">
      Nom provisoire (démonstration)
    </Badge>
  );
}

export type BoardFormHolder = {
  office: BoardOffice;
  name: string;
  city: string;
  /** The title in the feminine on the site and on documents. */
  feminine: boolean;
  isPlaceholder: boolean;
};

export function BoardForm({ holders }: { holders: BoardFormHolder[] }) {
  const form = useActionForm({ action: saveBoardAction });
  const { errorOf } = form;
  const id = useId();
  return (
    <form {...form.formProps} className="grid gap-4">
      {holders.map((holder) => {
        const nameId = `${id}-${holder.office}-name`;
        const cityId = `${id}-${holder.office}-city`;
        const formId = `${id}-${holder.office}-form`;
        const nameError = errorOf(`${holder.office}.name`);
        const cityError = errorOf(`${holder.office}.city`);
        return (
          <fieldset
            key={holder.office}
            className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3"
          >
            <legend className="px-1 font-semibold text-brand-900">
              {boardOfficeLabels[holder.office]}
              {holder.isPlaceholder && <PlaceholderBadge />}
            </legend>
            <Field
              id={nameId}
              label={`${boardOfficeLabels[holder.office]}\u00a0: nom`}
              required
              error={nameError}
            >
              <input
                id={nameId}
                name={`${holder.office}.name`}
                defaultValue={holder.name}
                autoComplete="off"
                className={inputClass}
                {...describedBy(nameId, { error: nameError })}
              />
            </Field>
            <Field
              id={cityId}
              label={`${boardOfficeLabels[holder.office]}\u00a0: ville`}
              error={cityError}
            >
              <input
                id={cityId}
                name={`${holder.office}.city`}
                defaultValue={holder.city}
                autoComplete="off"
                className={inputClass}
                {...describedBy(cityId, { error: cityError })}
              />
            </Field>
            {/* /bureau, /contactez-nous and the documents' signature use the title chosen here. */}
            <Field id={formId} label={`${boardOfficeLabels[holder.office]}\u00a0: intitulé`}>
              <select
                id={formId}
                name={`${holder.office}.form`}
                defaultValue={holder.feminine ? "feminine" : "masculine"}
                className={inputClass}
              >
                <option value="masculine">{boardOfficeLabels[holder.office]}</option>
                <option value="feminine">{feminineOfficeLabels[holder.office]}</option>
              </select>
            </Field>
          </fieldset>
        );
      })}
      <SubmitRow form={form} label="Enregistrer le bureau" pendingLabel="Enregistrement…" />
    </form>
  );
}

export type RegionFormData = {
  id: string;
  name: string;
  delegates: { name: string; city: string; isPlaceholder: boolean }[];
};

export function RegionDelegatesForm({ region }: { region: RegionFormData }) {
  const form = useActionForm({ action: saveRegionDelegatesAction });
  const { errorOf } = form;
  const id = useId();
  const titleId = `${id}-title`;
  const slots = Array.from(
    { length: MAX_DELEGATES_PER_REGION },
    (_, index) => region.delegates[index] ?? null,
  );
  return (
    <form
      {...form.formProps}
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold text-brand-900">
        {region.name}
        {region.delegates.some((delegate) => delegate.isPlaceholder) && <PlaceholderBadge />}
      </h3>
      <input type="hidden" name="region" value={region.id} />
      {slots.map((delegate, index) => {
        const nameId = `${id}-${index}-name`;
        const cityId = `${id}-${index}-city`;
        const nameError = errorOf(`delegate.${index}.name`);
        const cityError = errorOf(`delegate.${index}.city`);
        return (
          <div key={index} className="grid gap-2 sm:grid-cols-2">
            <Field id={nameId} label={`Délégué ${index + 1}\u00a0: nom`} error={nameError}>
              <input
                id={nameId}
                name={`delegate.${index}.name`}
                defaultValue={delegate?.name ?? ""}
                autoComplete="off"
                className={inputClass}
                {...describedBy(nameId, { error: nameError })}
              />
            </Field>
            <Field id={cityId} label={`Délégué ${index + 1}\u00a0: ville`} error={cityError}>
              <input
                id={cityId}
                name={`delegate.${index}.city`}
                defaultValue={delegate?.city ?? ""}
                autoComplete="off"
                className={inputClass}
                {...describedBy(cityId, { error: cityError })}
              />
            </Field>
          </div>
        );
      })}
      <p className="text-sm text-slate-600">Laissez un nom vide pour retirer ce délégué.</p>
      <SubmitRow
        form={form}
        label={`Enregistrer les délégués (${region.name})`}
        pendingLabel="Enregistrement…"
        variant="secondary"
      />
    </form>
  );
}

export type IdentityFormData = {
  legalName: string;
  address: string;
  legalStatus: string;
  signatoryOffice: BoardOffice;
};

export function IdentityForm({
  identity,
  holders,
}: {
  identity: IdentityFormData;
  holders: BoardFormHolder[];
}) {
  const form = useActionForm({ action: saveIdentityAction });
  const { errorOf } = form;
  const id = useId();
  const fields = [
    { name: "legalName", label: "Dénomination", multiline: false },
    { name: "address", label: "Adresse du siège", multiline: false },
    { name: "legalStatus", label: "Statut juridique (phrase imprimée)", multiline: true },
  ] as const;
  const signatoryId = `${id}-signatory`;
  const signatoryError = errorOf("signatoryOffice");
  return (
    <form {...form.formProps} className="grid gap-4">
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errorOf(field.name);
        const props = {
          id: fieldId,
          name: field.name,
          defaultValue: identity[field.name],
          className: inputClass,
          ...describedBy(fieldId, { error }),
        };
        return (
          <Field key={field.name} id={fieldId} label={field.label} required error={error}>
            {field.multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
          </Field>
        );
      })}
      <Field
        id={signatoryId}
        label="Signataire des reçus et attestations"
        required
        error={signatoryError}
        hint="Le nom imprimé est celui de la personne qui occupe cette fonction dans le bureau. Une attestation déjà émise garde son signataire."
      >
        <select
          id={signatoryId}
          name="signatoryOffice"
          defaultValue={identity.signatoryOffice}
          className={inputClass}
          {...describedBy(signatoryId, { hint: true, error: signatoryError })}
        >
          {holders.map((holder) => (
            <option key={holder.office} value={holder.office}>
              {boardOfficeLabels[holder.office]} – {holder.name || "à désigner"}
            </option>
          ))}
        </select>
      </Field>
      <SubmitRow form={form} label="Enregistrer l’identité" pendingLabel="Enregistrement…" />
    </form>
  );
}
