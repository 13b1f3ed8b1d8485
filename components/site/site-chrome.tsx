import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { PageNotice } from "./page-notice";
import { RenewalNotice } from "./renewal-notice";

/** Skip link, fixed header, main landmark and footer around every page (the root layout). */
export function SiteChrome({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {notice}
        <RenewalNotice />
        <PageNotice />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
