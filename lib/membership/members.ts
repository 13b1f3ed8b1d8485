import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";

// Reads of members (payments and members share them). Anonymised (deleted) accounts are not
// members any more: no read finds them.

export async function findMemberByEmail(
  email: string,
  db: Database = getDb(),
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.anonymizedAt)),
    );
  return user;
}

export async function findMemberById(
  id: string,
  db: Database = getDb(),
): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.anonymizedAt)));
  return user;
}

/** Whether another account (anonymised ones included: the unique index covers them) holds the address. */
export async function isEmailTaken(
  email: string,
  exceptUserId?: string,
  db: Database = getDb(),
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return Boolean(taken);
}

/** The first login with a code sent to the address confirms it. */
export async function confirmEmailAddress(userId: string): Promise<void> {
  await getDb()
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
