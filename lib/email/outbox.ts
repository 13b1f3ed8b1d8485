import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { emailOutbox, type EmailAttachmentRef } from "@/lib/db/schema";
import type { EmailKind } from "@/lib/db/enums";
import { emailKinds } from "./kinds";
import { oneLine, renderContent, withTitle, type EmailContent } from "./render";

// The transactional outbox: an e-mail is a row written in the transaction of the change that
// causes it (the payment and its receipt commit together, or neither does). Nothing here calls
// the provider: lib/email/sender.ts sends the rows after the commit.

export type QueuedEmail = EmailContent & {
  kind: EmailKind;
  to: string;
  subject: string;
  /**
   * Unique for this e-mail (`receipt:<paymentId>`): queueing it again is a no-op, and it is the
   * provider's Idempotency-Key, so that a send repeated after a crash is not delivered twice.
   */
  idempotencyKey: string;
  /** The member it concerns (staff find their e-mails); none for visitors and the union. */
  userId?: string | null;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachmentRef[];
  /** Not sent before (default: at once). */
  notBefore?: Date;
  /** Not sent after (a login code once expired). */
  expiresAt?: Date;
};

export type QueueOutcome = { key: string; queued: boolean };

/** Headers only the newsletter carries (RFC 8058): a transactional e-mail never offers to unsubscribe. */
const NEWSLETTER_ONLY_HEADERS = ["list-unsubscribe", "list-unsubscribe-post"];

/**
 * Writes the e-mail in the caller's transaction, rendered now (what was decided is what is sent).
 * Returns whether it was new: the same idempotency key again writes nothing.
 */
export async function queueEmail(tx: Database, message: QueuedEmail): Promise<QueueOutcome> {
  const header = Object.keys(message.headers ?? {}).find((name) =>
    NEWSLETTER_ONLY_HEADERS.includes(name.toLowerCase()),
  );
  if (header) throw new Error(`${header} belongs to the newsletter, not to ${message.kind}`);
  const subject = oneLine(message.subject);
  const { html, text } = await renderContent(message);
  const inserted = await tx
    .insert(emailOutbox)
    .values({
      idempotencyKey: message.idempotencyKey,
      kind: message.kind,
      priority: emailKinds[message.kind].priority,
      userId: message.userId ?? null,
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      subject,
      html: withTitle(html, subject),
      text,
      headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
      attachments: message.attachments ?? [],
      // The application's clock, not the database's now(): that is the transaction's start in
      // microseconds, which a sender run right after the commit (its `now` in milliseconds)
      // could still be before, leaving a code unsent until the next retry.
      notBefore: message.notBefore ?? new Date(),
      expiresAt: message.expiresAt ?? null,
      // Each row's own time, not the transaction's (now() is the same for every row it queues):
      // e-mails of one priority leave in the order they were queued.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return { key: message.idempotencyKey, queued: inserted.length > 0 };
}
