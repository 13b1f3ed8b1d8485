import { beforeEach, expect, it } from "vitest";
import {
  consumeCode,
  otpMessages,
  requestLoginCode,
  verifyLoginCode,
} from "@/lib/members/login-codes";
import { viewerFromUser } from "@/lib/auth/viewer";
import { eq } from "drizzle-orm";
import { emailOutbox, mailbox, users, type User } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { RateLimitError, ValidationError } from "@/lib/errors";
import { confirmEmailChange, requestEmailChange } from "@/lib/members/email-change";
import { describeEachDatabase } from "../helpers/databases";
import { freshLoginState } from "../helpers/login-codes";
import { rejectionOf } from "../helpers/errors";

// Audit finding M1: a third party requesting codes for a member's address and typing wrong codes
// from several client addresses must neither use up the owner's sends nor kill the owner's code.

const codeFromSubject = (subject: string) => /(\d{6})$/.exec(subject)?.[1] ?? "";
const owner = { ip: "198.51.100.70" };
const attackers = [{ ip: "203.0.113.10" }, { ip: "203.0.113.11" }];
/** Twenty client addresses asking codes: the address's hourly ceiling. */
const crowd = Array.from({ length: 20 }, (_, i) => ({ ip: `192.0.2.${i + 1}` }));
const guessers = [{ ip: "203.0.113.20" }, { ip: "203.0.113.21" }, { ip: "203.0.113.22" }];
const minutes = (start: Date, n: number) => new Date(start.getTime() + n * 60_000);

async function latestCode(to: string): Promise<string> {
  const [mail] = await listMailboxMessages({ to, limit: 1 });
  return codeFromSubject(mail?.subject ?? "");
}

/** A six-digit code none of the address's e-mails carries: a wrong try whatever the live codes. */
async function codeNotSent(to: string): Promise<string> {
  const sent = new Set((await listMailboxMessages({ to })).map((m) => codeFromSubject(m.subject)));
  return ["000000", "111111", "222222", "333333"].find((code) => !sent.has(code))!;
}

/** A failed attack step is expected (a refusal); anything else than a refusal is a test failure. */
async function refused(promise: Promise<unknown>): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error instanceof ValidationError || error instanceof RateLimitError).toBe(true);
}

describeEachDatabase("login codes under attack", (context) => {
  const email = "victime.m1@example.org";
  let member: User;

  /** The e-mails written for the address: delivered (mailbox) and queued (outbox). */
  async function emailsTo(to: string) {
    const { db } = context.handle;
    return {
      delivered: (await db.select().from(mailbox).where(eq(mailbox.to, to))).length,
      queued: (await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to))).length,
    };
  }

  beforeEach(async () => {
    member = await freshLoginState(context.handle.db, {
      email,
      firstname: "Vic",
      lastname: "Time",
    });
  });

  it("a code requested every minute and killed from two addresses, ten rounds, leaves the owner able to log in", async () => {
    const start = new Date();
    for (let round = 0; round < 10; round++) {
      const now = minutes(start, round);
      // The attacker's own sends may be refused once its share is used: that is the point.
      await requestLoginCode(email, attackers[round % 2]!.ip, { now }).catch((error: unknown) => {
        expect(error).toBeInstanceOf(RateLimitError);
      });
      for (const attacker of attackers) {
        for (let i = 0; i < 5; i++) {
          await refused(verifyLoginCode(email, i % 2 ? "000000" : "999999", { ...attacker, now }));
        }
      }
    }
    const now = minutes(start, 11);
    await requestLoginCode(email, owner.ip, { now });
    const code = await latestCode(email);
    expect((await verifyLoginCode(email, code, { ...owner, now })).id).toBe(member.id);
  });

  it("the owner’s code outlives a later request and five wrong tries from each of two other addresses", async () => {
    const start = new Date();
    await requestLoginCode(email, owner.ip, { now: start });
    const code = await latestCode(email);
    await requestLoginCode(email, attackers[0]!.ip, { now: minutes(start, 1) });
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++) {
        await refused(
          verifyLoginCode(email, i % 2 ? "000000" : "999999", {
            ...attacker,
            now: minutes(start, 2),
          }),
        );
      }
    }
    expect((await verifyLoginCode(email, code, { ...owner, now: minutes(start, 3) })).id).toBe(
      member.id,
    );
  });

  it("the owner logs in with the code she received after twenty client addresses spent the address’s sends and three typed five wrong codes each", async () => {
    const start = new Date();
    await requestLoginCode(email, owner.ip, { now: start });
    const code = await latestCode(email);
    const outcomes: string[] = [];
    for (const client of crowd) {
      outcomes.push(await requestLoginCode(email, client.ip, { now: minutes(start, 1) }));
    }
    // The owner's request and nineteen others reach the ceiling of twenty an hour.
    expect(outcomes).toEqual([...Array<string>(19).fill("sent"), "already-sent"]);
    const wrong = await codeNotSent(email);
    for (const guesser of guessers) {
      for (let i = 0; i < 5; i++) {
        await refused(verifyLoginCode(email, wrong, { ...guesser, now: minutes(start, 2) }));
      }
    }
    expect((await verifyLoginCode(email, code, { ...owner, now: minutes(start, 3) })).id).toBe(
      member.id,
    );
  });

  it("once the address’s ceiling is reached, a request answers that a code was already sent and sends nothing", async () => {
    const start = new Date();
    for (const client of crowd) await requestLoginCode(email, client.ip, { now: start });
    const before = await emailsTo(email);
    expect(before).toEqual({ delivered: 20, queued: 20 });
    expect(await requestLoginCode(email, owner.ip, { now: minutes(start, 2) })).toBe(
      "already-sent",
    );
    expect(await emailsTo(email)).toEqual(before);
    // A client's own limits still refuse with their message.
    expect(await rejectionOf(requestLoginCode(email, crowd[0]!.ip, { now: start }))).toEqual(
      new RateLimitError(otpMessages.wait, 60),
    );
    // An address without an account gets the same answer once its ceiling is reached.
    const unknown = "inconnue.m1@example.org";
    for (const client of crowd) await requestLoginCode(unknown, client.ip, { now: start });
    expect(await requestLoginCode(unknown, owner.ip, { now: minutes(start, 2) })).toBe(
      "already-sent",
    );
    expect(await emailsTo(unknown)).toEqual({ delivered: 20, queued: 20 });
  });

  it("a client address that typed five wrong codes cannot try that code again", async () => {
    const start = new Date();
    await requestLoginCode(email, owner.ip, { now: start });
    const code = await latestCode(email);
    for (let i = 0; i < 5; i++) {
      await refused(verifyLoginCode(email, "999999", { ...attackers[0]!, now: start }));
    }
    expect(
      await rejectionOf(verifyLoginCode(email, code, { ...attackers[0]!, now: start })),
    ).toEqual(new ValidationError(otpMessages.invalidCode));
    expect((await verifyLoginCode(email, code, { ...owner, now: start })).id).toBe(member.id);
  });

  it("one client address keeps the spec’s limits: one code a minute, five an hour", async () => {
    const start = new Date();
    await requestLoginCode(email, owner.ip, { now: start });
    expect(await rejectionOf(requestLoginCode(email, owner.ip, { now: start }))).toEqual(
      new RateLimitError(otpMessages.wait, 60),
    );
    for (let i = 1; i < 5; i++) await requestLoginCode(email, owner.ip, { now: minutes(start, i) });
    const error = await rejectionOf(requestLoginCode(email, owner.ip, { now: minutes(start, 6) }));
    expect((error as Error).message).toBe(otpMessages.tooManySends);
  });

  it("e-mail change: another member’s request and wrong tries from two addresses leave the code usable", async () => {
    const newEmail = "nouvelle.m1@example.org";
    await requestEmailChange(member, newEmail);
    const code = await latestCode(newEmail);
    const [other] = await context.handle.db
      .insert(users)
      .values({ email: `autre.${Date.now()}@example.org`, firstname: "Au", lastname: "Tre" })
      .returning();
    await requestEmailChange(other!, newEmail);
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++) {
        await refused(
          consumeCode({ email: newEmail, code: "999999", purpose: "email-change", ...attacker }),
        );
      }
    }
    expect(await confirmEmailChange(viewerFromUser(member), newEmail, code, owner)).toBe(newEmail);
  });
});
