import { clearLocalDrafts } from "@/lib/local-drafts";

/**
 * Déconnexion from the header: the server revokes the session, the editors' drafts leave the
 * browser, then the home page loads afresh.
 */
export async function signOutAndGoHome(): Promise<void> {
  try {
    await fetch("/api/auth/signout", { method: "POST" });
  } finally {
    clearLocalDrafts();
    // A full page load, so that every island forgets the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }
}
