import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { cache } from "react";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { decodeSessionToken, sessionCookieName } from "./session-cookie";
import { viewerFromToken, type Viewer } from "./viewer";

export type { Viewer } from "./viewer";

/** The logged-in member of this request (Server Components, actions), or null. Once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const store = await cookies();
  return viewerFromToken(await decodeSessionToken(store.get(sessionCookieName)?.value));
});

/** The same, for route handlers that hold the request. */
export async function getViewerFromRequest(req: NextRequest): Promise<Viewer | null> {
  return viewerFromToken(await decodeSessionToken(req.cookies.get(sessionCookieName)?.value));
}

export function assertViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

export function assertAdmin(viewer: Viewer | null): Viewer {
  if (!assertViewer(viewer).isAdmin) throw new ForbiddenError();
  return viewer as Viewer;
}
