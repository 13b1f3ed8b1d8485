"use client";

import { useActionState, useId } from "react";
import { subscribeToNewsletter } from "@/app/(site)/newsletter/actions";
import { idleState } from "@/lib/actions/validated-action";

/** E-mail input and 'S'inscrire' (spec §2): a visitor subscription with double opt-in. */
export function SubscribeForm({ className = "" }: { className?: string }) {
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, idleState);
  const inputId = useId();
  const messageId = useId();
  return (
    <form action={formAction} className={className} noValidate>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Votre adresse email
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Votre adresse email"
          aria-describedby={messageId}
          aria-invalid={state.status === "error" || undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          S&apos;inscrire
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-2 text-sm ${state.status === "error" ? "text-red-700" : "text-emerald-800"}`}>
        {state.status === "success" ? state.message : state.status === "error" ? state.error : ""}
      </p>
    </form>
  );
}
