import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mailbox, mailboxBatches, type MailboxMessage } from "@/lib/db/schema";

// The local transport's mailbox: what the local "provider" delivered (development, tests, a
// staging server with DEV_MAILBOX=1). It keeps Resend's idempotency rules, so that the fault
// tests behave the same here and against Resend: a single send repeated with its key stores
// nothing and answers the first id; a batch repeated with its key answers the first ids.

export type MailboxEntry = Omit<MailboxMessage, "createdAt"> & { createdAt: string };

export type DeliveredEmail = Pick<
  MailboxMessage,
  "to" | "from" | "replyTo" | "subject" | "text" | "html"
> &
  Partial<Pick<MailboxMessage, "attachments">> & {
    headers?: Record<string, string> | null;
  };

/** One message under its idempotency key: the same key again stores nothing and answers the first id. */
export async function deliverToMailbox(
  message: DeliveredEmail,
  idempotencyKey: string,
): Promise<string> {
  const [row] = await getDb()
    .insert(mailbox)
    .values({ ...message, idempotencyKey })
    .onConflictDoNothing({ target: mailbox.idempotencyKey })
    .returning({ id: mailbox.id });
  if (row) return row.id;
  const [first] = await getDb()
    .select({ id: mailbox.id })
    .from(mailbox)
    .where(eq(mailbox.idempotencyKey, idempotencyKey));
  if (!first) throw new Error("mailbox message vanished");
  return first.id;
}

/**
 * A batch of messages stored in one transaction under an idempotency key: the same key again
 * stores nothing and answers the first call's ids, as Resend's batch call does.
 */
export async function deliverBatchToMailbox(
  messages: DeliveredEmail[],
  idempotencyKey: string,
): Promise<string[]> {
  return getDb().transaction(async (tx) => {
    const ids = messages.map(() => randomUUID());
    const claimed = await tx
      .insert(mailboxBatches)
      .values({ idempotencyKey, messageIds: ids })
      .onConflictDoNothing()
      .returning({ key: mailboxBatches.idempotencyKey });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(mailboxBatches)
        .where(eq(mailboxBatches.idempotencyKey, idempotencyKey));
      if (!first) throw new Error("mailbox batch vanished");
      return first.messageIds;
    }
    if (messages.length > 0)
      await tx.insert(mailbox).values(messages.map((message, i) => ({ ...message, id: ids[i] })));
    return ids;
  });
}

/** Newest first; all messages when `to` is absent or empty, since a time when one is given. */
export async function listMailboxMessages(
  options: { to?: string; since?: Date; limit?: number } = {},
) {
  const to = options.to?.trim().toLowerCase();
  const rows = await getDb()
    .select()
    .from(mailbox)
    .where(
      and(
        to ? sql`lower(${mailbox.to}) = ${to}` : undefined,
        options.since ? gte(mailbox.createdAt, options.since) : undefined,
      ),
    )
    .orderBy(desc(mailbox.createdAt), desc(mailbox.id))
    .limit(options.limit ?? 200);
  return rows.map(serialise);
}

export async function getMailboxMessage(id: string): Promise<MailboxEntry | undefined> {
  const [row] = await getDb().select().from(mailbox).where(eq(mailbox.id, id));
  return row && serialise(row);
}

function serialise(row: MailboxMessage): MailboxEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
