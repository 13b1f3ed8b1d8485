import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  decodeSessionToken,
  encodeSessionToken,
  type SessionToken,
} from "@/lib/auth/session-cookie";
import { revokeSession, viewerFromToken } from "@/lib/auth/session-store";
import { auditLog, revokedSessions, users } from "@/lib/db/schema";
import { anonymizeMember } from "@/lib/members/gdpr";
import { describeEachDatabase } from "../helpers/databases";

// Sessions end on the server: "Déconnexion" revokes the token (a copied cookie stops working),
// "tous les appareils" every session started before it, and a deleted account has none.

describeEachDatabase("sessions", (context) => {
  let userId: string;

  async function newSession(startedAt = Date.now()): Promise<SessionToken> {
    return (await decodeSessionToken(
      await encodeSessionToken({ sub: userId, startedAt, isAdmin: false }),
    ))!;
  }

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(revokedSessions);
    await db.delete(auditLog);
    await db.delete(users);
    const [user] = await db
      .insert(users)
      .values({ email: "session@example.org", firstname: "Sam", lastname: "Session" })
      .returning();
    userId = user!.id;
  });

  it("reads the viewer from the user row, not from the token", async () => {
    const token = await newSession();
    expect(await viewerFromToken(token)).toEqual({
      id: userId,
      email: "session@example.org",
      firstname: "Sam",
      lastname: "Session",
      isAdmin: false,
    });
    await context.handle.db
      .update(users)
      .set({ isAdmin: true, firstname: "Samuel" })
      .where(eq(users.id, userId));
    expect(await viewerFromToken(token)).toMatchObject({ firstname: "Samuel", isAdmin: true });
  });

  it("refuses a revoked session and keeps the member’s other sessions", async () => {
    const [phone, laptop] = [await newSession(), await newSession()];
    await revokeSession(phone);
    await revokeSession(phone);
    expect(await viewerFromToken(phone)).toBeNull();
    expect(await viewerFromToken(laptop)).not.toBeNull();
    const [row] = await context.handle.db.select().from(revokedSessions);
    expect(row).toMatchObject({
      tokenId: phone.jti,
      userId,
      expiresAt: new Date(phone.exp * 1000),
    });
  });

  it("ends every session started before 'tous les appareils', not the ones after", async () => {
    const before = await newSession(Date.now() - 60_000);
    const current = await newSession();
    await revokeSession(current, { everywhere: true });
    expect(await viewerFromToken(before)).toBeNull();
    expect(await viewerFromToken(current)).toBeNull();
    const after = await newSession(Date.now() + 1);
    expect(await viewerFromToken(after)).not.toBeNull();
  });

  it("has no session for an anonymised account, even with a token started later", async () => {
    const token = await newSession();
    await context.handle.db.transaction((tx) =>
      anonymizeMember(
        tx,
        { id: userId, email: "session@example.org" },
        { actor: null, action: "member.erase", summary: "test" },
      ),
    );
    expect(await viewerFromToken(token)).toBeNull();
    expect(await viewerFromToken(await newSession(Date.now() + 1000))).toBeNull();
    const [audit] = await context.handle.db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: "member.erase",
      entity: "user",
      entityId: userId,
      memberId: userId,
      actorId: null,
      summary: "test",
    });
  });

  it("ignores a token whose subject is not an id", async () => {
    const token = await newSession();
    expect(await viewerFromToken({ ...token, sub: "not-a-uuid" })).toBeNull();
  });
});
