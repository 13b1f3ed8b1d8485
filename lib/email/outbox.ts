import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { outbox, outboxBatches, type OutboxMessage } from "@/lib/db/schema";

export type OutboxEntry = Omit<OutboxMessage, "createdAt"> & { createdAt: string };

type StoredEmail = Pick<OutboxMessage, "to" | "from" | "replyTo" | "subject" | "text" | "html"> &
  Partial<Pick<OutboxMessage, "attachments">> & {
    headers?: Record<string, string> | null;
  };

export async function storeInOutbox(message: StoredEmail): Promise<{ id: string }> {
  const [row] = await getDb().insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row;
}

/**
 * A batch of messages stored in one transaction under an idempotency key: the same key again
 * stores nothing and answers the first call's ids, as Resend's batch call does.
 */
export async function storeBatchInOutbox(
  messages: StoredEmail[],
  idempotencyKey: string,
): Promise<string[]> {
  return getDb().transaction(async (tx) => {
    const ids = messages.map(() => randomUUID());
    const claimed = await tx
      .insert(outboxBatches)
      .values({ idempotencyKey, messageIds: ids })
      .onConflictDoNothing()
      .returning({ key: outboxBatches.idempotencyKey });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(outboxBatches)
        .where(eq(outboxBatches.idempotencyKey, idempotencyKey));
      if (!first) throw new Error("outbox batch vanished");
      return first.messageIds;
    }
    if (messages.length > 0)
      await tx.insert(outbox).values(messages.map((message, i) => ({ ...message, id: ids[i] })));
    return ids;
  });
}

/** Newest first; all messages when `to` is absent or empty. */
export async function listOutboxMessages(options: { to?: string; limit?: number } = {}) {
  const to = options.to?.trim().toLowerCase();
  const rows = await getDb()
    .select()
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit ?? 200);
  return rows.map(serialise);
}

export async function getOutboxMessage(id: string): Promise<OutboxEntry | undefined> {
  const [row] = await getDb().select().from(outbox).where(eq(outbox.id, id));
  return row && serialise(row);
}

function serialise(row: OutboxMessage): OutboxEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
