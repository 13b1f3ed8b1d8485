import { notFound } from "next/navigation";
import { safeReturnPath } from "@/lib/auth/return-path";
import { VISITOR_VARIANT } from "@/lib/visitor-cache/rewrites";
import { LoginView, loginMetadata } from "../../../_views/login-view";

// Visitors' /login (next.config.ts rewrites it to /cached/login/visitor,
// lib/visitor-cache/rewrites.ts): a route of its own, so that its client code is not shipped with
// the other cached views (one route's pages share their client chunks). Rendered on its first
// request at run time (the build never opens the database, and the canonical carries the running
// SITE_URL), then kept by Next and by scripts/serve.mjs until they expire (no return address: the one a login without ?callbackUrl= gets).
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

type Params = Promise<{ variant: string }>;

async function checkVariant(params: Params): Promise<void> {
  if ((await params).variant !== VISITOR_VARIANT) notFound();
}

export const metadata = loginMetadata;

export default async function CachedLogin({ params }: { params: Params }) {
  await checkVariant(params);
  return <LoginView callbackUrl={safeReturnPath(undefined)} />;
}
