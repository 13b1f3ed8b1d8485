import { encodeSessionToken } from "@/lib/auth/session-cookie";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { viewerFromUser, type Viewer } from "@/lib/auth/viewer";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";

// The people integration tests act as: an administrator and a member, inserted as rows.

type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Database, values: NewUser): Promise<Viewer> {
  const [row] = await db.insert(users).values(values).returning();
  return viewerFromUser(row!);
}

/** Camille Staff, administrator. */
export async function insertAdmin(
  db: Database,
  values: Partial<NewUser> = {},
): Promise<AdminViewer> {
  return assertAdminViewer(
    await insertUser(db, {
      email: "staff@example.org",
      firstname: "Camille",
      lastname: "Staff",
      isAdmin: true,
      ...values,
    }),
  );
}

/** Dominique Membre, a member. */
export function insertMember(db: Database, values: Partial<NewUser> = {}): Promise<Viewer> {
  return insertUser(db, {
    email: "membre@example.org",
    firstname: "Dominique",
    lastname: "Membre",
    ...values,
  });
}

/**
 * An administrator as staff queries receive one, without a row: for read-only queries whose
 * results an extra account would change (directory counts, the dashboard).
 */
export function staffViewer(): AdminViewer {
  return assertAdminViewer({
    id: "00000000-0000-4000-8000-00000000adad",
    email: "staff@example.org",
    firstname: "Camille",
    lastname: "Staff",
    isAdmin: true,
  });
}

/** A session cookie's token for a user row, as a login would make it. */
export function sessionTokenFor(user: { id: string; isAdmin: boolean }): Promise<string> {
  return encodeSessionToken({ sub: user.id, startedAt: Date.now(), isAdmin: user.isAdmin });
}
