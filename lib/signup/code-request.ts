import "server-only";
import { and, eq, ne } from "drizzle-orm";
import AccountExistsEmail from "@/lib/email/templates/account-exists";
import CodeEmail from "@/lib/email/templates/code";
import { randomUUID } from "node:crypto";
import {
  countCodeRequest,
  issueCodeWithEmail,
  logUnsent,
  queueAndSend,
  type CodeRequestOutcome,
} from "@/lib/members/login-codes";
import { getDb } from "@/lib/db";
import { signups, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { findMemberByEmail } from "@/lib/membership/members";
import { flagsFrom } from "@/lib/members/schemas";
import { fieldErrorsOf } from "@/lib/validation/issues";
import { billingNow } from "@/lib/membership/clock";
import { membershipStateOf } from "@/lib/membership/reads";
import { tierOrThrow } from "@/lib/membership/tiers";
import { signupMessages } from "./messages";
import { signupSchema, signupSummary } from "./schema";

// Joining (/jadhere-au-srh): one row per lower-cased address in `signups`, so that every retry
// (a declined card, a lost connection, a second click) finds the same account, customer, card
// intent and subscription. The address is proven by a six-digit code before anything is made;
// an address that already has an account is told so by e-mail instead, and the page answers the
// same, so that the signup never tells who is a member. Here step 1, the code request; the steps
// after the code are ./payment-steps.ts.

type Schedule = (task: () => Promise<void>) => void;

/** A tier the public may join, or the form's tier error. */
export function publicTier(tierId: string) {
  return tierOrThrow(tierId, { publicOnly: true, message: signupMessages.tier, field: "tierId" });
}

/**
 * Step 1 (the payment tab is reached): keeps the form and sends the code, or, when the address
 * already has an account, the e-mail saying so (unless that account's own signup was interrupted
 * after its code: then the code again, to go on). Past the address's ceiling the form is still
 * kept but nothing is sent ("already-sent"): the code already received confirms it. The answer
 * is the same in all cases.
 */
export async function requestSignupCode(
  raw: unknown,
  ip: string,
  options: { schedule?: Schedule; now?: Date } = {},
): Promise<{ email: string; outcome: CodeRequestOutcome }> {
  // The form's own schema and summary (./schema.ts), checked again here.
  const parsed = signupSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(signupSummary(parsed.error.issues), fieldErrorsOf(parsed.error));
  }
  const input = parsed.data;
  await publicTier(input.tierId);
  const email = input.email;
  const { now } = options;
  // Counted as login codes: a third party asking codes for someone's address neither spends that
  // person's share nor, past the address's ceiling, keeps her from the code she received.
  const outcome = await countCodeRequest(email, ip, {
    scope: "signup-send",
    oneMinuteWait: false,
    clientLimits: [
      {
        bucket: `signup:ip:${ip}`,
        limits: [
          {
            limit: 20,
            windowSeconds: 3600,
            message: "Trop d’inscriptions depuis votre connexion. Veuillez réessayer plus tard.",
          },
        ],
      },
    ],
    now,
  });
  const sending = outcome === "sent";
  const details = {
    firstname: input.firstname,
    lastname: input.lastname,
    hospital: input.hospital,
    address: input.address,
    newsletter: input.newsletter ?? false,
    infopro: flagsFrom(input.infopro ?? {}),
  };
  // Each requester's code replaces only its own earlier one: another client's request does not
  // kill the code the owner is about to type.
  const codeInput = { email, userId: null, purpose: "signup", requestedBy: ip, now } as const;
  const deliver = async () => {
    const existing = await findMemberByEmail(email);
    if (existing && (await reopenInterruptedSignup(existing.id, email, input))) {
      // The account was made at the code step, then the card step was left: the same signup goes
      // on (its offered year), instead of a profile activation that would charge at once.
      if (!sending) return;
      await issueCodeWithEmail(codeInput, (code) => ({
        kind: "signup-code",
        to: email,
        subject: `Votre code de confirmation SRH\u00a0: ${code}`,
        react: CodeEmail({ code, firstname: existing.firstname, purpose: "signup" }),
        userId: existing.id,
      }));
      return;
    }
    if (existing) {
      if (!sending) return;
      await queueAndSend({
        kind: "account-exists",
        to: email,
        subject: "Votre adhésion au SRH",
        react: AccountExistsEmail({
          loginUrl: `${env.siteUrl}/login`,
          renewUrl: `${env.siteUrl}/login?callbackUrl=${encodeURIComponent("/jadhere-au-srh")}`,
        }),
        userId: existing.id,
        idempotencyKey: `account-exists:${randomUUID()}`,
      });
      return;
    }
    await releaseStaleSignup(email);
    await getDb()
      .insert(signups)
      .values({ email, tierId: input.tierId, recurring: input.recurring, details })
      .onConflictDoUpdate({
        target: signups.email,
        set: { tierId: input.tierId, recurring: input.recurring, details, updatedAt: new Date() },
        // A completed signup is never reopened (its account exists, and was told above).
        setWhere: ne(signups.status, "completed"),
      });
    if (!sending) return;
    await issueCodeWithEmail(codeInput, (code) => ({
      kind: "signup-code",
      to: email,
      subject: `Votre code de confirmation SRH\u00a0: ${code}`,
      react: CodeEmail({ code, firstname: input.firstname, purpose: "signup" }),
    }));
  };
  // After the answer, a provider's failure is the outbox's to retry (until the code expires).
  if (options.schedule) options.schedule(() => deliver().catch(logUnsent));
  else await deliver();
  return { email, outcome };
}

/**
 * A signup left after its code (status "confirmed": account made, card step not finished) whose
 * account holds nothing yet (no subscription, payment or offered year) takes the form's tier and
 * payment choice and can go on; the account's details stay as first confirmed.
 */
async function reopenInterruptedSignup(
  userId: string,
  email: string,
  input: { tierId: string; recurring: boolean },
): Promise<boolean> {
  const db = getDb();
  const [signup] = await db
    .select({ id: signups.id, status: signups.status, userId: signups.userId })
    .from(signups)
    .where(eq(signups.email, email));
  if (!signup || signup.status !== "confirmed" || signup.userId !== userId) return false;
  const { state } = await membershipStateOf(userId, { now: await billingNow() });
  if (state.state !== "none") return false;
  await db.transaction(async (tx) => {
    await tx
      .update(signups)
      .set({ tierId: input.tierId, recurring: input.recurring, updatedAt: new Date() })
      .where(and(eq(signups.id, signup.id), eq(signups.status, "confirmed")));
    await tx
      .update(users)
      .set({ tierId: input.tierId, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  return true;
}

/**
 * The signup row of an address no account uses any more (its account was erased, or now has
 * another address) no longer holds that address: an erased account's goes, a live account's is
 * kept under a placeholder address (its offered year stays with the account).
 */
async function releaseStaleSignup(email: string): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({
      id: signups.id,
      userId: signups.userId,
      accountEmail: users.email,
      anonymizedAt: users.anonymizedAt,
    })
    .from(signups)
    .leftJoin(users, eq(users.id, signups.userId))
    .where(eq(signups.email, email));
  if (!row?.userId) return;
  if (row.accountEmail?.toLowerCase() === email && !row.anonymizedAt) return;
  if (row.accountEmail === null || row.anonymizedAt)
    await db.delete(signups).where(eq(signups.id, row.id));
  else
    await db
      .update(signups)
      .set({ email: `ancienne-adresse-${row.id}@inscription.invalid`, updatedAt: new Date() })
      .where(eq(signups.id, row.id));
}
