import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

/** French 404 for a notFound() inside a public page: the (site) layout already gives the chrome. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
