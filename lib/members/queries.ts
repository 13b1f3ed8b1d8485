import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";

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
