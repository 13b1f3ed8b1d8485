"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useActionState, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { sendContact } from "@/app/(site)/contactez-nous/actions";
import { idleState } from "@/lib/actions/validated-action";
import { contactMessages, contactSchema, contactSubjectLabels, type ContactInput } from "@/lib/contact/schema";

const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

type Outcome = { status: "success"; message: string } | { status: "error"; error: string } | null;

/**
 * The contact form: checked in the browser with the server's own schema, then posted to
 * POST /api/contact (which checks again and answers 429 past five messages an hour). Without
 * JavaScript the form posts to a server action running the same domain function.
 */
export function ContactForm() {
  const [actionState, formAction] = useActionState(sendContact, idleState);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: { website: "" } });

  async function send(values: ContactInput) {
    setSending(true);
    setOutcome(null);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json()) as { success: boolean; message?: string; error?: string };
      if (response.ok && body.success) {
        setOutcome({ status: "success", message: body.message ?? contactMessages.success });
        reset();
      } else {
        setOutcome({ status: "error", error: body.error ?? contactMessages.failure });
      }
    } catch {
      setOutcome({ status: "error", error: contactMessages.failure });
    } finally {
      setSending(false);
    }
  }

  const state = outcome ?? (actionState.status === "idle" ? null : actionState);
  const serverErrors = actionState.status === "error" ? (actionState.fieldErrors ?? {}) : {};
  const errorOf = (field: keyof ContactInput) => errors[field]?.message ?? serverErrors[field];
  const describedBy = (field: keyof ContactInput) => (errorOf(field) ? `${field}-erreur` : undefined);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => void handleSubmit(send)(event)}
      noValidate
      className="grid gap-5"
    >
      <div>
        <label htmlFor="subject" className="font-semibold text-slate-900">
          Sujet <span aria-hidden="true">*</span>
        </label>
        <select id="subject" {...register("subject")} defaultValue="" aria-invalid={Boolean(errorOf("subject")) || undefined} aria-describedby={describedBy("subject")} required className={fieldClass}>
          <option value="" disabled>
            Choisissez un sujet
          </option>
          {Object.entries(contactSubjectLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="subject-erreur" message={errorOf("subject")} />
      </div>

      <fieldset aria-describedby={describedBy("isMember")}>
        <legend className="font-semibold text-slate-900">
          Êtes-vous adhérent du SRH ? <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 flex gap-6">
          <label className="inline-flex items-center gap-2">
            <input type="radio" value="yes" {...register("isMember")} required className="size-4" />
            Oui
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" value="no" {...register("isMember")} className="size-4" />
            Non
          </label>
        </div>
        <FieldError id="isMember-erreur" message={errorOf("isMember")} />
      </fieldset>

      <div>
        <label htmlFor="identity" className="font-semibold text-slate-900">
          Nom et prénom <span aria-hidden="true">*</span>
        </label>
        <input id="identity" type="text" autoComplete="name" {...register("identity")} required aria-invalid={Boolean(errorOf("identity")) || undefined} aria-describedby={describedBy("identity")} className={fieldClass} />
        <FieldError id="identity-erreur" message={errorOf("identity")} />
      </div>

      <div>
        <label htmlFor="email" className="font-semibold text-slate-900">
          Adresse e-mail <span aria-hidden="true">*</span>
        </label>
        <input id="email" type="email" autoComplete="email" {...register("email")} required aria-invalid={Boolean(errorOf("email")) || undefined} aria-describedby={describedBy("email")} className={fieldClass} />
        <FieldError id="email-erreur" message={errorOf("email")} />
      </div>

      <div>
        <label htmlFor="message" className="font-semibold text-slate-900">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea id="message" rows={6} {...register("message")} required aria-invalid={Boolean(errorOf("message")) || undefined} aria-describedby={describedBy("message")} className={fieldClass} />
        <FieldError id="message-erreur" message={errorOf("message")} />
      </div>

      {/* Honeypot: invisible to people and to assistive technologies. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Ne pas remplir ce champ</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>

      <p className="text-sm text-slate-600">Tous les champs marqués d&apos;un astérisque (*) sont obligatoires.</p>

      <div>
        <button type="submit" disabled={sending} className="rounded-md bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60">
          {sending ? "Envoi en cours…" : "Envoyer le message"}
        </button>
      </div>

      <div aria-live="polite">
        {state?.status === "success" && <p className="rounded-md bg-emerald-50 p-4 text-emerald-900">{state.message}</p>}
        {state?.status === "error" && !("fieldErrors" in state && state.fieldErrors) && (
          <p className="rounded-md bg-red-50 p-4 text-red-800">{state.error}</p>
        )}
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
