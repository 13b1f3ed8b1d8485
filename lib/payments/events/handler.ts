import "server-only";
import type { Database } from "@/lib/db";
import type { PaymentProvider } from "../provider";

/** An event's writes, in the event's transaction. */
export type EventWrites = (tx: Database) => Promise<void>;

/**
 * One provider event: reads its object from the provider (outside any transaction) and returns
 * the writes that record it, or "missing" when the provider no longer has the object (a deleted
 * charge: acknowledged and journaled).
 */
export type EventHandler = (
  provider: PaymentProvider,
  objectId: string,
) => Promise<EventWrites | "missing">;

export const NOTHING_TO_WRITE: EventWrites = async () => {};
