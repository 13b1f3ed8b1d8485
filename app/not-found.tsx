import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";

// No robots entry: Next adds its own noindex to every 404, once.
export const metadata: Metadata = { title: "Page introuvable" };

/** French 404, for unknown addresses and notFound() alike (the root layout gives the chrome). */
export default function NotFound() {
  return <NotFoundContent />;
}
