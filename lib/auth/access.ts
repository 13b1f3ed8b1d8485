import "server-only";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { ForbiddenError } from "@/lib/errors";
import { getViewer } from "./session";
import type { Viewer } from "./viewer";

// The data-access layer's two doors (Next's authentication guide). A layout renders in parallel
// with its page and streams the page's payload into the same response, so a layout's check
// protects nothing: every page that reads private data calls one of these first, and every query
// that reads staff data takes the AdminViewer they return, checking it again. The viewer is read
// from the user row (a demoted administrator or a revoked session is refused at once).

declare const adminViewer: unique symbol;

/** A viewer checked to be an administrator: only `requireAdmin` and `assertAdminViewer` make one. */
export type AdminViewer = Viewer & { readonly isAdmin: true; readonly [adminViewer]: true };

/** The logged-in member of this request, or a redirect to the login page. */
export const requireMember = cache(async (): Promise<Viewer> => {
  const viewer = await getViewer();
  if (!viewer) redirect("/login");
  return viewer;
});

/** The logged-in administrator of this request: a visitor goes to the login, a member gets 403. */
export const requireAdmin = cache(async (): Promise<AdminViewer> => {
  const viewer = await requireMember();
  if (!viewer.isAdmin) forbidden();
  return viewer as AdminViewer; // why: isAdmin checked on the line above
});

/**
 * The check inside every staff query: the viewer it was given must be an administrator. Throws a
 * ForbiddenError (never renders anything), so a page or handler that skipped `requireAdmin` fails
 * instead of showing data. Route handlers and tests build their AdminViewer with it.
 */
export function assertAdminViewer(viewer: Viewer | null | undefined): AdminViewer {
  if (!viewer?.isAdmin) throw new ForbiddenError();
  return viewer as AdminViewer; // why: isAdmin checked on the line above
}
