import { NextResponse, type NextRequest } from "next/server";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { ADMIN_VIEWS_PREFIX } from "@/lib/admin-views/rewrites";
import { ACCESS_DENIED_PATH } from "@/lib/urls";
import {
  CACHED_VIEWS_PREFIX,
  cachedViewFor,
  LEGACY_CONTENT_PATH,
  legacyPublicationsView,
} from "@/lib/cached-views/rewrites";

// Cheap request guard only (ARCHITECTURE.md §1); every rule is checked again next to the data.
// - A page POST (a server action, with or without JavaScript) from another site is refused with a
//   French 403 before Next's own check, which would answer 500.
// - Members' pages without a valid session go to /login, with the way back (not their server
//   actions: those check the session themselves and answer that it expired).
// - A public page asked with a session cookie that is not a valid session (garbage, forged,
//   expired) is served as a visitor's, from the visitor cache, and the cookie is cleared: such a
//   cookie must not buy an uncached rendering (lib/cached-views).
// - The legacy API's publications, read without a session (GET or HEAD), come from cached views too.
// - Nobody reaches the internal /cached/… and /admin-views/… views directly (next.config.ts
//   rewrites visitors' and administrators' public addresses to them after this runs).
// Next runs this proxy again on its own rewrites: those carry VIEW_MARK, which the matcher's
// /cached entries leave out, so a cached view costs one pass. The mark is no secret: a client that
// sends it reaches a visitors' view (public data) at its internal address, nothing more.
const VIEW_MARK = "x-srh-visitor-view";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // An API route: its own handler checks where a write comes from and answers in JSON.
  if (pathname === LEGACY_CONTENT_PATH) return serveLegacyPublications(request);
  if (request.method === "POST" && isCrossSite(request)) {
    return new NextResponse("Requête refusée : elle ne vient pas du site du SRH.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (
    [CACHED_VIEWS_PREFIX, ADMIN_VIEWS_PREFIX].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    )
  )
    return new NextResponse(null, { status: 404 });
  if (!isMembersPath(pathname)) return servePublicPage(request);
  // Downloads answered by a route handler (`apiRoute`, access "member") say 401 themselves, as the
  // authorisation table states (docs/authorisation.md): a script or download manager gets no login page.
  if (MEMBERS_DOWNLOADS.includes(pathname)) return NextResponse.next();
  const token = await decodeSessionToken(request.cookies.get(sessionCookieName)?.value);
  // A session that was not an administrator's when it began never reaches an /admin page: the
  // refusal is rendered on its own route, so no admin page or layout runs for it.
  if (token && !token.isAdmin && isAdminPath(pathname)) return accessDenied(request);
  // A server action sent from a page whose session has since ended answers for itself: its
  // wrapper says the session expired and the form offers to log in again, keeping its text
  // (components/auth/session-recovery.tsx). A redirect would break the call and lose the answer.
  if (request.method === "POST" && request.headers.has("next-action")) return NextResponse.next();
  if (!token) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    const response = NextResponse.redirect(login);
    // A cookie that is not a session (garbage, expired) goes with the redirect.
    for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE, "srh-session"]) {
      if (request.cookies.has(name)) response.cookies.delete(name);
    }
    return response;
  }
  return NextResponse.next();
}

/** A public page: a session cookie that decodes to nothing is removed from the request and the browser. */
async function servePublicPage(request: NextRequest): Promise<NextResponse> {
  const names = [SESSION_COOKIE, SECURE_SESSION_COOKIE].filter((name) => request.cookies.has(name));
  if (names.length === 0) return NextResponse.next();
  if (await decodeSessionToken(request.cookies.get(sessionCookieName)?.value))
    return NextResponse.next();
  const headers = new Headers(request.headers);
  const kept = request.cookies.getAll().filter((cookie) => !names.includes(cookie.name));
  if (kept.length > 0)
    headers.set(
      "cookie",
      kept.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join("; "),
    );
  else headers.delete("cookie");
  // A form's POST goes to the page itself, as next.config.ts's rewrites leave it (no body only).
  const view =
    request.method === "GET" || request.method === "HEAD"
      ? cachedViewFor(request.nextUrl.pathname, request.nextUrl.searchParams)
      : null;
  if (view) headers.set(VIEW_MARK, "1");
  const response = view
    ? NextResponse.rewrite(new URL(view, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  for (const name of names) response.cookies.delete(name);
  response.cookies.delete("srh-session");
  return response;
}

/** The legacy API's publications: a read without a session is a visitors' cached view. */
async function serveLegacyPublications(request: NextRequest): Promise<NextResponse> {
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  if (await decodeSessionToken(request.cookies.get(sessionCookieName)?.value))
    return NextResponse.next();
  const view = legacyPublicationsView(request.nextUrl.searchParams);
  if (!view) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(VIEW_MARK, "1");
  return NextResponse.rewrite(new URL(view, request.url), { request: { headers } });
}

const MEMBERS_DOWNLOADS = ["/profile/attestation", "/profile/recu"];

/** « Accès refusé » with 403: the page for a browser, a bare 403 for anything else (a form post). */
function accessDenied(request: NextRequest): NextResponse {
  if (request.method === "GET" || request.method === "HEAD")
    return NextResponse.rewrite(new URL(ACCESS_DENIED_PATH, request.url));
  return new NextResponse("Accès refusé", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function isMembersPath(pathname: string): boolean {
  return ["/profile", "/documents", "/admin"].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** The Origin's host differs from the host the request was sent to (as Next's own check reads it). */
function isCrossSite(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const config = {
  matcher: [
    "/profile",
    "/profile/:path*",
    "/documents",
    "/admin",
    "/admin/:path*",
    // A view asked directly (404); not this proxy's own rewrites, marked with VIEW_MARK.
    { source: "/cached", missing: [{ type: "header", key: "x-srh-visitor-view" }] },
    { source: "/cached/:path*", missing: [{ type: "header", key: "x-srh-visitor-view" }] },
    "/admin-views",
    "/admin-views/:path*",
    // Browsers send Origin with every POST, not with page loads: the pages' GETs skip the proxy.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "origin" }] },
    // The legacy API's publications, whose reads without a session have cached views.
    { source: "/api/content", has: [{ type: "query", key: "contentType", value: "publications" }] },
    // Visitor-cached pages asked with a session cookie (lib/cached-views/rewrites.ts).
    { source: "/", has: [{ type: "cookie", key: "next-auth.session-token" }] },
    { source: "/", has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }] },
    {
      source:
        "/(nos-liens|publications|item|article|presentation|statuts|privacy|qui-sommes-nous|nos-informations|bureau|contactez-nous|faq|login|jadhere-au-srh)",
      has: [{ type: "cookie", key: "next-auth.session-token" }],
    },
    {
      source:
        "/(nos-liens|publications|item|article|presentation|statuts|privacy|qui-sommes-nous|nos-informations|bureau|contactez-nous|faq|login|jadhere-au-srh)",
      has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }],
    },
  ],
};
