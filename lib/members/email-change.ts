import "server-only";
import { eq } from "drizzle-orm";
import CodeEmail from "@/lib/email/templates/code";
import EmailInUseEmail from "@/lib/email/templates/email-in-use";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { randomUUID } from "node:crypto";
import { consumeCode, issueCodeWithEmail, queueAndSend } from "@/lib/members/login-codes";
import { getDb } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { ConflictError, ForbiddenError } from "@/lib/errors";
import { consumeRateLimits } from "@/lib/rate-limit";
import { memberMessages } from "./messages";
import { isEmailTaken } from "@/lib/membership/members";

// A member's own new address is confirmed by a code sent to it; it changes when the code is typed.
// The member is told "a code was sent" whether or not the address is free: when another account
// holds it, its owner receives a notice instead, so that the form never says who is a member.

/** Step 1: a code to the new address, or a notice to its owner when taken (five an hour per member). */
export async function requestEmailChange(user: User, newEmail: string): Promise<void> {
  await consumeRateLimits([
    {
      bucket: `email-change:${user.id}`,
      limits: [{ limit: 5, windowSeconds: 3600, message: memberMessages.tooManyCodes }],
    },
  ]);
  if (await isEmailTaken(newEmail, user.id)) {
    await queueAndSend({
      kind: "email-in-use",
      to: newEmail,
      subject: "Votre adresse a été proposée pour un autre compte SRH",
      react: EmailInUseEmail(),
      idempotencyKey: `email-in-use:${randomUUID()}`,
    });
    return;
  }
  await issueCodeWithEmail(
    {
      email: newEmail,
      userId: user.id,
      purpose: "email-change",
      newEmail,
      requestedBy: `member:${user.id}`,
    },
    (code) => ({
      kind: "email-change-code",
      to: newEmail,
      subject: `Confirmez votre nouvelle adresse\u00a0: ${code}`,
      react: CodeEmail({ code, firstname: user.firstname, purpose: "email-change" }),
      userId: user.id,
    }),
  );
}

/** Step 2: applies the pending change when the code sent to the new address is right. */
export async function confirmEmailChange(
  viewer: Viewer,
  newEmail: string,
  code: string,
  client: { ip: string },
): Promise<string> {
  // The code was issued for the address as the profile schema stores it: trimmed, lower-cased.
  const consumed = await consumeCode({
    email: newEmail.trim().toLowerCase(),
    code,
    purpose: "email-change",
    ip: client.ip,
  });
  const confirmed = consumed.newEmail;
  if (consumed.userId !== viewer.id || !confirmed) throw new ForbiddenError();
  if (await isEmailTaken(confirmed, viewer.id))
    throw new ConflictError(memberMessages.emailTaken, { email: memberMessages.emailTaken });
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: confirmed, updatedAt: new Date() })
      .where(eq(users.id, viewer.id));
    await recordAudit(tx, {
      actor: viewer,
      action: "profile.email-change",
      subject: { type: "user", id: viewer.id },
      summary: "Adresse e-mail changée (confirmée par code)",
      details: { from: viewer.email, to: confirmed },
    });
  });
  return confirmed;
}
