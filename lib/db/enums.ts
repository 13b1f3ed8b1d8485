// Enumerations of the data model, without dependencies so that browser code can import them.
// The schema turns each into a check constraint.

export const PUBLICATION_TYPES = [
  "publication",
  "communique",
  "jo",
  "rapport",
  "newsletter",
] as const;
export const PAYMENT_STATUSES = ["succeeded", "pending", "failed"] as const;
export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
  "canceled",
] as const;
/** 'offline': a cheque or a transfer entered by an administrator. */
export const PAYMENT_PROVIDERS = ["simulated", "stripe", "offline"] as const;
export const PAYMENT_METHODS = ["card", "cheque", "transfer"] as const;
export const SIGNUP_STATUSES = ["pending", "confirmed", "completed"] as const;
export const LINK_CATEGORIES = ["organisations", "societes-savantes", "partenaires"] as const;
export const CONTACT_SUBJECTS = [
  "adhesion",
  "information",
  "presse",
  "juridique",
  "autre",
] as const;
export const OTP_PURPOSES = ["login", "email-change", "account-deletion", "signup"] as const;
export const FILE_KINDS = ["document", "image"] as const;
export const NEWSLETTER_SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const NEWSLETTER_STATUSES = ["queued", "sending", "sent", "failed"] as const;
/**
 * skipped: the address unsubscribed before its turn came. unverified: a batch call that may have
 * been accepted could not be repeated within the provider's idempotency window, so it is not
 * resent ("à vérifier" for the admin).
 */
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "skipped", "unverified"] as const;
export const JOB_RUN_STATUSES = ["running", "succeeded", "failed"] as const;
/** What an e-mail of the outbox is (lib/email/kinds.ts gives each its priority and French label). */
export const EMAIL_KINDS = [
  "login-code",
  "signup-code",
  "account-created",
  "email-change-code",
  "account-deletion-code",
  "no-account",
  "account-exists",
  "email-in-use",
  "payment-receipt",
  "welcome",
  "contact-message",
  "newsletter-confirmation",
  "renewal-declined",
  "membership-ended",
  "cancellation-confirmed",
  "renewal-reactivated",
  "card-changed",
  "tier-changed",
  "account-erased",
  "membership-reminder",
  "tax-attestation",
] as const;
/**
 * pending: waiting for its turn (after a failed try, not before `not_before`); sending: claimed by
 * a sender (a lease); sent; failed: for good (refused, or still failing at the end of the retry
 * window); unverified: a send interrupted after the call, too old to repeat without risking a
 * duplicate (« À vérifier » for staff).
 */
export const EMAIL_STATES = ["pending", "sending", "sent", "failed", "unverified"] as const;

export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export type LinkCategory = (typeof LINK_CATEGORIES)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type EmailState = (typeof EMAIL_STATES)[number];

/** The offices of the national board, in the order /bureau lists them. */
export const BOARD_OFFICES = [
  "president",
  "vice-president",
  "general-secretary",
  "treasurer",
  "deputy-treasurer",
] as const;
/** The ten delegation regions, north to south (the order of /bureau's list). */
export const DELEGATE_REGIONS = [
  "hauts-de-france",
  "normandie",
  "ile-de-france",
  "grand-est",
  "bretagne-pays-de-la-loire",
  "centre-bourgogne-franche-comte",
  "nouvelle-aquitaine",
  "auvergne-rhone-alpes",
  "occitanie",
  "paca-corse",
] as const;
