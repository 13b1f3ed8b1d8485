import { SessionExpiredError } from "@/components/auth/session-recovery";

// The composer's POST /api/newsletter-v2 calls: the answer, or an Error with the server's French
// message when it gives one (spec §8), else the caller's.
export async function postNewsletterAction<T>(
  body: { action: string } & Record<string, unknown>,
  fallback: string,
): Promise<T> {
  const response = await fetch("/api/newsletter-v2", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  // The session ended while the letter was being written: the composer offers to log in again.
  if (response.status === 401) throw new SessionExpiredError();
  const answer = (await response.json().catch(() => null)) as
    (T & { success?: boolean; error?: string }) | null;
  if (!response.ok || !answer?.success) throw new Error(answer?.error || fallback);
  return answer;
}
