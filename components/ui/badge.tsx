import type { ReactNode } from "react";

// A short status or category word in a pill ("Payée", "Page d'accueil", "Exemple"): one size,
// the tone says what kind of information it is. Colours meet the 4.5:1 contrast on their fill.

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-50 text-brand-900",
  success: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
};

export function badgeClass(tone: BadgeTone = "neutral", className = ""): string {
  return `inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`;
}

export function Badge({
  tone = "neutral",
  className = "",
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={badgeClass(tone, className)}>{children}</span>;
}
