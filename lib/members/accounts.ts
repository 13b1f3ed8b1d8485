import "server-only";
import { asc, isNull } from "drizzle-orm";
import AccountCreatedEmail from "@/lib/email/templates/account-created";
import AccountExistsEmail from "@/lib/email/templates/account-exists";
import { randomUUID } from "node:crypto";
import { issueCodeWithEmail, logUnsent, queueAndSend } from "@/lib/members/login-codes";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ConflictError } from "@/lib/errors";
import { consumeRateLimits } from "@/lib/rate-limit";
import { isEmailTaken } from "@/lib/membership/members";
import { profileColumns, type ProfileInput } from "./schemas";

const accountCreationMessages = {
  exists: "Un compte existe déjà avec cette adresse e-mail.",
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

type Schedule = (task: () => Promise<void>) => void;

/**
 * A new account. An administrator creates it at once (confirmed, admin flag honoured) and gets it
 * back. Anyone else gets no answer about the address, which is special-category data (union
 * membership): the work runs after the response (`schedule`), the address's owner receives either
 * a code confirming the new, unconfirmed account, or a message saying an account already exists.
 */
export async function createMember(
  input: ProfileInput,
  viewer: Viewer | null,
  options: { ip: string; schedule: Schedule },
): Promise<User | null> {
  if (viewer?.isAdmin) {
    if (await isEmailTaken(input.email))
      throw new ConflictError(accountCreationMessages.exists, {
        email: accountCreationMessages.exists,
      });
    const [created] = await getDb()
      .insert(users)
      .values({
        ...profileColumns(input),
        email: input.email,
        isAdmin: input.isadmin === true,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new ConflictError(accountCreationMessages.exists, {
        email: accountCreationMessages.exists,
      });
    return created;
  }
  await consumeRateLimits([
    {
      bucket: `create-account:ip:${options.ip}`,
      limits: [{ limit: 10, windowSeconds: 3600, message: accountCreationMessages.tooMany }],
    },
  ]);
  options.schedule(() => createUnconfirmedMember(input).catch(logUnsent));
  return null;
}

async function createUnconfirmedMember(input: ProfileInput): Promise<void> {
  const [created] = await getDb()
    .insert(users)
    .values({ ...profileColumns(input), email: input.email, isAdmin: false })
    .onConflictDoNothing()
    .returning();
  const loginUrl = `${env.siteUrl}/login`;
  if (!created) {
    await queueAndSend({
      kind: "account-exists",
      to: input.email,
      subject: "Votre compte sur le site du SRH",
      react: AccountExistsEmail({
        loginUrl,
        renewUrl: `${env.siteUrl}/login?callbackUrl=${encodeURIComponent("/jadhere-au-srh")}`,
      }),
      idempotencyKey: `account-exists:${randomUUID()}`,
    });
    return;
  }
  await issueCodeWithEmail(
    { email: input.email, userId: created.id, purpose: "login" },
    (code) => ({
      kind: "account-created",
      to: input.email,
      subject: `Confirmez votre adresse\u00a0: ${code}`,
      react: AccountCreatedEmail({ code, firstname: created.firstname, loginUrl }),
      userId: created.id,
    }),
  );
}

/** Administrators' member directory. */
export async function listMembers(): Promise<User[]> {
  return getDb()
    .select()
    .from(users)
    .where(isNull(users.anonymizedAt))
    .orderBy(asc(users.lastname), asc(users.firstname));
}
