import Link from "next/link";
import { postalAddress, site } from "@/lib/site";
import { JoinButton } from "./join-button";

export function SiteFooter() {
  // Rendered at build or revalidation time: the year changes with the next render, which
  // happens at least on every deployment and content change.
  const year = new Date().getFullYear();
  return (
    <footer className="no-print mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">
            {site.name} – {site.longName}
          </p>
          <p className="mt-2 text-sm">{site.tagline}</p>
        </div>
        <address className="text-sm not-italic">
          <p className="font-semibold text-white">Nous écrire</p>
          <p className="mt-2">{postalAddress}</p>
          <p className="mt-1">
            <a className="underline hover:text-white" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </address>
        <div className="flex flex-col items-start gap-3 text-sm">
          <JoinButton />
          <Link className="underline hover:text-white" href="/privacy">
            Politique de confidentialité
          </Link>
          <Link className="underline hover:text-white" href="/statuts">
            Les statuts
          </Link>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">
        © {year} {site.name} – {site.longName}. Tous droits réservés.
      </p>
    </footer>
  );
}
