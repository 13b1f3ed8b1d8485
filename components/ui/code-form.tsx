"use client";

import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";
import { CodeField } from "./code-field";
import { useHydrated } from "./use-hydrated";

/**
 * The step where the six-digit code sent by e-mail is typed (login, signup, a new address,
 * account deletion), in the caller's form: `form` is its props (useActionForm's `formProps`, so
 * that the action and its answer are the caller's). Here only the field, focused when it shows,
 * a submit button that six digits enable, and the error in an alert the field points to.
 */
export function CodeForm({
  form,
  label = "Code à 6 chiffres",
  name = "code",
  submitLabel,
  pendingLabel = "Vérification…",
  button,
  pending,
  error,
  focusOnShow = true,
  children,
  actions,
  footer,
}: {
  /** The <form>'s props: its action, its submit handler, its ref. */
  form: ComponentProps<"form">;
  label?: string;
  /** The field's name in the form's data. */
  name?: string;
  submitLabel: string;
  pendingLabel?: string;
  button?: { variant?: ButtonVariant; size?: ButtonSize };
  pending: boolean;
  /** The last failure, in an alert under the buttons; undefined when the caller shows it itself. */
  error?: string | null;
  /** Off where the step's heading takes the focus instead (the signup). */
  focusOnShow?: boolean;
  /** Before the field: what was sent, and where (and the form's hidden fields). */
  children?: ReactNode;
  /** Buttons beside the submit one; `clear` empties the field (a new code was asked for). */
  actions?: (clear: () => void) => ReactNode;
  /** After the error: links or buttons to another step. */
  footer?: ReactNode;
}) {
  // What is typed, kept here only to enable the submit at six digits: the form reads the field.
  const [code, setCode] = useState("");
  const hydrated = useHydrated();
  const ids = { code: useId(), status: useId() };

  const submit = (
    <button
      type="submit"
      // Without JavaScript nothing would enable it again: the server checks the code instead.
      disabled={hydrated && (code.length !== 6 || pending)}
      className={buttonClass(button)}
    >
      {pending ? pendingLabel : submitLabel}
    </button>
  );
  return (
    <form noValidate {...form} className="grid gap-4">
      {children}
      <CodeField
        id={ids.code}
        name={name}
        label={label}
        value={code}
        onChange={setCode}
        // The attribute focuses it on a page posted without JavaScript, React when it shows.
        autoFocus={focusOnShow}
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
