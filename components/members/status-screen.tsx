import Link from "next/link";
import { ArrowLeft, Home } from "lucide-react";

export type StatusAction = { href: string; label: string; kind?: "back" | "home" };

/**
 * A whole-page message of the member area: 'Profil non trouvé', 'Accès refusé'… with the way
 * out (spec §2: buttons to go back or go home).
 */
export function StatusScreen({
  title,
  message,
  actions,
}: {
  title: string;
  message?: string;
  actions: StatusAction[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      {message && <p className="mt-4 text-lg text-slate-700">{message}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {actions.map((action) => (
          <Link
            key={action.href}
            href={action.href}
            className={
              action.kind === "home"
                ? "inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                : "inline-flex items-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            }
          >
            {action.kind === "home" ? (
              <Home aria-hidden="true" className="size-4" />
            ) : (
              <ArrowLeft aria-hidden="true" className="size-4" />
            )}
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
