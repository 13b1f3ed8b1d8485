import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getViewer } from "@/lib/auth/session";

// Members' pages (profile, documents): the site chrome, behind a session. proxy.ts already sends
// visitors to /login with the way back; this is the second check, next to the data (an expired
// or deleted account still holding a cookie ends here). Pages and actions check again.
export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  if (!(await getViewer())) redirect("/login");
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
