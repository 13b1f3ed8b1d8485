import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { revokedSessions, users } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";
import type { SessionToken } from "./session-cookie";
import { viewerFromUser, type Viewer } from "./viewer";

// The server side of sessions: the cookie is a signed token, so ending a session before it
// expires needs a record here, checked by the same query that reads the user row.

/**
 * The one read behind every session: the token only says who logged in and when; the user row
 * says what they may do (a removed admin flag or a deleted account takes effect at once), and the
 * same query refuses a session ended by "Déconnexion" or by "tous les appareils".
 */
export async function viewerFromToken(token: SessionToken | null): Promise<Viewer | null> {
  if (!token || !isUuid(token.sub)) return null;
  const [user] = await getDb()
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, token.sub),
        isNull(users.anonymizedAt),
        or(
          isNull(users.sessionsValidAfter),
          lt(users.sessionsValidAfter, new Date(token.startedAt)),
        ),
        sql`not exists (select 1 from ${revokedSessions} where ${eq(revokedSessions.tokenId, token.jti)})`,
      ),
    );
  return user ? viewerFromUser(user) : null;
}

/**
 * Ends a session on the server: its token id is recorded as revoked (a copied cookie stops
 * working), and with `everywhere` every session of the member started until now.
 */
export async function revokeSession(
  token: SessionToken,
  options: { everywhere?: boolean } = {},
): Promise<void> {
  if (!isUuid(token.sub)) return;
  const userId = token.sub;
  await getDb().transaction(async (tx) => {
    await tx
      .insert(revokedSessions)
      .values({ tokenId: token.jti, userId, expiresAt: new Date(token.exp * 1000) })
      .onConflictDoNothing();
    if (options.everywhere)
      await tx.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, userId));
  });
}
