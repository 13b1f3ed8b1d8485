"use client";

import Link from "next/link";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import type { ActionState } from "@/lib/actions/state";
import { confirmNewEmail } from "./actions";
import { profilePath } from "@/lib/urls";

/** The member's new e-mail changes once the code sent to it is typed here; then the profile. */
export function EmailChangeConfirm({
  email,
  message,
  userId,
}: {
  email: string;
  message: string;
  userId: string;
}) {
  const [state, formAction, pending] = useActionState<ActionState | null, FormData>(
    confirmNewEmail,
    null,
  );
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { code: useId(), status: useId(), heading: useId() };

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  const error = state && !state.ok ? state.error : null;
  return (
    <section aria-labelledby={ids.heading} className="grid gap-4">
      <h2 id={ids.heading} className="text-xl font-bold text-brand-900">
        Confirmez votre nouvelle adresse e-mail
      </h2>
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-900">
        {message}
      </p>
      <form action={formAction} className="grid gap-4" noValidate>
        <input type="hidden" name="email" value={email} />
        <CodeField
          ref={codeInput}
          id={ids.code}
          label="Code à 6 chiffres"
          value={code}
          onChange={setCode}
          describedBy={error ? ids.status : undefined}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={code.length !== 6 || pending}
            className={buttonClass({ size: "lg" })}
          >
            {pending ? "Vérification…" : "Confirmer ma nouvelle adresse"}
          </button>
          <Link
            href={profilePath(userId)}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            Garder mon adresse actuelle
          </Link>
        </div>
        <p id={ids.status} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
          {error}
        </p>
      </form>
    </section>
  );
}
