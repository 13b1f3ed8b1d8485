import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";

// Cheap request guard only (ARCHITECTURE.md §1); every rule is checked again next to the data.
// - A page POST (a server action, with or without JavaScript) from another site is refused with a
//   French 403 before Next's own check, which would answer 500.
// - Members' pages without a valid session go to /login, with the way back.
// - Nobody reaches the internal /cached/… views directly (next.config.ts rewrites visitors'
//   public addresses to them after this runs).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (request.method === "POST" && isCrossSite(request)) {
    return new NextResponse("Requête refusée : elle ne vient pas du site du SRH.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (pathname === "/cached" || pathname.startsWith("/cached/")) {
    return new NextResponse(null, { status: 404 });
  }
  if (!isMembersPath(pathname)) return NextResponse.next();
  const token = await decodeSessionToken(request.cookies.get(sessionCookieName)?.value);
  if (!token) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

function isMembersPath(pathname: string): boolean {
  return ["/profile", "/documents", "/admin"].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
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
    "/cached",
    "/cached/:path*",
    // Browsers send Origin with every POST, not with page loads: the pages' GETs skip the proxy.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "origin" }] },
  ],
};
