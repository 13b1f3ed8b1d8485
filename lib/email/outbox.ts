import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { outbox, type OutboxMessage } from "@/lib/db/schema";

export type OutboxEntry = Omit<OutboxMessage, "createdAt"> & { createdAt: string };

type StoredEmail = Pick<OutboxMessage, "to" | "from" | "replyTo" | "subject" | "text" | "html">;

export async function storeInOutbox(message: StoredEmail): Promise<{ id: string }> {
  const [row] = await getDb().insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row;
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
