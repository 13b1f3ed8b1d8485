import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, hasSessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { cacheableView, CACHED_VIEWS_PREFIX, viewPath } from "@/lib/public-views";

// Cheap request routing only (ARCHITECTURE.md §1); every rule is checked again next to the data.
// 1. Members' pages without a valid session go to /login, with the way back.
// 2. Visitors (no session cookie) reading a cacheable public page get its cached view.
// 3. Nobody reaches the internal /cached/… addresses directly.

const MEMBER_ONLY = /^\/(profile(\/.*)?|documents|admin(\/.*)?)$/;

export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;

  if (pathname === CACHED_VIEWS_PREFIX || pathname.startsWith(`${CACHED_VIEWS_PREFIX}/`)) {
    return new NextResponse(null, { status: 404 });
  }

  if (MEMBER_ONLY.test(pathname)) {
    const token = await decodeSessionToken(request.cookies.get(sessionCookieName)?.value);
    if (!token?.sub) {
      const login = new URL("/login", request.url);
      login.searchParams.set("callbackUrl", `${pathname}${search}`);
      return NextResponse.redirect(login);
    }
    return NextResponse.next();
  }

  const isRead = request.method === "GET" || request.method === "HEAD";
  if (isRead && !hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name))) {
    const view = cacheableView(pathname, searchParams);
    if (view) return NextResponse.rewrite(new URL(viewPath(view), request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not the API, Next's assets, pictures, files with an extension, or the dev mailbox.
  matcher: ["/((?!api/|_next/|images/|dev/|.*\\.[a-z0-9]+$).*)"],
};
