import type { Metadata } from "next";
import { env } from "@/lib/env";
import { siteOpenGraph } from "@/lib/page-metadata";
import { site } from "@/lib/site";
import { SiteDocument, siteViewport } from "./site-document";

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: `${site.name} – ${site.longName}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: siteOpenGraph(),
};

export const viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
