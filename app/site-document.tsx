import type { Viewport } from "next";
import { DevMailboxBanner } from "@/components/site/dev-mailbox-banner";
import { SiteChrome } from "@/components/site/site-chrome";
import { env, isDevMailboxEnabled } from "@/lib/env";
import { inter } from "./fonts";
import "./globals.css";

export const siteViewport: Viewport = { themeColor: "#1e3a8a" };

/** The document around every page: the root layout's, and the 404 of unknown addresses'. */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="min-h-screen font-sans">
        {/* One chrome for every page, 404 and 403 included (not repeated in their payloads). */}
        {/* Not in what the build prerenders (the static 404): the build's settings are not the server's. */}
        <SiteChrome notice={isDevMailboxEnabled && !env.isBuild ? <DevMailboxBanner /> : null}>
          {children}
        </SiteChrome>
      </body>
    </html>
  );
}
