import type { Metadata } from "next";
import { forbidden } from "next/navigation";

export const metadata: Metadata = { title: "Accès refusé", robots: { index: false } };
export const dynamic = "force-dynamic";

// « Accès refusé » (403) on its own route: proxy.ts rewrites an /admin request here when the
// session is not an administrator's, so that no admin page or layout renders for it.
export default function AccessDeniedPage(): never {
  forbidden();
}
