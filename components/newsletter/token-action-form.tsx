"use client";

import { useActionState } from "react";
import { idleState, type ActionState } from "@/lib/actions/validated-action";

/** One button that posts a token to a server action (confirmation and unsubscribe links). */
export function TokenActionForm({
  token,
  action,
  label,
}: {
  token: string;
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  label: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  if (state.status === "success") {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
        {state.message}
      </p>
    );
  }
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white disabled:opacity-60">
        {label}
      </button>
      {state.status === "error" && (
        <p role="alert" className="mt-3 text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}
