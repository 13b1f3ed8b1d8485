import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";

// Cheap request guard only (ARCHITECTURE.md §1); every rule is checked again next to the data.
// - Members' pages without a valid session go to /login, with the way back.
// - Nobody reaches the internal /cached/… views directly (next.config.ts rewrites visitors'
//   public addresses to them after this runs).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/cached" || pathname.startsWith("/cached/")) {
    return new NextResponse(null, { status: 404 });
  }
  const token = await decodeSessionToken(request.cookies.get(sessionCookieName)?.value);
  if (!token?.sub) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/profile", "/profile/:path*", "/documents", "/admin", "/admin/:path*", "/cached", "/cached/:path*"],
};
