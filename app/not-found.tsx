import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

/** French 404, for unknown addresses and notFound() alike (the root layout gives the chrome). */
export default function NotFound() {
  return <NotFoundContent />;
}
