import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { FormMessage } from "@/components/ui/field";
import { SignupError } from "./signup-error";
import { StepSection } from "./step-section";

/** The address is proven by the six-digit code sent to it (spec §5: digits only, six to submit). */
export function CodeStep({
  email,
  notice,
  error,
  pending,
  headingRef,
  onVerify,
  onResend,
  onEdit,
}: {
  email: string;
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
      {error && <SignupError>{error}</SignupError>}
      <CodeForm
        submitLabel="Valider le code"
        pending={pending}
        onVerify={onVerify}
        focusOnShow={false}
        actions={(clear) => (
          <>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={pending}
              onClick={() => {
                clear();
                onResend();
              }}
            >
              Renvoyer le code
            </button>
            <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onEdit}>
              Modifier mes informations
            </button>
          </>
        )}
      >
        {notice && <FormMessage kind="info">{notice}</FormMessage>}
        <p className="text-slate-700">
          Adresse&nbsp;: <strong>{email}</strong>. Si un compte existe déjà pour cette adresse,
          l’e-mail reçu vous indique comment vous connecter et renouveler.
        </p>
      </CodeForm>
    </StepSection>
  );
}
