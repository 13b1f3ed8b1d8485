// The membership's kinds, apart from the rules that compute them (./state.ts), so that labels
// (./labels.ts) and the rules import them without importing each other.

export const MEMBERSHIP_STATES = ["trial", "active", "past_due", "expired", "none"] as const;
export type MembershipStateKind = (typeof MEMBERSHIP_STATES)[number];

export const RENEWAL_KINDS = ["automatic", "stopped", "failed", "none"] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

/**
 * The automatic renewal, apart from the validity: automatic (charges on `date`), stopped (ends on
 * `date`, nothing more charged), failed (the provider retries on `date`, null after the last
 * retry) or none (no running subscription).
 */
export type Renewal = { kind: RenewalKind; date: Date | null };
