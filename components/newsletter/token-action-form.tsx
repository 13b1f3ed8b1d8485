"use client";

import { buttonClass } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

/** One button that posts a token to a server action (confirmation and unsubscribe links). */
export function TokenActionForm({
  token,
  action,
  label,
}: {
  token: string;
  action: (previous: ActionState | null, formData: FormData) => Promise<ActionState>;
  label: string;
}) {
  const { state, pending, formProps } = useActionForm({ action });
  if (state?.ok) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
        {state.message}
      </p>
    );
  }
  return (
    <form {...formProps}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg" })}>
        {label}
      </button>
      {state && !state.ok && (
        <p role="alert" className="mt-3 text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}
