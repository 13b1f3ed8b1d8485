"use client";

import { useId, type FormEventHandler } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Checkbox } from "@/components/ui/checkbox";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { formatDate } from "@/lib/format/dates";
import type { MembershipStateKind } from "@/lib/membership/state";
import type { ComposerFormOutput, ComposerFormValues } from "@/lib/newsletter/composer-schema";
import type { NewsletterOverview } from "@/lib/newsletter/overview";
import { typeLabel } from "@/lib/publications/labels";

// The letter being written: title, content, the recent publications it presents (spec §4) and
// its audience. The rules are the server's (lib/newsletter/composer-schema.ts); the composer
// checks them before each call.

export type ComposerForm = UseFormReturn<ComposerFormValues, unknown, ComposerFormOutput>;

const toggle = <T,>(list: readonly T[] | undefined, value: T): T[] =>
  (list ?? []).includes(value)
    ? (list ?? []).filter((item) => item !== value)
    : [...(list ?? []), value];

export function ComposerFields({
  form,
  publications,
  states,
  tiers,
  busy,
  onPreview,
  onSaveDraft,
  onSubmit,
}: {
  form: ComposerForm;
  publications: NewsletterOverview["publications"];
  states: { id: MembershipStateKind; title: string }[];
  tiers: { id: string; title: string }[];
  busy: boolean;
  onPreview: () => void;
  /** « Enregistrer le brouillon »: kept on the server for every administrator. */
  onSaveDraft: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const id = useId().replace(/:/g, "");
  const { control, register } = form;
  const membersOnly = useWatch({ control, name: "audience.membersOnly" });

  return (
    <form
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={onSubmit}
    >
      <Field id={`${id}-titre`} label="Titre">
        <input id={`${id}-titre`} className={inputClass} maxLength={200} {...register("title")} />
      </Field>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            label="Contenu"
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />

      <fieldset>
        <legend className="font-semibold text-slate-900">Publications des 3 derniers mois</legend>
        {publications.length === 0 ? (
          <p className="mt-2 text-slate-600">Aucune publication récente.</p>
        ) : (
          <Controller
            control={control}
            name="selectedPublicationIds"
            render={({ field }) => (
              <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-3">
                {publications.map((publication) => (
                  <li key={publication.id}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        className="mt-1"
                        checked={(field.value ?? []).includes(publication.id)}
                        onChange={() => field.onChange(toggle(field.value, publication.id))}
                      />
                      <span>
                        {publication.title}{" "}
                        <span className="text-sm text-slate-600">
                          ({typeLabel(publication.type)}, {formatDate(publication.pubdate)})
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          />
        )}
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-slate-900">Destinataires</legend>
        <Controller
          control={control}
          name="audience.membersOnly"
          render={({ field }) => (
            <div className="mt-2 space-y-1">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-public`}
                  checked={!field.value}
                  onChange={() => field.onChange(false)}
                />
                Tous les inscrits (adhérents ayant choisi la lettre d’information et abonnés du
                site)
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-public`}
                  checked={Boolean(field.value)}
                  onChange={() => field.onChange(true)}
                />
                Adhérents seulement
              </label>
            </div>
          )}
        />
        {membersOnly && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="audience.states"
              render={({ field }) => (
                <AudienceChoices
                  legend="États d’adhésion (aucun coché&nbsp;: tous)"
                  options={states}
                  chosen={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="audience.tiers"
              render={({ field }) => (
                <AudienceChoices
                  legend="Types d’adhésion (aucun coché&nbsp;: tous)"
                  options={tiers}
                  chosen={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          disabled={busy}
          onClick={onPreview}
        >
          Aperçu
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          disabled={busy}
          onClick={onSaveDraft}
        >
          Enregistrer le brouillon
        </button>
        <button type="submit" className={buttonClass()} disabled={busy}>
          {busy ? "Un instant…" : "Envoyer"}
        </button>
      </div>
    </form>
  );
}

/** States or tiers of a members-only letter: none ticked means all of them. */
function AudienceChoices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { id: T; title: string }[];
  chosen: readonly T[] | undefined;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.title}
          className="text-sm"
          checked={(chosen ?? []).includes(option.id)}
          onChange={() => onChange(toggle(chosen, option.id))}
        />
      ))}
    </fieldset>
  );
}
