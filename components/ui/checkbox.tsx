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
      <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-700" {...input} />
      <span>{label}</span>
    </label>
  );
}
