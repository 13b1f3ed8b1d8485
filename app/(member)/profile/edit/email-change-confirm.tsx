"use client";

import Link from "next/link";
import { startTransition, useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import type { ActionState } from "@/lib/actions/state";
import { profilePath } from "@/lib/urls";
import { emailCodeSentMessage } from "./messages";

/** The code step's action (confirmNewEmail) as the profile form holds it: see ProfileEditForm. */
export type EmailConfirmation = {
  state: ActionState | null;
  confirm: (payload: FormData | { email: string; code: string }) => void;
  pending: boolean;
};

/**
 * The member's new e-mail changes once the code sent to it is typed here; then the profile.
 * Without JavaScript the code posts to the edit page, which shows this step again after a wrong
 * code (the action keeps the address).
 */
export function EmailChangeConfirm({
  email,
  userId,
  confirmation: { state, confirm, pending },
}: {
  email: string;
  userId: string;
  confirmation: EmailConfirmation;
}) {
  const heading = useId();

  return (
    <section aria-labelledby={heading} className="grid gap-4">
      <h2 id={heading} className="text-xl font-bold text-brand-900">
        Confirmez votre nouvelle adresse e-mail
      </h2>
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-900">
        {emailCodeSentMessage(email)}
      </p>
      <CodeForm
        name="code"
        submitLabel="Confirmer ma nouvelle adresse"
        button={{ size: "lg" }}
        pending={pending}
        error={state && !state.ok ? state.error : null}
        onVerify={(code) => startTransition(() => confirm({ email, code }))}
        formAction={confirm}
        actions={() => (
          <Link
            href={profilePath(userId)}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            Garder mon adresse actuelle
          </Link>
        )}
      >
        <input type="hidden" name="email" value={email} />
      </CodeForm>
    </section>
  );
}
