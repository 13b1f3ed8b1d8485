import type { InputHTMLAttributes, ReactNode } from "react";

// A checkbox with its label as one click target of at least 24 px (WCAG 2.5.8), the box aligned
// with the label's first line when it wraps.

export function Checkbox({
  label,
  className = "",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  label: ReactNode;
  className?: string;
}) {
  return (
    <label className={`flex min-h-6 items-start gap-2 text-slate-900 ${className}`}>
      {/* A larger box on a phone, where a finger taps it. */}
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700 sm:mt-1 sm:size-4"
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
