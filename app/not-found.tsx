import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";
import { SiteChrome } from "@/components/site/site-chrome";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

/**
 * French 404 for addresses that match no route: rendered in the root layout only, so it brings
 * the site's header and footer itself. A notFound() inside a public page uses
 * app/(site)/not-found.tsx instead, which is already inside the chrome.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
