import { useState, type Ref } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { FormMessage } from "@/components/ui/field";
import { signupCodeSchema } from "@/lib/payments/signup-schema";
import { SignupError } from "./signup-error";

const isCode = (code: string) => signupCodeSchema.shape.code.safeParse(code).success;

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
  const [code, setCode] = useState("");
  return (
    <section
      aria-labelledby="confirmation"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="confirmation"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        Confirmez votre adresse e-mail
      </h2>
      {error && <SignupError>{error}</SignupError>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onVerify(code);
        }}
        className="space-y-4"
      >
        {notice && <FormMessage kind="info">{notice}</FormMessage>}
        <p className="text-slate-700">
          Adresse : <strong>{email}</strong>. Si un compte existe déjà pour cette adresse,
          l&apos;e-mail reçu vous indique comment vous connecter et renouveler.
        </p>
        <CodeField id="signup-code" label="Code à 6 chiffres" value={code} onChange={setCode} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass()} disabled={pending || !isCode(code)}>
            {pending ? "Vérification…" : "Valider le code"}
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            disabled={pending}
            onClick={() => {
              setCode("");
              onResend();
            }}
          >
            Renvoyer le code
          </button>
          <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onEdit}>
            Modifier mes informations
          </button>
        </div>
      </form>
    </section>
  );
}
