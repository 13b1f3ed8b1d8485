import { eq } from "drizzle-orm";
import { issueCodeWithEmail } from "@/lib/members/login-codes";
import type { Database } from "@/lib/db";
import { emailOutbox, mailbox, otpCodes, rateLimits, users, type User } from "@/lib/db/schema";
import CodeEmail from "@/lib/email/templates/code";

// A code as the site issues one (the earlier unused codes of that address, purpose and requester
// die), with its e-mail, and the code itself for the test to type.

export async function issueCode(input: Parameters<typeof issueCodeWithEmail>[0]): Promise<string> {
  let issued: string | null = null;
  await issueCodeWithEmail(input, (code) => {
    issued = code;
    return {
      kind: "login-code",
      to: input.email,
      subject: `Votre code de connexion SRH\u00a0: ${code}`,
      react: CodeEmail({ code, firstname: "Test", purpose: "login" }),
      userId: input.userId,
    };
  });
  if (issued === null) throw new Error("no code issued");
  return issued;
}

/**
 * A clean slate for login-code tests: no codes, no rate-limit counts, an empty outbox and mailbox; and the
 * account of `email`, made on the first call and kept across tests.
 */
export async function freshLoginState(
  db: Database,
  account: { email: string; firstname: string; lastname: string },
): Promise<User> {
  await db.delete(otpCodes);
  await db.delete(rateLimits);
  await db.delete(emailOutbox);
  await db.delete(mailbox);
  const [existing] = await db.select().from(users).where(eq(users.email, account.email));
  return existing ?? (await db.insert(users).values(account).returning())[0]!;
}
