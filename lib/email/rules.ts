// The sender's rules, pure (lib/email/sender.ts applies them to the outbox, lib/newsletter to its
// batches): how long a claim lasts, how long the provider remembers an idempotency key, how long
// to wait after a failed try, which day the quota counts, and how a one-time code is masked.

import { HOUR_MS, MINUTE_MS } from "@/lib/format/time";

/** A newsletter batch claimed longer ago than this was claimed by a sender that died: taken again. */
export const CLAIM_LEASE_MS = 10 * MINUTE_MS;
/**
 * An outbox row's claim: a sender renews it every SEND_HEARTBEAT_MS while the row is in its hands
 * (a slow provider answer keeps it), so a claim older than this was made by a sender that died,
 * and the row is taken again (same key) within SEND_LEASE_MS of the crash: a receipt interrupted
 * by a restart goes out at the next retry run, within a minute.
 */
export const SEND_LEASE_MS = 30_000;
export const SEND_HEARTBEAT_MS = 10_000;
/**
 * Resend keeps an idempotency key 24 hours: a send whose first call is older than this (an hour
 * of margin) is never repeated, since the provider might deliver it again.
 */
export const IDEMPOTENCY_WINDOW_MS = 23 * HOUR_MS;
/** Waits after a failed try: 15 s, 30 s, 1 min, 2 min… doubling up to an hour. */
export const FIRST_BACKOFF_MS = 15_000;
export const MAX_BACKOFF_MS = HOUR_MS;

/** The wait before the next try, after `attempts` tries. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** The provider's quota day (UTC) that `now` falls in starts here. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const MASKED_CODE = "••••••";

/**
 * A one-time code (six digits standing alone) masked: what the outbox keeps of a code e-mail once
 * sent, and what staff see of one. A colour such as `#123456` in the HTML is left alone.
 */
export function maskCodes(text: string): string {
  return text.replace(/(?<![#\w])\d{6}(?!\w)/g, MASKED_CODE);
}
