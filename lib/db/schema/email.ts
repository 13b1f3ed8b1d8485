import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { EMAIL_KINDS, EMAIL_STATES } from "../enums";
import { users } from "./members";

// E-mail (lib/email): the transactional outbox, written in the transaction of the change that
// causes each e-mail and emptied by the one sender after the commit; and the local transport's
// mailbox, what the local "provider" delivered (the dev mailbox reads it).

/**
 * A file sent with an e-mail, by reference: its bytes are read when the e-mail is sent (a tax
 * attestation's PDF is an immutable record already kept in `attestations`).
 */
export type EmailAttachmentRef = { kind: "attestation"; attestationId: string; filename: string };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique: queueing the same e-mail twice is a no-op; also the provider's Idempotency-Key. */
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    /** 0 codes, 1 receipts and notices, 2 reminders and attestations (the newsletter comes after). */
    priority: smallint("priority").notNull(),
    /** The member it concerns (staff find a member's e-mails); null for visitors and the union. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<EmailAttachmentRef[]>().notNull().default([]),
    state: text("state", { enum: EMAIL_STATES }).notNull().default("pending"),
    /** Provider calls made (a 429 does not count). */
    attempts: integer("attempts").notNull().default(0),
    /** Not sent before this time (the backoff after a failed try, or a quota day). */
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    /** Not sent after this time (a login code that has expired is of no use). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When a sender took it (state sending): past the lease, another sender takes it again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The first provider call with this key: retries stop before the provider forgets the key. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    /** The provider's last message (or ours), for staff. */
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_idempotency_key_unique").on(t.idempotencyKey),
    check("email_outbox_kind_check", sql`${t.kind} in ${oneOf(EMAIL_KINDS)}`),
    check("email_outbox_state_check", sql`${t.state} in ${oneOf(EMAIL_STATES)}`),
    check("email_outbox_priority_check", sql`${t.priority} between 0 and 2`),
    check("email_outbox_attempts_not_negative", sql`${t.attempts} >= 0`),
    index("email_outbox_due_idx")
      .on(t.priority, t.notBefore)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index("email_outbox_user_idx").on(t.userId, t.createdAt.desc()),
    index("email_outbox_created_idx").on(t.createdAt.desc()),
    index("email_outbox_sent_idx")
      .on(t.sentAt)
      .where(sql`${t.state} = 'sent'`),
  ],
);

/** E-mails the local transport "delivered" (development, tests, staging): the dev mailbox reads them. */
export const mailbox = pgTable(
  "mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Idempotency-Key of a single send: the same key again stores nothing (as Resend). */
    idempotencyKey: text("idempotency_key"),
    to: text("to").notNull(),
    from: text("from").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers as they would be sent (List-Unsubscribe on newsletters). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Attached files, as names and sizes (the bytes are not kept): the mailbox lists them. */
    attachments: jsonb("attachments")
      .$type<{ filename: string; bytes: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mailbox_idempotency_key_unique").on(t.idempotencyKey),
    index("mailbox_created_idx").on(t.createdAt.desc()),
    index("mailbox_to_idx").on(sql`lower(${t.to})`, t.createdAt.desc()),
  ],
);

/**
 * Batch calls the local transport has accepted, by idempotency key: a repeated call answers the
 * ids of the first and stores nothing (what Resend does for 24 hours).
 */
export const mailboxBatches = pgTable("mailbox_batches", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  messageIds: uuid("message_ids").array().notNull(),
  createdAt: createdAt(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type MailboxMessage = typeof mailbox.$inferSelect;
