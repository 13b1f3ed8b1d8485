import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/auth/return-path";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { LoginView, loginMetadata } from "../_views/login-view";

// A visitor's /login without a return address is the cached view (/cached/login,
// lib/cached-views); with one (?callbackUrl=, as the proxy sends members' pages), or with a
// session cookie, it is rendered here.
export const metadata = loginMetadata;

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const callbackUrl = safeReturnPath(queryParam((await searchParams).callbackUrl));
  if (await getViewer()) redirect(callbackUrl);
  return <LoginView callbackUrl={callbackUrl} />;
}
