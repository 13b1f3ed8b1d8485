import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  consumeCode,
  generateCode,
  MAX_WRONG_TRIES_PER_CODE,
  otpMessages,
  requestLoginCode,
  verifyLoginCode,
} from "@/lib/members/login-codes";
import { otpCodes, rateLimits } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { RateLimitError, ValidationError } from "@/lib/errors";
import { freshLoginState, issueCode } from "../helpers/login-codes";
import { describeEachDatabase } from "../helpers/databases";
import { rejectionOf } from "../helpers/errors";

const codeFromSubject = (subject: string) => /(\d{6})$/.exec(subject)?.[1] ?? "";
const client = { ip: "198.51.100.50" };

describe("generateCode", () => {
  it("gives six digits and keeps leading zeros", () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });
});

describeEachDatabase("login codes", (context) => {
  let memberId: string;
  const email = "code.test@example.org";

  beforeEach(async () => {
    memberId = (
      await freshLoginState(context.handle.db, { email, firstname: "Test", lastname: "Code" })
    ).id;
  });

  it("sends a six-digit code in the subject and stores only a keyed hash of it", async () => {
    await requestLoginCode(email, "198.51.100.1");
    const [mail] = await listMailboxMessages({ to: email });
    expect(mail?.subject).toMatch(/^Votre code de connexion SRH\s: \d{6}$/);
    const code = codeFromSubject(mail!.subject);
    const rows = await context.handle.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verifyLoginCode(email, code, client)).id).toBe(memberId);
  });

  it("accepts a code until 10 minutes and refuses it at 10 minutes and 1 second", async () => {
    const t0 = new Date("2026-11-21T09:00:00Z");
    const expired = await issueCode({ email, userId: memberId, purpose: "login", now: t0 });
    const late = new Date(t0.getTime() + CODE_TTL_MS + 1000);
    expect(await rejectionOf(verifyLoginCode(email, expired, { ...client, now: late }))).toEqual(
      new ValidationError(otpMessages.invalidCode),
    );

    const t1 = new Date("2026-11-21T10:00:00Z");
    const fresh = await issueCode({ email, userId: memberId, purpose: "login", now: t1 });
    const inTime = new Date(t1.getTime() + CODE_TTL_MS - 1000);
    expect((await verifyLoginCode(email, fresh, { ...client, now: inTime })).id).toBe(memberId);
  });

  it("is single use", async () => {
    const code = await issueCode({ email, userId: memberId, purpose: "login" });
    await verifyLoginCode(email, code, client);
    expect(await rejectionOf(verifyLoginCode(email, code, client))).toBeInstanceOf(ValidationError);
  });

  it("kills the previous code when a new one is issued", async () => {
    const first = await issueCode({ email, userId: memberId, purpose: "login" });
    const second = await issueCode({ email, userId: memberId, purpose: "login" });
    expect(await rejectionOf(verifyLoginCode(email, first, client))).toBeInstanceOf(
      ValidationError,
    );
    expect((await verifyLoginCode(email, second, client)).id).toBe(memberId);
  });

  it("closes a code to a client at its fifth wrong try from it; a fresh code then works", async () => {
    const code = await issueCode({ email, userId: memberId, purpose: "login" });
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(await rejectionOf(verifyLoginCode(email, wrong, client))).toEqual(
        new ValidationError(otpMessages.invalidCode),
      );
    }
    const [row] = await context.handle.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(5);
    // Closed to this client, it answers like any wrong code: nothing tells an attacker the address
    // has an account.
    expect(await rejectionOf(verifyLoginCode(email, code, client))).toEqual(
      new ValidationError(otpMessages.invalidCode),
    );
    const fresh = await issueCode({ email, userId: memberId, purpose: "login" });
    expect((await verifyLoginCode(email, fresh, client)).id).toBe(memberId);
  });

  it("kills a code at its twentieth wrong try from all clients", async () => {
    const code = await issueCode({ email, userId: memberId, purpose: "login" });
    const wrong = code === "000000" ? "111111" : "000000";
    expect(MAX_WRONG_TRIES_PER_CODE).toBe(20);
    for (let i = 0; i < 20; i++) {
      await rejectionOf(
        verifyLoginCode(email, wrong, { ip: `203.0.113.${100 + Math.floor(i / 4)}` }),
      );
    }
    const [row] = await context.handle.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(20);
    expect(row?.consumedAt).not.toBeNull();
    expect(await rejectionOf(verifyLoginCode(email, code, client))).toEqual(
      new ValidationError(otpMessages.invalidCode),
    );
  });

  it("never locks the owner out: an attacker’s wrong tries from elsewhere leave the next code usable", async () => {
    const attacker = { ip: "203.0.113.66" };
    for (let round = 0; round < 3; round++) {
      const code = await issueCode({ email, userId: memberId, purpose: "login" });
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) await rejectionOf(verifyLoginCode(email, wrong, attacker));
    }
    const owners = await issueCode({ email, userId: memberId, purpose: "login" });
    expect((await verifyLoginCode(email, owners, client)).id).toBe(memberId);
  });

  it("limits wrong tries per client address: twenty an hour, whatever the e-mail addresses tried", async () => {
    const attacker = { ip: "203.0.113.77" };
    for (let i = 0; i < 20; i++) {
      expect(
        await rejectionOf(verifyLoginCode(`victime${i}@example.org`, "123456", attacker)),
      ).toBeInstanceOf(ValidationError);
    }
    const code = await issueCode({ email, userId: memberId, purpose: "login" });
    const refused = await rejectionOf(verifyLoginCode(email, code, attacker));
    expect(refused).toEqual(new RateLimitError(otpMessages.tooManyTries, 3600));
    expect((await verifyLoginCode(email, code, client)).id).toBe(memberId);
  });

  it("refuses malformed codes without accepting anything", async () => {
    await issueCode({ email, userId: memberId, purpose: "login" });
    for (const bad of ["", "12345", "1234567", "12a456", " 123456 "]) {
      expect(await rejectionOf(verifyLoginCode(email, bad, client))).toBeInstanceOf(
        ValidationError,
      );
    }
  });

  it("limits sends per (address, client): one per minute, five per hour", async () => {
    await requestLoginCode(email, "198.51.100.2");
    const tooSoon = await rejectionOf(requestLoginCode(email, "198.51.100.2"));
    expect(tooSoon).toEqual(new RateLimitError(otpMessages.wait, 60));

    // Four earlier sends in the hour, more than a minute ago, plus the one above: five.
    const bucket = `otp-send:email:${email}:client:198.51.100.3`;
    const earlier = Array.from({ length: 4 }, (_, i) => ({
      bucket,
      createdAt: new Date(Date.now() - (10 + i) * 60_000),
    }));
    await context.handle.db.delete(rateLimits);
    await context.handle.db
      .insert(rateLimits)
      .values([...earlier, { bucket, createdAt: new Date(Date.now() - 5 * 60_000) }]);
    const tooMany = await rejectionOf(requestLoginCode(email, "198.51.100.3"));
    expect((tooMany as Error).message).toBe(otpMessages.tooManySends);
    expect(await listMailboxMessages({ to: email })).toHaveLength(1);
  });

  it("limits sends per (address, client) to ten a day; past thirty a day per address, sends nothing and says so", async () => {
    const earlier = Array.from({ length: 10 }, (_, i) => ({
      bucket: `otp-send:email:${email}:client:198.51.100.4`,
      createdAt: new Date(Date.now() - (2 + i) * 3600_000),
    }));
    await context.handle.db.insert(rateLimits).values(earlier);
    const error = await rejectionOf(requestLoginCode(email, "198.51.100.4"));
    expect((error as Error).message).toBe(otpMessages.tooManySendsToday);
    // Another client address still gets a code, until the address's ceiling of thirty a day.
    await requestLoginCode(email, "198.51.100.14");
    await context.handle.db.insert(rateLimits).values(
      Array.from({ length: 29 }, (_, i) => ({
        bucket: `otp-send:email:${email}`,
        createdAt: new Date(Date.now() - (2 + i) * 600_000),
      })),
    );
    const sent = (await listMailboxMessages({ to: email })).length;
    expect(await requestLoginCode(email, "198.51.100.24")).toBe("already-sent");
    expect(await listMailboxMessages({ to: email })).toHaveLength(sent);
  });

  it("limits sends per IP to twenty an hour", async () => {
    for (let i = 0; i < 20; i++) await requestLoginCode(`visiteur${i}@example.org`, "198.51.100.9");
    const error = await rejectionOf(requestLoginCode("un-de-plus@example.org", "198.51.100.9"));
    expect((error as Error).message).toBe(otpMessages.tooManyFromIp);
    expect(await listMailboxMessages({ to: "un-de-plus@example.org" })).toHaveLength(0);
  });

  it("answers the same for an unknown address, whose e-mail says no membership exists", async () => {
    const scheduled: (() => Promise<void>)[] = [];
    const schedule = (task: () => Promise<void>) => void scheduled.push(task);
    const known = await requestLoginCode(email, "198.51.100.4", { schedule });
    const unknown = await requestLoginCode("inconnu@example.org", "198.51.100.4", { schedule });
    expect(unknown).toEqual(known);
    // Nothing about the address is looked up or written before the answer.
    expect(await listMailboxMessages()).toHaveLength(0);
    expect(await context.handle.db.select().from(otpCodes)).toHaveLength(0);

    for (const task of scheduled) await task();
    const [unknownMail] = await listMailboxMessages({ to: "inconnu@example.org" });
    expect(unknownMail?.subject).toBe("Connexion au site du SRH");
    expect(unknownMail?.html).toContain("/jadhere-au-srh");
    expect(unknownMail?.text).toMatch(/Aucune adhésion/);
    expect(
      await context.handle.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.email, "inconnu@example.org")),
    ).toHaveLength(0);
    expect(await rejectionOf(verifyLoginCode("inconnu@example.org", "123456", client))).toEqual(
      new ValidationError(otpMessages.invalidCode),
    );
  });

  it("rejects crafted addresses before sending anything", async () => {
    for (const crafted of [
      '"a b"@example.org',
      "a@b@example.org",
      "code.test@example.org\nBcc: pirate@example.net",
      "code.test@example.org, pirate@example.net",
      "<code.test@example.org>",
      "code.test@localhost",
    ]) {
      expect(await rejectionOf(requestLoginCode(crafted, "198.51.100.5"))).toBeInstanceOf(
        ValidationError,
      );
    }
    expect(await listMailboxMessages()).toHaveLength(0);
    expect(await context.handle.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("normalises the address: spaces and capitals reach the same member", async () => {
    await requestLoginCode("  Code.Test@Example.ORG ", "198.51.100.6");
    const [mail] = await listMailboxMessages({ to: email });
    expect(
      (await verifyLoginCode(" CODE.test@example.org", codeFromSubject(mail!.subject), client)).id,
    ).toBe(memberId);
  });

  it("keeps codes of one purpose away from another", async () => {
    const code = await issueCode({ email, userId: memberId, purpose: "account-deletion" });
    expect(await rejectionOf(verifyLoginCode(email, code, client))).toBeInstanceOf(ValidationError);
    expect(
      (await consumeCode({ email, code, purpose: "account-deletion", ...client })).userId,
    ).toBe(memberId);
  });
});
