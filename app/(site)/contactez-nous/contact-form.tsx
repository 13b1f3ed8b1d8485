"use client";

import { useEffect, useRef } from "react";
import { useActionForm } from "@/components/ui/use-action-form";
import { contactMessages, contactSubjectLabels } from "@/lib/contact/labels";
import { sendContact } from "./actions";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

type Field = "subject" | "isMember" | "identity" | "email" | "message";
const FIELDS: Field[] = ["subject", "isMember", "identity", "email", "message"];

/**
 * The contact form, through useActionForm: its server action validates with the contact schema
 * (lib/contact/schema.ts, the one definition of the rules and their French messages) and refuses
 * past five messages an hour. Without JavaScript the page comes back with the same messages and
 * what was typed, its first refused field or its confirmation focused (`autofocus`, which
 * scrolls to it). No validation library is shipped to the browser: this public page stays
 * light, and the messages come from the server's schema.
 */
export function ContactForm() {
  // The permalink is the form's address without JavaScript and the key of its answer: the same
  // for the visitors' view and the page the post reaches (lib/cached-views/rewrites.ts). No
  // fragment: a page with one skips `autofocus`.
  const { formRef, state, pending, errorOf, valueOf, field, formProps } = useActionForm({
    action: sendContact,
    permalink: "/contactez-nous",
    resetOnSuccess: true,
  });
  const successRef = useRef<HTMLParagraphElement>(null);

  // After an answer the focus goes where the person reads it: the first field refused, or the
  // confirmation (the « Sujet » error may sit above a phone's screen).
  useEffect(() => {
    if (!state) return;
    if (state.ok) return successRef.current?.focus();
    const first = FIELDS.find((name) => state.fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state, formRef]);

  const errors: Partial<Record<Field, string>> = Object.fromEntries(
    FIELDS.map((name) => [name, errorOf(name)]),
  );
  const hasFieldErrors = state !== null && !state.ok && Object.keys(state.fieldErrors).length > 0;
  const invalid = (name: Field) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-erreur` } : {};
  // Without JavaScript the answer is a new page: its first refused field, or else its message,
  // carries `autofocus`.
  const postedFirstInvalid =
    state && !state.ok ? FIELDS.find((name) => state.fieldErrors[name]) : null;
  const focusOnLoad = (name: Field) => (postedFirstInvalid === name ? { autoFocus: true } : {});

  return (
    <form {...formProps} className="grid gap-5">
      <div>
        <label htmlFor="subject" className="font-semibold text-slate-900">
          Sujet <span aria-hidden="true">*</span>
        </label>
        <select
          id="subject"
          {...field("subject")}
          required
          className={fieldClass}
          {...invalid("subject")}
          {...focusOnLoad("subject")}
        >
          <option value="" disabled>
            Choisissez un sujet
          </option>
          {Object.entries(contactSubjectLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError field="subject" message={errors.subject} />
      </div>

      <fieldset {...(errors.isMember ? { "aria-describedby": "isMember-erreur" } : {})}>
        <legend className="font-semibold text-slate-900">
          Êtes-vous adhérent du SRH&nbsp;? <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 flex gap-6">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="isMember"
              value="yes"
              required
              defaultChecked={valueOf("isMember") === "yes"}
              {...focusOnLoad("isMember")}
              className="size-4"
            />
            Oui
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="isMember"
              value="no"
              defaultChecked={valueOf("isMember") === "no"}
              className="size-4"
            />
            Non
          </label>
        </div>
        <FieldError field="isMember" message={errors.isMember} />
      </fieldset>

      <div>
        <label htmlFor="identity" className="font-semibold text-slate-900">
          Nom et prénom <span aria-hidden="true">*</span>
        </label>
        <input
          id="identity"
          {...field("identity")}
          type="text"
          autoComplete="name"
          required
          maxLength={200}
          className={fieldClass}
          {...invalid("identity")}
          {...focusOnLoad("identity")}
        />
        <FieldError field="identity" message={errors.identity} />
      </div>

      <div>
        <label htmlFor="email" className="font-semibold text-slate-900">
          Adresse e-mail <span aria-hidden="true">*</span>
        </label>
        <input
          id="email"
          {...field("email")}
          type="email"
          autoComplete="email"
          required
          className={fieldClass}
          {...invalid("email")}
          {...focusOnLoad("email")}
        />
        <FieldError field="email" message={errors.email} />
      </div>

      <div>
        <label htmlFor="message" className="font-semibold text-slate-900">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="message"
          {...field("message")}
          rows={6}
          required
          maxLength={5000}
          className={fieldClass}
          {...invalid("message")}
          {...focusOnLoad("message")}
        />
        <FieldError field="message" message={errors.message} />
      </div>

      {/* Honeypot: invisible to people and to assistive technologies. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Ne pas remplir ce champ</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <p className="text-sm text-slate-600">
        Tous les champs marqués d’un astérisque (*) sont obligatoires.
      </p>

      <div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? "Envoi en cours…" : "Envoyer le message"}
        </button>
      </div>

      <div aria-live="polite">
        {state?.ok && (
          <p
            ref={successRef}
            tabIndex={-1}
            autoFocus
            className="rounded-md bg-emerald-50 p-4 text-emerald-900"
          >
            {state.message ?? contactMessages.success}
          </p>
        )}
        {state && !state.ok && !hasFieldErrors && (
          <p tabIndex={-1} autoFocus className="rounded-md bg-red-50 p-4 text-red-800">
            {state.error}
          </p>
        )}
      </div>
    </form>
  );
}

function FieldError({ field: name, message }: { field: Field; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${name}-erreur`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
