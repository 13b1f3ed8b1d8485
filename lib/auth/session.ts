import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { cache } from "react";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import {
  decodeSessionToken,
  encodeSessionToken,
  sessionCookieName,
  sessionCookieOptions,
} from "./session-cookie";
import { SESSION_HINT_COOKIE, sessionHintValue } from "./session-hint";
import { revokeSession, viewerFromToken } from "./session-store";
import type { Viewer } from "./viewer";

// Sessions in one place: startSession and endSession are the only writers of the session cookie
// and its hint; getViewer / getViewerFromRequest the only readers.

export type { Viewer } from "./viewer";

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** The logged-in member of this request (Server Components, actions), or null. Once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const store = await cookies();
  return viewerFromToken(await decodeSessionToken(store.get(sessionCookieName)?.value));
});

/** The same, for route handlers that hold the request. */
export async function getViewerFromRequest(req: NextRequest): Promise<Viewer | null> {
  return viewerFromToken(await decodeSessionToken(req.cookies.get(sessionCookieName)?.value));
}

/** After a right code: the session cookie (30 days) and its readable hint. */
export async function startSession(user: { id: string; isAdmin: boolean }): Promise<void> {
  const token = await encodeSessionToken({ sub: user.id, startedAt: Date.now() });
  const store = await cookies();
  store.set(sessionCookieName, token, sessionCookieOptions);
  store.set(SESSION_HINT_COOKIE, sessionHintValue(user.isAdmin), {
    ...sessionCookieOptions,
    httpOnly: false,
  });
}

/**
 * The hint follows the user row: a member made administrator (or no longer one) during a session
 * gets the right /faq and /nos-liens from the next page on. The header asks the session endpoint
 * on every page of a logged-in member, which calls this.
 */
export async function syncSessionHint(viewer: Viewer): Promise<void> {
  const store = await cookies();
  const value = sessionHintValue(viewer.isAdmin);
  if (store.get(SESSION_HINT_COOKIE)?.value !== value)
    store.set(SESSION_HINT_COOKIE, value, { ...sessionCookieOptions, httpOnly: false });
}

/**
 * Déconnexion: this session is revoked on the server (a copy of the cookie stops working), and
 * with `everywhere` every session of the member started until now. The cookies are cleared.
 */
export async function endSession(options: { everywhere?: boolean } = {}): Promise<void> {
  const store = await cookies();
  const token = await decodeSessionToken(store.get(sessionCookieName)?.value);
  if (token) await revokeSession(token, options);
  clearSessionCookies(store);
}

/** Removes the session cookie (and any chunk of it) and the hint: for an ended or invalid session. */
export function clearSessionCookies(store: Pick<CookieStore, "getAll" | "delete">): void {
  for (const { name } of store.getAll()) {
    if (
      name === sessionCookieName ||
      name.startsWith(`${sessionCookieName}.`) ||
      name === SESSION_HINT_COOKIE
    ) {
      store.delete({ name, path: "/" });
    }
  }
}

/**
 * The administrator of an /admin page: visitors go to /login, members get « Accès refusé » (403).
 * The admin layout calls it, and so does a page that needs the viewer (its layout renders in
 * parallel with it).
 */
export async function requireAdminPage(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect("/login");
  if (!viewer.isAdmin) forbidden();
  return viewer;
}

export function assertViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

export function assertAdmin(viewer: Viewer | null): Viewer {
  if (!assertViewer(viewer).isAdmin) throw new ForbiddenError();
  return viewer as Viewer;
}
