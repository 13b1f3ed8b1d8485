// A readable companion of the httpOnly session cookie, written and cleared with it by
// startSession / endSession (lib/auth/session.ts). It only says "a session may exist", so that
// visitors' pages never ask the server for a session they do not have, and, with the value
// "admin", that /faq and /nos-liens should be served from their editing views (lib/admin-views),
// so that nobody else's page carries the editors' code. It grants nothing: every view and action
// reads the user row again.
export const SESSION_HINT_COOKIE = "srh-session";

export const ADMIN_SESSION_HINT = "admin";

export function sessionHintValue(isAdmin: boolean): string {
  return isAdmin ? ADMIN_SESSION_HINT : "1";
}

/** In the browser: whether the page should ask who is logged in. */
export function hasSessionHint(): boolean {
  return document.cookie
    .split("; ")
    .some(
      (entry) =>
        entry.startsWith(`${SESSION_HINT_COOKIE}=`) &&
        entry.length > SESSION_HINT_COOKIE.length + 1,
    );
}
