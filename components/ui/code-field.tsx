"use client";

import { forwardRef } from "react";
import { inputClass } from "./field";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  name?: string;
  autoFocus?: boolean;
};

/** Six-digit code input (spec §5 "Login"): digits only, at most six. */
export const CodeField = forwardRef<HTMLInputElement, Props>(function CodeField(
  { id, label, value, onChange, describedBy, name = "code", autoFocus },
  ref,
) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
        aria-describedby={describedBy}
        className={`${inputClass} max-w-xs text-center text-2xl tracking-[0.5em]`}
      />
    </div>
  );
});
