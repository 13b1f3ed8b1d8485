"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { typedValue, type ActionState } from "@/lib/actions/state";
import { contactMessages, contactSubjectLabels } from "@/lib/contact/labels";
import { sendContact } from "./actions";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

type Field = "subject" | "isMember" | "identity" | "email" | "message";
const FIELDS: Field[] = ["subject", "isMember", "identity", "email", "message"];
type Outcome =
  | { status: "success"; message: string }
  | { status: "error"; error: string; fieldErrors: Partial<Record<Field, string>> }
  | null;

/**
 * The contact form. With JavaScript it posts to POST /api/contact, which validates with the
 * contact schema (lib/contact/schema.ts, the one definition of the rules and their French
 * messages) and answers 429 past five messages an hour; without JavaScript it posts to a server
 * action running the same code, and the page comes back with the same messages and what was
 * typed, its first refused field or its confirmation focused (`autofocus`, which scrolls to it). No validation library is shipped to the browser:
 * this public page stays light, and the messages come from the server's schema.
 */
export function ContactForm() {
  // The permalink is the form's address without JavaScript and the key of its answer: the same
  // for the visitors' view and the page the post reaches (lib/cached-views/rewrites.ts). No
  // fragment: a page with one skips `autofocus`.
  const [actionState, formAction] = useActionState<ActionState | null, FormData>(
    sendContact,
    null,
    "/contactez-nous",
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  // After an answer the focus goes where the person reads it: the first field refused, or the
  // confirmation (the « Sujet » error may sit above a phone's screen).
  useEffect(() => {
    if (!outcome) return;
    if (outcome.status === "success") return successRef.current?.focus();
    const first = FIELDS.find((field) => outcome.fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [outcome]);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const body = (await response.json()) as {
        success: boolean;
        message?: string;
        error?: string;
        fieldErrors?: Record<string, string>;
      };
      if (response.ok && body.success) {
        setOutcome({ status: "success", message: body.message ?? contactMessages.success });
        form.reset();
      } else {
        setOutcome({
          status: "error",
          error: body.error ?? contactMessages.failure,
          fieldErrors: body.fieldErrors ?? {},
        });
      }
    } catch {
      setOutcome({ status: "error", error: contactMessages.failure, fieldErrors: {} });
    } finally {
      setSending(false);
    }
  }

  const fromAction: Outcome = !actionState
    ? null
    : actionState.ok
      ? { status: "success", message: actionState.message ?? contactMessages.success }
      : { status: "error", error: actionState.error, fieldErrors: actionState.fieldErrors };
  const state = outcome ?? fromAction;
  const errors = state?.status === "error" ? state.fieldErrors : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const invalid = (field: Field) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${field}-erreur` } : {};
  const typed = (field: Field) => typedValue(actionState, field);
  // Without JavaScript the answer is a new page: its first refused field, or else its message,
  // carries `autofocus`.
  const postedFirstInvalid =
    actionState && !actionState.ok ? FIELDS.find((field) => actionState.fieldErrors[field]) : null;
  const focusOnLoad = (field: Field) => (postedFirstInvalid === field ? { autoFocus: true } : {});

  return (
    <form ref={formRef} action={formAction} onSubmit={send} noValidate className="grid gap-5">
      <div>
        <label htmlFor="subject" className="font-semibold text-slate-900">
          Sujet <span aria-hidden="true">*</span>
        </label>
        <select
          id="subject"
          name="subject"
          defaultValue={typed("subject") ?? ""}
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
              defaultChecked={typed("isMember") === "yes"}
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
              defaultChecked={typed("isMember") === "no"}
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
          name="identity"
          type="text"
          autoComplete="name"
          defaultValue={typed("identity")}
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
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={typed("email")}
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
          name="message"
          rows={6}
          defaultValue={typed("message")}
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
          disabled={sending}
          className="rounded-md bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? "Envoi en cours…" : "Envoyer le message"}
        </button>
      </div>

      <div aria-live="polite">
        {state?.status === "success" && (
          <p
            ref={successRef}
            tabIndex={-1}
            autoFocus={Boolean(actionState)}
            className="rounded-md bg-emerald-50 p-4 text-emerald-900"
          >
            {state.message}
          </p>
        )}
        {state?.status === "error" && !hasFieldErrors && (
          <p
            tabIndex={-1}
            autoFocus={Boolean(actionState)}
            className="rounded-md bg-red-50 p-4 text-red-800"
          >
            {state.error}
          </p>
        )}
      </div>
    </form>
  );
}

function FieldError({ field, message }: { field: Field; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${field}-erreur`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
