import { decode, encode, type JWT } from "next-auth/jwt";
import { env, getSessionSecret } from "@/lib/env";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./cookie-names";

// The next-auth session cookie, shared by the site's login, the legacy verify-otp call and the
// proxy: one name, one secret, one lifetime.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const useSecureCookies = env.siteUrl.startsWith("https://");
export const sessionCookieName = useSecureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** The claims we put in the token: display data only; roles are re-read from the database. */
export type SessionClaims = { sub: string; email: string; firstname: string; lastname: string; isadmin: boolean };

export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: claims as unknown as JWT, secret: getSessionSecret(), maxAge: SESSION_MAX_AGE_SECONDS }); // why: JWT is an open record; our claims are a subset
}

export async function decodeSessionToken(token: string | undefined): Promise<JWT | null> {
  if (!token) return null;
  try {
    return await decode({ token, secret: getSessionSecret() });
  } catch {
    return null;
  }
}

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: useSecureCookies,
  maxAge: SESSION_MAX_AGE_SECONDS,
};
