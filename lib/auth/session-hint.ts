// A readable companion of the httpOnly session cookie: it only says "a session may exist", so
// that visitors' pages never ask the server for a session they do not have. It grants nothing.
export const SESSION_HINT_COOKIE = "srh-session";

export function setSessionHint(maxAgeSeconds = 30 * 24 * 60 * 60): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function hasSessionHint(): boolean {
  return document.cookie.split("; ").some((entry) => entry === `${SESSION_HINT_COOKIE}=1`);
}
