import Link from "next/link";
import { mainNavigation } from "@/lib/navigation";
import { site } from "@/lib/site";
import { AccountMenu } from "./account-menu";
import { JoinButton } from "./join-button";

export function SiteHeader() {
  return (
    <header className="no-print fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-xl font-bold text-brand-800" aria-label={`${site.name} – accueil`}>
          {site.name}
        </Link>
        <nav aria-label="Navigation principale" className="hidden gap-4 text-sm lg:flex">
          {mainNavigation.map((entry) =>
            "href" in entry ? (
              <Link key={entry.href} href={entry.href} className="hover:text-brand-700">
                {entry.label}
              </Link>
            ) : (
              <span key={entry.label}>{entry.label}</span>
            ),
          )}
        </nav>
        <div className="flex items-center gap-2">
          <JoinButton />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
