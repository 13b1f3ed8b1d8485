import { safeReturnPath } from "@/lib/auth/return-path";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { LoginView, loginMetadata } from "../../../_views/login-view";

// Visitors' /login (next.config.ts rewrites it to /cached/login/visitor, lib/cached-views/visitor-
// variant.ts): rendered on its first request, then kept by Next until they
// expire (no return address: the one a login without ?callbackUrl= gets).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = loginMetadata;

export default async function CachedLogin({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  return <LoginView callbackUrl={safeReturnPath(undefined)} />;
}
