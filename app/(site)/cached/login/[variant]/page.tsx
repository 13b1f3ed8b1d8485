import { safeReturnPath } from "@/lib/auth/return-path";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { LoginView, loginMetadata } from "../../../_views/login-view";

// Visitors' /login without ?callbackUrl= (lib/cached-views/visitor-variant.ts): no return address.
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = loginMetadata;

export default async function CachedLogin({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  return <LoginView callbackUrl={safeReturnPath(undefined)} />;
}
