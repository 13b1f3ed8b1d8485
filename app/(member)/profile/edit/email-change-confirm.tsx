"use client";

import Link from "next/link";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import type { useActionForm } from "@/components/ui/use-action-form";
import { profilePath } from "@/lib/urls";
import { emailCodeSentMessage } from "./messages";

/** The code step's form (confirmNewEmail), held by the profile form: see ProfileEditForm. */
export type EmailConfirmation = Pick<
  ReturnType<typeof useActionForm>,
  "state" | "pending" | "formProps"
>;

/**
 * The member's new e-mail changes once the code sent to it is typed here; then the profile.
 * Without JavaScript the code posts to the edit page, which shows this step again after a wrong
 * code (the action keeps the address).
 */
export function EmailChangeConfirm({
  email,
  userId,
  confirmation: { state, pending, formProps },
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
