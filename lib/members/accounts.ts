import "server-only";
import { asc, isNull } from "drizzle-orm";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { consumeRateLimits } from "@/lib/rate-limit";
import { isEmailTaken } from "./queries";
import { profileColumns, type ProfileInput } from "./schemas";

export const accountMessages = {
  exists: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec cette adresse.",
  tooMany: "Trop de créations de compte depuis cette adresse. Veuillez réessayer plus tard.",
} as const;

/** The legacy API's user shape (spec §3 and §7). */
export function toLegacyUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    isadmin: user.isAdmin,
    newsletter: user.newsletter,
    hospital: user.hospital,
    address: user.address,
    subscription: user.tierId,
    infopro: JSON.stringify(user.infopro),
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * A new member account (signup). Anyone may create a non-admin account; the admin flag is
 * honoured only when an administrator creates the account.
 */
export async function createMember(input: ProfileInput, viewer: Viewer | null, ip: string): Promise<User> {
  await consumeRateLimits([{ bucket: `create-account:ip:${ip}`, limits: [{ limit: 10, windowSeconds: 3600, message: accountMessages.tooMany }] }]);
  if (await isEmailTaken(input.email)) throw new ConflictError(accountMessages.exists);
  const [created] = await getDb()
    .insert(users)
    .values({
      ...profileColumns(input),
      email: input.email,
      isAdmin: viewer?.isAdmin === true && input.isadmin,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ConflictError(accountMessages.exists);
  return created;
}

/** Administrators' member directory. */
export async function listMembers(): Promise<User[]> {
  return getDb().select().from(users).where(isNull(users.anonymizedAt)).orderBy(asc(users.lastname), asc(users.firstname));
}
