import type { Metadata, Viewport } from "next";
import { DevMailboxBanner } from "@/components/site/dev-mailbox-banner";
import { SiteChrome } from "@/components/site/site-chrome";
import { env, isDevMailboxEnabled } from "@/lib/env";
import { siteOpenGraph } from "@/lib/page-metadata";
import { site } from "@/lib/site";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: `${site.name} – ${site.longName}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: siteOpenGraph(),
};

export const viewport: Viewport = { themeColor: "#1e3a8a" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
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
