// The site's buttons as class strings, for <button> and for links that look like buttons.

export type ButtonVariant = "primary" | "secondary" | "danger" | "accent" | "ghost";
export type ButtonSize = "md" | "sm" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-800 text-white hover:bg-brand-700",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-600",
  accent: "bg-accent-600 text-white hover:bg-accent-500",
  ghost: "text-brand-700 hover:bg-brand-50 hover:text-brand-900",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
  lg: "px-6 py-3",
};

export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  return [
    base,
    variants[options.variant ?? "primary"],
    sizes[options.size ?? "md"],
    options.className,
  ]
    .filter(Boolean)
    .join(" ");
}
