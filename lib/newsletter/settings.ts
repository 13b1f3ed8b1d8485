import { env } from "@/lib/env";

// The newsletter's figures (spec §9): the first 100 e-mails at once, the rest by the daily job
// within the provider's daily quota; debug mode sends a few e-mails to a test address.

/** Sent at once when a newsletter is queued (one batch call). */
export const IMMEDIATE_SEND = 100;
/** Sends tried for one delivery before it counts as failed. */
export const MAX_ATTEMPTS = 3;
/**
 * The sender's rules, shared by the newsletter's batches: a batch claimed longer ago than the
 * lease by a run that never finished is taken again; one whose first call is older than the
 * provider's idempotency window (with an hour of margin) is never repeated and waits for the admin.
 */
export { CLAIM_LEASE_MS, IDEMPOTENCY_WINDOW_MS, startOfUtcDay } from "@/lib/email/rules";

export type NewsletterSettings = {
  dailyLimit: number;
  debug: { enabled: boolean; email: string; limit: number };
};

export function newsletterSettings(): NewsletterSettings {
  return {
    dailyLimit: env.newsletterDailyLimit,
    debug: {
      enabled: env.NEWSLETTER_DEBUG,
      email: env.NEWSLETTER_DEBUG_EMAIL,
      limit: env.NEWSLETTER_DEBUG_LIMIT,
    },
  };
}

/** Days the daily job needs for what remains: ⌈remaining / daily limit⌉. */
export function estimatedDays(remaining: number, dailyLimit: number): number {
  return remaining <= 0 ? 0 : Math.ceil(remaining / dailyLimit);
}

/** The daily job's next run (09:00 UTC) after `now`. */
export function nextDailyRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
