"use client";

import Link from "next/link";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { useActionForm } from "@/components/ui/use-action-form";
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
  const { state, pending, formProps } = useActionForm({ action: confirmNewEmail });
  const heading = useId();

  return (
    <section aria-labelledby={heading} className="grid gap-4">
      <h2 id={heading} className="text-xl font-bold text-brand-900">
        Confirmez votre nouvelle adresse e-mail
      </h2>
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-900">
        {message}
      </p>
      <CodeForm
        form={formProps}
        submitLabel="Confirmer ma nouvelle adresse"
        button={{ size: "lg" }}
        pending={pending}
        error={state && !state.ok ? state.error : null}
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
