// A readable companion of the httpOnly session cookie, written and cleared with it by
// startSession / endSession (lib/auth/session.ts). It only says "a session may exist", so that
// visitors' pages never ask the server for a session they do not have. It grants nothing.
export const SESSION_HINT_COOKIE = "srh-session";

/** In the browser: whether the page should ask who is logged in. */
export function hasSessionHint(): boolean {
  return document.cookie.split("; ").some((entry) => entry === `${SESSION_HINT_COOKIE}=1`);
}
