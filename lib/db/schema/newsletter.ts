import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { DELIVERY_STATUSES, NEWSLETTER_STATUSES, NEWSLETTER_SUBSCRIBER_STATUSES } from "../enums";
import { users } from "./members";
import { publications } from "./publications";

/** Who a newsletter goes to: everyone who asked for it, or members only (optionally some states or tiers). */
export type NewsletterAudience = {
  membersOnly: boolean;
  /** Membership states (MEMBERSHIP_STATES of lib/membership/state.ts); empty: every state. */
  states: string[];
  /** Tier ids; empty: every tier. */
  tiers: string[];
};

/** A chosen publication as it was when the newsletter was queued (every batch sends the same). */
export type NewsletterCard = {
  id: string;
  title: string;
  pubdate: string;
  excerpt: string;
  url: string;
  subscribersOnly: boolean;
};

// The newsletter: visitors' subscriptions, letters and drafts, one delivery per recipient.
// E-mail itself (the outbox and the local mailbox) is in email.ts.

/** Visitors who asked for the newsletter (double opt-in); members use users.newsletter. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status", { enum: NEWSLETTER_SUBSCRIBER_STATUSES }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ${oneOf(NEWSLETTER_SUBSCRIBER_STATUSES)}`,
    ),
    uniqueIndex("newsletter_subscribers_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_unique").on(t.unsubscribeToken),
  ],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    publicationIds: uuid("publication_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("queued"),
    isDebug: boolean("is_debug").notNull().default(false),
    totalRecipients: integer("total_recipients").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    audience: jsonb("audience")
      .$type<NewsletterAudience>()
      .notNull()
      .default({ membersOnly: false, states: [], tiers: [] }),
    cards: jsonb("cards").$type<NewsletterCard[]>().notNull().default([]),
    /** Its archive entry (type newsletter) on the site; none in debug mode. */
    publicationId: uuid("publication_id").references(() => publications.id, {
      onDelete: "set null",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletters_created_idx").on(t.createdAt.desc()),
    check("newsletters_status_check", sql`${t.status} in ${oneOf(NEWSLETTER_STATUSES)}`),
    check(
      "newsletters_counts_not_negative",
      sql`${t.totalRecipients} >= 0 and ${t.sentCount} >= 0 and ${t.failedCount} >= 0`,
    ),
  ],
);

/**
 * A letter being written, saved on the server so that any administrator can take it up on any
 * computer; never sent, never on the site. Removed when it is sent.
 */
export const newsletterDrafts = pgTable(
  "newsletter_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The editor's Tiptap JSON. */
    content: jsonb("content").$type<unknown>(),
    publicationIds: uuid("publication_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    audience: jsonb("audience")
      .$type<NewsletterAudience>()
      .notNull()
      .default({ membersOnly: false, states: [], tiers: [] }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_drafts_updated_idx").on(t.updatedAt.desc())],
);

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** A member (may read subscribers-only items) or a visitor subscriber (may not). */
    isMember: boolean("is_member").notNull().default(false),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    /** Sends tried (each claim counts one); a row fails for good after a bounded number. */
    attempts: integer("attempts").notNull().default(0),
    /**
     * The provider call this row belongs to; kept until the row is sent, so that a retry after a
     * crash repeats the same call with the same idempotency key and the provider sends nothing twice.
     */
    batchKey: text("batch_key"),
    /** When a run took the row; a row claimed long ago by a run that died is taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /**
     * When its batch key was first sent to the provider (kept across retries of that key): past
     * the provider's idempotency window the call is no longer repeated.
     */
    firstCalledAt: timestamp("first_called_at", { withTimezone: true }),
    /** "immediate" (the send at queue time) or "daily" (the job, counted against the daily limit). */
    dispatch: text("dispatch"),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_deliveries_status_check", sql`${t.status} in ${oneOf(DELIVERY_STATUSES)}`),
    check("newsletter_deliveries_attempts_not_negative", sql`${t.attempts} >= 0`),
    index("newsletter_deliveries_batch_idx").on(t.batchKey),
    index("newsletter_deliveries_sent_idx")
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    uniqueIndex("newsletter_deliveries_unique").on(t.newsletterId, sql`lower(${t.email})`),
    index("newsletter_deliveries_pending_idx")
      .on(t.newsletterId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type Newsletter = typeof newsletters.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
