// Enumerations of the data model, without dependencies so that browser code can import them.
// The schema turns each into a check constraint.

export const PUBLICATION_TYPES = ["publication", "communique", "jo", "rapport", "newsletter"] as const;
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
export const PAYMENT_PROVIDERS = ["simulated", "stripe"] as const;
export const LINK_CATEGORIES = ["organisations", "societes-savantes", "partenaires"] as const;
export const CONTACT_SUBJECTS = ["adhesion", "information", "presse", "juridique", "autre"] as const;
export const OTP_PURPOSES = ["login", "email-change", "account-deletion"] as const;
export const FILE_KINDS = ["document", "image"] as const;
export const NEWSLETTER_SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const NEWSLETTER_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export type LinkCategory = (typeof LINK_CATEGORIES)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
