import { clearSessionHint } from "./session-hint";

/**
 * Ends the session through next-auth's own endpoint (CSRF token, then POST), without loading
 * next-auth's client library on every page; then back to the home page.
 */
export async function signOutAndGoHome(): Promise<void> {
  clearSessionHint();
  try {
    const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    await fetch("/api/auth/signout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
    });
  } finally {
    // A full page load, so that every island forgets the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }
}
