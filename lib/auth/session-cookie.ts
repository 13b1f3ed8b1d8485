import { decode, encode, type JWT } from "next-auth/jwt";
import { env, getSessionSecret } from "@/lib/env";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./cookie-names";

// The session cookie: a token encrypted with next-auth's JWT format (A256GCM, with `jti`, `iat`
// and `exp`). It says who logged in, when, and whether they were an administrator then: the
// proxy (no database) turns a non-administrator away from /admin before any page renders. What
// they may do is always read again from the user row (lib/auth/viewer.ts), which is also where a
// revoked session or a demoted administrator is refused.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const useSecureCookies = env.siteUrl.startsWith("https://");
export const sessionCookieName = useSecureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** The claims we write; `jti`, `iat` and `exp` are added by the encoder. */
export type SessionClaims = { sub: string; startedAt: number; isAdmin: boolean };

export type SessionToken = SessionClaims & { jti: string; exp: number };

export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: claims, secret: getSessionSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The token's claims, or null when it is missing, forged, expired or not ours. */
export async function decodeSessionToken(token: string | undefined): Promise<SessionToken | null> {
  if (!token) return null;
  let decoded: JWT | null;
  try {
    decoded = await decode({ token, secret: getSessionSecret() });
  } catch {
    return null;
  }
  if (
    !decoded ||
    typeof decoded.sub !== "string" ||
    typeof decoded.jti !== "string" ||
    typeof decoded.exp !== "number"
  ) {
    return null;
  }
  const startedAt = typeof decoded.startedAt === "number" ? decoded.startedAt : 0;
  return {
    sub: decoded.sub,
    jti: decoded.jti,
    exp: decoded.exp,
    startedAt,
    isAdmin: decoded.isAdmin === true,
  };
}

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: useSecureCookies,
  maxAge: SESSION_MAX_AGE_SECONDS,
};
