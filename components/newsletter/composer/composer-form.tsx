"use client";

import { useId, type FormEventHandler } from "react";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { formatDate } from "@/lib/format/dates";
import type { MembershipStateKind } from "@/lib/membership/state";
import type { NewsletterOverview } from "@/lib/newsletter/overview";
import { typeLabel } from "@/lib/publications/labels";
import { AudienceFields, toggle } from "./audience-fields";
import type { LetterForm } from "./use-letter";

// The letter being written: title, content, the recent publications it presents (spec §4) and
// its audience. The rules are the server's (lib/newsletter/composer-schema.ts); the composer
// checks them before each call and says what is missing in its message above the form, which a
// refused field points to.

export function ComposerFields({
  form,
  messageId,
  publications,
  states,
  tiers,
  busy,
  onPreview,
  onSaveDraft,
  onSubmit,
}: {
  form: LetterForm;
  /** The composer's message, which explains a refused field. */
  messageId: string;
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
  const { letter, change, invalid } = form;

  return (
    <form
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={onSubmit}
      noValidate
    >
      <Field id={`${id}-titre`} label="Titre">
        <input
          id={`${id}-titre`}
          name="title"
          className={inputClass}
          maxLength={200}
          value={letter.title}
          onChange={(event) => change("title", event.target.value)}
          aria-invalid={invalid.title ? true : undefined}
          aria-describedby={invalid.title ? messageId : undefined}
        />
      </Field>
      <RichTextEditor
        label="Contenu"
        value={letter.content}
        onChange={(value) => change("content", value)}
      />

      <fieldset>
        <legend className="font-semibold text-slate-900">Publications des 3 derniers mois</legend>
        {publications.length === 0 ? (
          <p className="mt-2 text-slate-600">Aucune publication récente.</p>
        ) : (
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-3">
            {publications.map((publication) => (
              <li key={publication.id}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={letter.selectedPublicationIds.includes(publication.id)}
                    onChange={() =>
                      change(
                        "selectedPublicationIds",
                        toggle(letter.selectedPublicationIds, publication.id),
                      )
                    }
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
      </fieldset>

      <AudienceFields
        audience={letter.audience}
        states={states}
        tiers={tiers}
        onChange={(next) => change("audience", next)}
      />

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
