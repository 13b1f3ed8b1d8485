import "server-only";
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { ReactElement } from "react";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import CodeEmail from "@/lib/email/templates/code";
import NoAccountEmail from "@/lib/email/templates/no-account";
import { getDb, type Database } from "@/lib/db";
import { otpCodes, type User } from "@/lib/db/schema";
import { queueEmail, type QueuedEmail } from "@/lib/email/outbox";
import { sendNow } from "@/lib/email/sender";
import { env, getSessionSecret } from "@/lib/env";
import { RateLimitError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import { confirmEmailAddress, findMemberByEmail } from "@/lib/membership/members";
import {
  consumeRateLimits,
  countEvents,
  recordEvent,
  tryConsumeRateLimits,
  type Limit,
} from "@/lib/rate-limit";
import { emailSchema } from "@/lib/validation/email";

// One-time login codes (OWASP ASVS 5.0 §6.5–6.6): six digits from a CSPRNG, stored only as a
// keyed hash, valid ten minutes, single use. Nobody can lock a member out (audit finding M1):
// - sends are counted per (address, client) with the spec's limits (1 a minute, 5 an hour, 10 a
//   day), under a higher ceiling per address (20 an hour, 30 a day): a third party spends its own
//   share, not the owner's. Past the ceiling nothing more is sent, and the answer says the last
//   code sent stays valid: the owner types the one that reached her;
// - a new code replaces only the earlier codes of the same requester, so another client's request
//   does not kill the code the owner is about to type;
// - wrong tries are counted per (code, client): a client's fifth wrong try closes that code to that
//   client only; a code dies at its twentieth wrong try from all clients (four or more addresses);
//   wrong tries are also limited per client address (20 an hour, whatever the addresses tried).

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries one client may make on one code. */
export const MAX_WRONG_TRIES = 5;
/**
 * Wrong tries, from all clients, that kill a code: three clients' five each (15) leave it alive;
 * a code is guessed with a chance of at most 20 in 10^6 (1 in 50,000, below 1 in 10,000), and an
 * address's 30 codes a day with at most 30 × 20 = 600 in 10^6 (under 1 in 1,600 a day).
 */
export const MAX_WRONG_TRIES_PER_CODE = 20;
export const MAX_WRONG_TRIES_PER_IP = 20;
export const WRONG_TRIES_WINDOW_SECONDS = 3600;
/** Codes sent to one address in an hour, whoever asked. */
const ADDRESS_SENDS_PER_HOUR = 20;
/**
 * Live codes of one address and purpose a try is compared with, newest first: every code the
 * hourly ceiling lets through (they live ten minutes) and a new account's first one, so that the
 * owner's is never left out.
 */
const MAX_LIVE_CODES = ADDRESS_SENDS_PER_HOUR + 1;

export const otpMessages = {
  invalidCode: "Code invalide",
  tooManyTries: "Trop d’essais de code depuis votre connexion. Veuillez réessayer dans une heure.",
  wait: "Un code vient d’être envoyé. Veuillez patienter une minute avant d’en demander un autre.",
  tooManySends: "Trop de demandes de code pour cette adresse. Veuillez réessayer dans une heure.",
  tooManySendsToday:
    "Trop de demandes de code pour cette adresse aujourd’hui. Veuillez réessayer demain.",
  tooManyFromIp: "Trop de demandes de code. Veuillez réessayer dans une heure.",
  /** The address's ceiling is reached: nothing is sent, the code already received is typed. */
  alreadySent: `Un code a déjà été envoyé à cette adresse\u00a0; le dernier reçu reste valable ${CODE_TTL_MS / 60_000} minutes.`,
  notSent:
    "L’e-mail n’a pas pu être envoyé pour le moment. Il sera renvoyé automatiquement dans quelques minutes\u00a0; vous pouvez aussi demander un nouveau code.",
} as const;

export type OtpPurpose = "login" | "email-change" | "account-deletion" | "signup";
type Clock = { now?: Date };

/**
 * What a code request did: a code (or the e-mail answering without one) is on its way, or nothing
 * was sent because the address's ceiling is reached and the last code sent stays the one to type.
 * The same for every address, with or without an account.
 */
export type CodeRequestOutcome = "sent" | "already-sent";

/**
 * Counts a request for a code to `email` from `client` (a client address). The spec's limits per
 * (address, client), and `clientLimits` (per client address), refuse with their message. The
 * address's ceiling does not refuse: past it nothing is sent ("already-sent"), so that clients
 * spending it cannot keep the owner from the code that already reached her. The signup leaves
 * out the one-minute wait: a visitor who corrects the form sends it again at once.
 */
export async function countCodeRequest(
  email: string,
  client: string,
  options: Clock & {
    scope: string;
    oneMinuteWait: boolean;
    clientLimits: { bucket: string; limits: Limit[] }[];
  },
): Promise<CodeRequestOutcome> {
  const { scope, oneMinuteWait, clientLimits, now } = options;
  await consumeRateLimits(
    [
      {
        bucket: `${scope}:email:${email}:client:${client}`,
        limits: [
          ...(oneMinuteWait ? [{ limit: 1, windowSeconds: 60, message: otpMessages.wait }] : []),
          { limit: 5, windowSeconds: 3600, message: otpMessages.tooManySends },
          { limit: 10, windowSeconds: 24 * 3600, message: otpMessages.tooManySendsToday },
        ],
      },
      ...clientLimits,
    ],
    undefined,
    now,
  );
  const underCeiling = await tryConsumeRateLimits(
    [
      {
        bucket: `${scope}:email:${email}`,
        limits: [
          { limit: ADDRESS_SENDS_PER_HOUR, windowSeconds: 3600 },
          { limit: 30, windowSeconds: 24 * 3600 },
        ],
      },
    ],
    now,
  );
  return underCeiling ? "sent" : "already-sent";
}

/** Where the try comes from: wrong tries are counted per client address. */
type Client = { ip: string };
type Schedule = (task: () => Promise<void>) => void;

/** Six digits, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function hashCode(code: string, email: string, purpose: OtpPurpose): string {
  const key = createHmac("sha256", getSessionSecret()).update("srh-otp-key").digest();
  return createHmac("sha256", key).update(`${purpose}\n${email}\n${code}`).digest("hex");
}

/**
 * Step 1 of the login. The response is the same for known and unknown addresses, and the e-mail
 * is prepared and sent by `schedule` (after the response, in the app), so that neither the answer
 * nor its timing tells whether the address is a member's.
 */
export async function requestLoginCode(
  rawEmail: string,
  ip: string,
  options: Clock & { schedule?: Schedule } = {},
): Promise<CodeRequestOutcome> {
  const email = parseEmail(rawEmail);
  const outcome = await countCodeRequest(email, ip, {
    scope: "otp-send",
    oneMinuteWait: true,
    clientLimits: [
      {
        bucket: `otp-send:ip:${ip}`,
        limits: [{ limit: 20, windowSeconds: 3600, message: otpMessages.tooManyFromIp }],
      },
    ],
    now: options.now,
  });
  if (outcome === "already-sent") return outcome;
  const deliver = () => deliverLoginCode(email, { ...options, requestedBy: ip });
  // After the answer, a provider's failure is the outbox's to retry (until the code expires).
  if (options.schedule) options.schedule(() => deliver().catch(logUnsent));
  else await deliver();
  return outcome;
}

async function deliverLoginCode(
  email: string,
  options: Clock & { requestedBy: string },
): Promise<void> {
  const user = await findMemberByEmail(email);
  if (!user) {
    await queueAndSend({
      kind: "no-account",
      to: email,
      subject: "Connexion au site du SRH",
      react: NoAccountEmail({ joinUrl: `${env.siteUrl}/jadhere-au-srh` }),
      idempotencyKey: `no-account:${randomUUID()}`,
    });
    return;
  }
  await issueCodeWithEmail(
    {
      email,
      userId: user.id,
      purpose: "login",
      now: options.now,
      requestedBy: options.requestedBy,
    },
    (code) => ({
      kind: "login-code",
      to: email,
      subject: `Votre code de connexion SRH\u00a0: ${code}`,
      react: CodeEmail({ code, firstname: user.firstname, purpose: "login" }),
      userId: user.id,
    }),
  );
}

/** The e-mail carrying a code (its key and expiry are the code's). */
type CodeMessage = Pick<QueuedEmail, "kind" | "to" | "subject" | "userId"> & {
  react: ReactElement;
};

type CodeInput = {
  email: string;
  /** null for a signup: the account is made once the code is confirmed. */
  userId: string | null;
  purpose: OtpPurpose;
  newEmail?: string;
  /** Who asked (a client address, or `member:<id>`): a new code replaces only their earlier ones. */
  requestedBy?: string;
  now?: Date;
};

/**
 * A new code and the e-mail carrying it, written together, then sent at once: resolves when the
 * provider took it, or throws a French error (the code stays valid; the e-mail is retried).
 */
export async function issueCodeWithEmail(
  input: CodeInput,
  email: (code: string) => CodeMessage,
): Promise<void> {
  const now = input.now ?? new Date();
  const key = await getDb().transaction(async (tx) => {
    const code = await writeCode(tx, { ...input, now });
    const queued = await queueEmail(tx, {
      ...email(code),
      // A new key per code: a code asked again is a new e-mail.
      idempotencyKey: `${input.purpose}-code:${randomUUID()}`,
      // A code that has expired is of no use: not sent after that (real time, as the sender's).
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return queued.key;
  });
  if (!(await sendNow([key]))) throw new ServiceUnavailableError(otpMessages.notSent);
}

/** An e-mail answering a code request without a code (no account, address taken), sent at once. */
export async function queueAndSend(message: QueuedEmail): Promise<void> {
  await getDb().transaction((tx) => queueEmail(tx, message));
  if (!(await sendNow([message.idempotencyKey])))
    throw new ServiceUnavailableError(otpMessages.notSent);
}

/** A code e-mail the provider did not take while the answer was already given: it is retried. */
export function logUnsent(error: unknown): void {
  if (error instanceof ServiceUnavailableError)
    console.warn("[email] code e-mail not sent yet, retried by the outbox");
  else console.error("[email] code e-mail:", error);
}

async function writeCode(tx: Database, input: CodeInput): Promise<string> {
  const now = input.now ?? new Date();
  const code = generateCode();
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.email, input.email),
        eq(otpCodes.purpose, input.purpose),
        input.requestedBy
          ? eq(otpCodes.requestedBy, input.requestedBy)
          : isNull(otpCodes.requestedBy),
        isNull(otpCodes.consumedAt),
      ),
    );
  await tx.insert(otpCodes).values({
    email: input.email,
    userId: input.userId,
    purpose: input.purpose,
    codeHash: hashCode(code, input.email, input.purpose),
    newEmail: input.newEmail ?? null,
    requestedBy: input.requestedBy ?? null,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/** Step 2 of the login: the member when the code is right, else an error with a French message. */
export async function verifyLoginCode(
  rawEmail: string,
  rawCode: string,
  options: Clock & Client,
): Promise<User> {
  const email = parseEmail(rawEmail);
  const consumed = await consumeCode({
    email,
    code: rawCode,
    purpose: "login",
    ip: options.ip,
    now: options.now,
  });
  const user = await findMemberByEmail(email);
  if (!user || user.id !== consumed.userId) throw new ValidationError(otpMessages.invalidCode);
  if (!user.emailVerifiedAt) await confirmEmailAddress(user.id);
  return user;
}

/**
 * Checks a code and uses it up. The code typed is compared with every live code of the address
 * (one per requester) that this client may still try. A wrong try counts on each of them for this
 * client (its fifth closes the code to this client), on the code (its twentieth kills it) and on
 * the client address (twenty an hour, then every try from it is refused for the hour). Every failure
 * answers the same "Code invalide", whether or not the address has an account or a live code.
 */
export async function consumeCode(input: {
  email: string;
  code: string;
  purpose: OtpPurpose;
  ip: string;
  now?: Date;
}): Promise<{ userId: string | null; newEmail: string | null }> {
  const now = input.now ?? new Date();
  const failureBucket = `otp-fail:ip:${input.ip}`;
  const codeClientBucket = (codeId: string) => `otp-fail:code:${codeId}:client:${input.ip}`;
  return getDb()
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${failureBucket}))`);
      if (
        (await countEvents(tx, failureBucket, WRONG_TRIES_WINDOW_SECONDS, input.now)) >=
        MAX_WRONG_TRIES_PER_IP
      ) {
        throw new RateLimitError(otpMessages.tooManyTries, WRONG_TRIES_WINDOW_SECONDS);
      }
      const live = await tx
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.email, input.email),
            eq(otpCodes.purpose, input.purpose),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(MAX_LIVE_CODES)
        .for("update");
      const open: typeof live = [];
      for (const candidate of live) {
        const tries = await countEvents(
          tx,
          codeClientBucket(candidate.id),
          WRONG_TRIES_WINDOW_SECONDS,
          input.now,
        );
        if (tries < MAX_WRONG_TRIES) open.push(candidate);
      }
      const typed = /^\d{6}$/.test(input.code)
        ? hashCode(input.code, input.email, input.purpose)
        : null;
      const match = typed ? open.find((candidate) => sameHash(candidate.codeHash, typed)) : null;
      if (match) {
        // Used: this code and the address's other live codes of the purpose are spent.
        await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(
            inArray(
              otpCodes.id,
              live.map((candidate) => candidate.id),
            ),
          );
        return { userId: match.userId, newEmail: match.newEmail };
      }
      await recordEvent(failureBucket, tx, input.now);
      for (const candidate of open) {
        await recordEvent(codeClientBucket(candidate.id), tx, input.now);
        const attempts = candidate.attempts + 1;
        await tx
          .update(otpCodes)
          .set({ attempts, ...(attempts >= MAX_WRONG_TRIES_PER_CODE ? { consumedAt: now } : {}) })
          .where(eq(otpCodes.id, candidate.id));
      }
      return null;
    })
    .then((result) => {
      // Thrown after the transaction so that the wrong try is recorded (committed), not rolled back.
      if (!result) throw new ValidationError(otpMessages.invalidCode);
      return result;
    });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

function parseEmail(rawEmail: string): string {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message);
  return parsed.data;
}
