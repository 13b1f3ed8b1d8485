import { site } from "@/lib/site";

/** The SRH mark (a scanner ring around a focal point) and wordmark, linking to the home page. */
export function SiteLogo({ className = "" }: { className?: string }) {
  return (
    <a
      href="/"
      className={`inline-flex shrink-0 items-center gap-2 rounded-md text-brand-800 ${className}`}
    >
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" className="fill-brand-800" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="16" cy="16" r="3.5" className="fill-accent-500" />
        <path
          d="M16 3.5v3M16 25.5v3M3.5 16h3M25.5 16h3"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-2xl font-extrabold tracking-tight">{site.name}</span>
      <span className="sr-only"> – {site.longName}, accueil</span>
    </a>
  );
}
