import type { ComponentProps, ReactNode } from "react";

// A labelled form control with its hint and its error, wired for screen readers: give the
// control `id={id}` and `{...describedBy(id, { hint, error })}`.

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

export const errorId = (id: string) => `${id}-erreur`;
export const hintId = (id: string) => `${id}-aide`;

/** aria-invalid and aria-describedby for a control with this hint and error. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string | null },
) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A Field holding a text input, wired to its hint and error: the input takes every other prop
 * (useActionForm's `field(name)` included).
 */
export function InputField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; error?: string | null } & Omit<
  ComponentProps<"input">,
  "id"
>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={inputClass} {...input} {...describedBy(id, { hint, error })} />
    </Field>
  );
}

/** A message for the whole form: an error (alert) or a confirmation (status). */
export function FormMessage({
  kind,
  children,
}: {
  kind: "error" | "success" | "info";
  children: ReactNode;
}) {
  const styles = {
    error: "bg-red-50 text-red-800",
    success: "bg-green-50 text-green-800",
    info: "bg-brand-50 text-brand-900",
  };
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md p-4 font-semibold ${styles[kind]}`}
    >
      {children}
    </p>
  );
}

/**
 * A labelled select of a filter form submitted by GET (its name is its id, so the address reads
 * as the form): an "all" choice first when `allLabel` is given.
 */
export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  label: ReactNode;
  value: string;
  allLabel?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      <select id={id} name={id} defaultValue={value} className={inputClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
