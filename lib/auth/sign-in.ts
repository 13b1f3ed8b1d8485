/**
 * Step 2 of the login through next-auth's own endpoints (CSRF token, then the credentials
 * callback), as next-auth/react's signIn() does, without shipping that library to the page.
 * Resolves to null on success, or to the French message of the failure.
 */
export async function signInWithCode(email: string, otp: string, callbackUrl: string): Promise<string | null> {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await fetch("/api/auth/callback/email-otp", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, otp, csrfToken, callbackUrl, json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  const error = url ? new URL(url, window.location.origin).searchParams.get("error") : "Code invalide";
  if (!error) return null;
  return error === "CredentialsSignin" ? "Code invalide" : error;
}
