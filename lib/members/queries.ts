import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { tiers, users, type User } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";
import { TIER_IDS, type TierId } from "./labels";

/** An account that can log in: anonymised (deleted) accounts are not members any more. */
export async function findMemberByEmail(email: string): Promise<User | undefined> {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.anonymizedAt)));
  return user;
}

export async function findMemberById(id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await getDb()
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.anonymizedAt)));
  return user;
}

export type TierOption = { id: TierId; title: string };

/** The four tiers with their titles, in their display order (first-time included: profile edit). */
export async function listTiers(): Promise<TierOption[]> {
  const rows = await getDb().select({ id: tiers.id, title: tiers.title }).from(tiers).orderBy(asc(tiers.position), asc(tiers.id));
  return rows.flatMap((row) => (isTierId(row.id) ? [{ id: row.id, title: row.title }] : []));
}

function isTierId(value: string): value is TierId {
  return (TIER_IDS as readonly string[]).includes(value);
}
