import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";
import { siteOpenGraph } from "@/lib/page-metadata";

// No robots entry: Next adds its own noindex to every 404, once. No social picture: the 404 of
// unknown addresses is prerendered by the build, whose origin (SITE_URL) is not the server's.
export const metadata: Metadata = {
  title: "Page introuvable",
  openGraph: siteOpenGraph({ images: [] }),
};

/** French 404, for unknown addresses and notFound() alike (the root layout gives the chrome). */
export default function NotFound() {
  return <NotFoundContent />;
}
