import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import {
  CONTACT_SUBJECTS,
  DELIVERY_STATUSES,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
} from "../enums";
import { users } from "./members";

// Messages: the contact form, the newsletter (subscribers, sends, one delivery per recipient), the outbox.

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    isMember: boolean("is_member").notNull(),
    identity: text("identity").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_subject_check", sql`${t.subject} in ${oneOf(CONTACT_SUBJECTS)}`),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

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
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletters_status_check", sql`${t.status} in ${oneOf(NEWSLETTER_STATUSES)}`),
    check(
      "newsletters_counts_not_negative",
      sql`${t.totalRecipients} >= 0 and ${t.sentCount} >= 0 and ${t.failedCount} >= 0`,
    ),
  ],
);

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_deliveries_status_check", sql`${t.status} in ${oneOf(DELIVERY_STATUSES)}`),
    uniqueIndex("newsletter_deliveries_unique").on(t.newsletterId, sql`lower(${t.email})`),
    index("newsletter_deliveries_pending_idx")
      .on(t.newsletterId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** E-mails kept by the local transport (development and tests): the dev mailbox reads them. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_to_idx").on(sql`lower(${t.to})`, t.createdAt.desc()),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
