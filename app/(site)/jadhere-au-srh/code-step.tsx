import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { FormMessage } from "@/components/ui/field";
import { SignupError } from "./signup-error";
import { HiddenValues, type SignupFormValues } from "./signup-values";
import { StepSection } from "./step-section";

/**
 * The address is proven by the six-digit code sent to it (spec §5: digits only, six to submit).
 * Without JavaScript the form posts the code with the form's values in hidden fields, and
 * « Renvoyer le code » and « Modifier mes informations » post it with their intent.
 */
export function CodeStep({
  email,
  values,
  notice,
  error,
  pending,
  headingRef,
  withoutScript,
  onVerify,
  onResend,
  onEdit,
}: {
  email: string;
  values: SignupFormValues;
  /** Where the form posts without JavaScript, and whether this page answers such a post. */
  withoutScript: { formAction: (formData: FormData) => void; posted: boolean };
  notice: string | null;
  error: string | null;
  pending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Back to the form's last tab (what was typed is kept). */
  onEdit: () => void;
}) {
  return (
    <StepSection title="Confirmez votre adresse e-mail" headingRef={headingRef}>
      {error && <SignupError autoFocus={withoutScript.posted}>{error}</SignupError>}
      <CodeForm
        name="code"
        submitLabel="Valider le code"
        pending={pending}
        form={{
          action: withoutScript.formAction,
          onSubmit: (event) => {
            event.preventDefault();
            onVerify(String(new FormData(event.currentTarget).get("code") ?? ""));
          },
        }}
        // The heading takes the focus with JavaScript; a posted page focuses the field (or the error).
        focusOnShow={withoutScript.posted && !error}
        actions={(clear) => (
          <>
            <button
              type="submit"
              name="intent"
              value="resend"
              className={buttonClass({ variant: "secondary" })}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                clear();
                onResend();
              }}
            >
              Renvoyer le code
            </button>
            <button
              type="submit"
              name="intent"
              value="edit"
              className={buttonClass({ variant: "ghost" })}
              onClick={(event) => {
                event.preventDefault();
                onEdit();
              }}
            >
              Modifier mes informations
            </button>
          </>
        )}
      >
        <HiddenValues values={values} />
        {notice && <FormMessage kind="info">{notice}</FormMessage>}
        <p className="text-slate-700">
          Adresse&nbsp;: <strong>{email}</strong>. Si un compte existe déjà pour cette adresse,
          l’e-mail reçu vous indique comment vous connecter et renouveler.
        </p>
      </CodeForm>
    </StepSection>
  );
}
