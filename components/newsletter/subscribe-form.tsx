"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type SubscribeAction = (previous: ActionState | null, formData: FormData) => Promise<ActionState>;

/**
 * E-mail input and 'S'inscrire' (spec §2): a visitor subscription with double opt-in. The page
 * passes the server action (app/(site)/newsletter/actions.ts) and its own address with the
 * section's fragment (`permalink`): without JavaScript (the visitors' list pages are served
 * without React) the form posts there, and the answer comes back scrolled to the form, with the
 * address typed.
 */
export function SubscribeForm({
  action,
  permalink,
  className = "",
}: {
  action: SubscribeAction;
  permalink: string;
  className?: string;
}) {
  const { state, pending, field, formProps } = useActionForm({
    action,
    permalink,
    resetOnSuccess: true,
  });
  const inputId = useId();
  const messageId = useId();
  return (
    <form {...formProps} className={className}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Votre adresse e-mail
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          {...field("email")}
          placeholder="Votre adresse e-mail"
          aria-describedby={messageId}
          aria-invalid={(state && !state.ok) || undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <button type="submit" disabled={pending} className={buttonClass()}>
          S’inscrire
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`mt-2 text-sm ${state && !state.ok ? "text-red-700" : "text-emerald-800"}`}
      >
        {state ? (state.ok ? state.message : state.error) : ""}
      </p>
    </form>
  );
}
