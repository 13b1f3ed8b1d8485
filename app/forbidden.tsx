import { AccessDenied } from "@/components/auth/access-denied";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

// Rendered with HTTP 403 when a page calls forbidden() (a logged-in non-admin in /admin).
export default function Forbidden() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="pt-16">
        <AccessDenied />
      </main>
      <SiteFooter />
    </>
  );
}
