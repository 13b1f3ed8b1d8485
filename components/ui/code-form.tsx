"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";
import { CodeField } from "./code-field";
import { useHydrated } from "./use-hydrated";

/**
 * The step where the six-digit code sent by e-mail is typed (login, signup, a new address,
 * account deletion): the field, focused when it shows, a submit button that six digits enable,
 * and the error in an alert the field points to. What the code does is the caller's (`onVerify`).
 */
export function CodeForm({
  label = "Code à 6 chiffres",
  name,
  submitLabel,
  pendingLabel = "Vérification…",
  button,
  pending,
  error,
  onVerify,
  focusOnShow = true,
  children,
  actions,
  footer,
  formAction,
}: {
  label?: string;
  name?: string;
  submitLabel: string;
  pendingLabel?: string;
  button?: { variant?: ButtonVariant; size?: ButtonSize };
  pending: boolean;
  /** The last failure, in an alert under the buttons; undefined when the caller shows it itself. */
  error?: string | null;
  onVerify: (code: string) => void;
  /** Off where the step's heading takes the focus instead (the signup). */
  focusOnShow?: boolean;
  /** Before the field: what was sent, and where. */
  children?: ReactNode;
  /** Buttons beside the submit one; `clear` empties the field (a new code was asked for). */
  actions?: (clear: () => void) => ReactNode;
  /** After the error: links to another step. */
  footer?: ReactNode;
  /** Where the form posts without JavaScript (a server action); with it, `onVerify` runs. */
  formAction?: (formData: FormData) => void;
}) {
  const [code, setCode] = useState("");
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const ids = { code: useId(), status: useId() };
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);

  const submit = (
    <button
      type="submit"
      // Without JavaScript nothing would enable it again: the server checks the code instead.
      disabled={(hydrated || !formAction) && (code.length !== 6 || pending)}
      className={buttonClass(button)}
    >
      {pending ? pendingLabel : submitLabel}
    </button>
  );
  return (
    // The login dialog's form may sit inside another form in React's tree (a portal): its submit
    // must not reach the form behind it.
    <form
      action={formAction}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onVerify(code);
      }}
    >
      {children}
      <CodeField
        ref={input}
        id={ids.code}
        name={name}
        label={label}
        value={code}
        onChange={setCode}
        // A page posted without JavaScript focuses the field by its attribute.
        autoFocus={Boolean(formAction) && focusOnShow}
        describedBy={error ? ids.status : undefined}
      />
      {actions ? (
        <div className="flex flex-wrap gap-3">
          {submit}
          {actions(() => setCode(""))}
        </div>
      ) : (
        submit
      )}
      {error !== undefined && (
        <p id={ids.status} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {footer}
    </form>
  );
}
