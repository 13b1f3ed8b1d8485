import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { requestLoginCode } from "@/lib/members/login-codes";
import { getDb, useDatabaseHandle as pointProcessAt } from "@/lib/db";
import { openPglite, selectRows } from "@/lib/db/client";
import { emailOutbox, mailbox, newsletterSubscribers, payments } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { SEND_HEARTBEAT_MS, SEND_LEASE_MS } from "@/lib/email/rules";
import { sendQueuedEmails, overrideEmailTransport } from "@/lib/email/sender";
import { mailboxTransport, resendTransport, type EmailTransport } from "@/lib/email/transports";
import { env } from "@/lib/env";
import { sendDailyBatch } from "@/lib/newsletter/dispatch";
import { countNewsletterRecipients } from "@/lib/newsletter/recipients";
import { queueAndSendNewsletter } from "@/lib/newsletter/send";
import { newsletterSettings } from "@/lib/newsletter/settings";
import { overridePaymentProvider } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/provider";
import {
  memberWithProviderCustomer,
  signedTestHeader,
  stripeEventPayload,
} from "../helpers/payments";
import { describeEachDatabase } from "../helpers/databases";
import { startSenderProcess } from "../helpers/outbox-sender";
import { databaseUrl } from "../helpers/postgres-names";
import { startResendDouble, type ResendDouble } from "../helpers/resend-double";
import { startStripeDouble, type StripeDouble, stripeProviderFor } from "../helpers/stripe-double";

// Issue #18's fault tests: e-mail goes through the outbox and the one sender, against the local
// HTTP double of Resend (single and batch calls, idempotency keys, 500s, 429s, a daily quota) and
// the local mailbox, never a stub of our code. (a) a sender dying between the provider's
// acceptance and the row's update; (b) Resend down for 10 minutes while payments arrive; (c) the
// newsletter having spent its share of the day; (d) two senders at once.

const SECRET = "whsec_test_faults";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeEachDatabase("e-mail faults", (context) => {
  let resend: ResendDouble;
  let stripe: StripeDouble;
  let provider: PaymentProvider;
  const viaResend = (): EmailTransport =>
    resendTransport({ apiKey: resend.apiKey, baseUrl: resend.url, maxRateLimitRetries: 0 });

  beforeAll(async () => {
    resend = await startResendDouble();
    stripe = await startStripeDouble();
    provider = stripeProviderFor(stripe, SECRET);
    overridePaymentProvider(provider);
  });

  afterAll(async () => {
    overrideEmailTransport(undefined);
    overridePaymentProvider(undefined);
    await resend.close();
    await stripe.close();
  });

  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of ["email_outbox", "mailbox", "mailbox_batches", "newsletter_deliveries"])
      await db.execute(sql.raw(`delete from ${table}`));
    await db.execute(sql`delete from newsletters`);
    await db.execute(sql`delete from newsletter_subscribers`);
    Object.assign(resend, { fates: [], outage: null, dailyQuota: null, onAccepted: undefined });
    resend.calls.length = 0;
    resend.delivered.length = 0;
    resend.messages.length = 0;
  });

  /** Rows written as producers do: in a transaction, with their keys. */
  async function queueRows(count: number, prefix: string) {
    const keys = Array.from({ length: count }, (_, i) => `${prefix}:${i}`);
    await getDb().transaction(async (tx) => {
      for (const [i, key] of keys.entries())
        await queueEmail(tx, {
          kind: "payment-receipt",
          to: `${prefix}${i}@example.org`,
          subject: `Reçu ${i}`,
          html: `<p>Reçu ${i}</p>`,
          text: `Reçu ${i}`,
          idempotencyKey: key,
        });
    });
    return keys;
  }

  const states = async () =>
    (await context.handle.db.select({ state: emailOutbox.state }).from(emailOutbox)).map(
      (row) => row.state,
    );

  /** The process dies right after the provider accepted, before the row says so. */
  async function dieAfterAcceptance(): Promise<void> {
    await context.handle.db.execute(
      sql.raw(`create or replace function test_die_after_send() returns trigger language plpgsql as $$
        begin
          if new.state = 'sent' and old.state = 'sending' then
            raise exception 'processus tué après l''acceptation du fournisseur (test)';
          end if;
          return new;
        end $$`),
    );
    await context.handle.db.execute(
      sql`create trigger test_die_after_send before update on email_outbox for each row execute function test_die_after_send()`,
    );
  }
  async function liveAgain(): Promise<void> {
    await context.handle.db.execute(
      sql`drop trigger if exists test_die_after_send on email_outbox`,
    );
  }

  /** A sender run at `now` that dies after the provider's first acceptance. */
  async function sendAndDieAfterAcceptance(now: Date): Promise<void> {
    await dieAfterAcceptance();
    try {
      await expect(sendQueuedEmails({ now })).rejects.toThrow();
    } finally {
      await liveAgain();
    }
  }

  for (const through of ["the Resend double", "the local mailbox"] as const) {
    describe(`through ${through}`, () => {
      beforeAll(() =>
        overrideEmailTransport(through === "the Resend double" ? viaResend() : mailboxTransport()),
      );

      /** The idempotency key of every message the provider actually delivered. */
      async function deliveredKeys(): Promise<string[]> {
        if (through === "the Resend double") return resend.messages.map((m) => m.key);
        const rows = await context.handle.db.select({ key: mailbox.idempotencyKey }).from(mailbox);
        return rows.map((row) => row.key ?? "");
      }

      it("(a) a sender that dies between the provider’s acceptance and the row’s update: the rerun sends each row exactly once", async () => {
        const keys = await queueRows(12, "crash");
        const t0 = new Date();
        await sendAndDieAfterAcceptance(t0);
        // The first row was accepted, and stays "sending": nobody knows it went.
        expect(await deliveredKeys()).toEqual([keys[0]]);
        expect((await states()).filter((state) => state === "sending").length).toBeGreaterThan(0);

        // Within the lease (30 s) the dead sender's rows wait; the others go.
        const early = await sendQueuedEmails({ now: new Date(t0.getTime() + 20_000) });
        expect(early.sent).toBe(2);
        // After it, within a minute, they are taken again with their keys: the provider sends
        // nothing twice.
        const rerun = await sendQueuedEmails({ now: new Date(t0.getTime() + MINUTE) });
        expect(rerun.sent).toBe(10);
        expect(await states()).toEqual(keys.map(() => "sent"));
        const delivered = await deliveredKeys();
        expect([...delivered].sort()).toEqual([...keys].sort());
        if (through === "the Resend double")
          expect(resend.calls.filter((call) => call.key === keys[0])).toHaveLength(2);
      });

      it("(d) two senders at once never send a row twice", async () => {
        const keys = await queueRows(60, "duo");
        const now = new Date();
        const [a, b] = await Promise.all([sendQueuedEmails({ now }), sendQueuedEmails({ now })]);
        expect(a.sent + b.sent).toBe(60);
        // On the server both really work at once (PGlite has one connection: they take turns).
        if (context.kind === "postgres") expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
        const delivered = await deliveredKeys();
        expect(delivered).toHaveLength(60);
        expect([...delivered].sort()).toEqual([...keys].sort());
        if (through === "the Resend double")
          expect(new Set(resend.calls.map((call) => call.key)).size).toBe(resend.calls.length);
      });
    });
  }

  it("a row is due for a sender started right after its commit (never a microsecond ahead of the sender’s clock)", async () => {
    overrideEmailTransport(viaResend());
    await queueRows(1, "aussitot");
    // Written from the application's clock (milliseconds), not the transaction's microseconds.
    const [row] = await selectRows<{ micros: number }>(
      context.handle.db,
      sql`select (extract(microseconds from not_before)::bigint % 1000)::int as micros from email_outbox`,
    );
    expect(row?.micros).toBe(0);
    expect((await sendQueuedEmails({ now: new Date() })).sent).toBe(1);
  });

  it("(a) a sender killed while the provider’s answer is on its way: the rerun repeats the key and Resend sends nothing again", async () => {
    const transport = viaResend();
    overrideEmailTransport(transport);
    const [key] = await queueRows(1, "coupe");
    const t0 = new Date();
    const stop = new AbortController();
    resend.fates = ["accept-and-hang"];
    resend.onAccepted = () => stop.abort(new Error("killed"));
    await expect(sendQueuedEmails({ now: t0, signal: stop.signal })).rejects.toThrow();
    resend.onAccepted = undefined;
    expect(await states()).toEqual(["sending"]);
    expect((await sendQueuedEmails({ now: new Date(t0.getTime() + MINUTE) })).sent).toBe(1);
    expect(resend.calls.map((call) => call.key)).toEqual([key, key]);
    expect(resend.delivered).toEqual(["coupe0@example.org"]);
    expect(await states()).toEqual(["sent"]);
  });

  it("(a) a live sender whose call Resend holds keeps its row: the heartbeat renews the claim and no other sender takes it", async () => {
    overrideEmailTransport(viaResend());
    const [key] = await queueRows(1, "lent");
    const claimedAt = async () => {
      const [row] = await context.handle.db.select({ at: emailOutbox.claimedAt }).from(emailOutbox);
      return row?.at?.getTime() ?? null;
    };
    // The heartbeat's interval and the clock only: the database and the HTTP calls run for real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      const t0 = new Date();
      const stop = new AbortController();
      resend.fates = ["accept-and-hang"];
      const accepted = new Promise<void>((resolve) => (resend.onAccepted = () => resolve()));
      const slow = sendQueuedEmails({ now: t0, signal: stop.signal });
      await accepted;
      expect(await claimedAt()).toBe(t0.getTime());
      await vi.advanceTimersByTimeAsync(SEND_HEARTBEAT_MS);
      // The renewal's update is on its way: the row says so once it has run.
      while ((await claimedAt()) === t0.getTime());
      expect(await claimedAt()).toBe(t0.getTime() + SEND_HEARTBEAT_MS);
      // Past the first claim's lease, another sender still leaves the row to its live sender.
      const other = await sendQueuedEmails({ now: new Date(t0.getTime() + SEND_LEASE_MS + 5_000) });
      expect(other.sent).toBe(0);
      stop.abort(new Error("stopped"));
      await expect(slow).rejects.toThrow();
    } finally {
      vi.useRealTimers();
      resend.onAccepted = undefined;
    }
    expect(resend.calls.map((call) => call.key)).toEqual([key]);
  });

  /**
   * The outbox as processes of their own see it: the server's database, or for PGlite a copy on
   * disk that one process opens at a time (as the embedded database runs: one server process).
   */
  async function outboxForProcesses(prefix: string) {
    if (context.kind === "postgres") {
      const [key] = await queueRows(1, prefix);
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
      const [database] = await selectRows<{ name: string }>(
        context.handle.db,
        sql`select current_database() as name`,
      );
      return { key: key!, databaseUrl: databaseUrl(serverUrl, database!.name), states };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-kill9-"));
    const template = new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]);
    const open = () => openPglite({ dataDir });
    const disk = openPglite({ dataDir, loadDataDir: template });
    pointProcessAt(disk);
    const [key] = await queueRows(1, prefix).finally(() => pointProcessAt(context.handle));
    await disk.close();
    const diskStates = async () => {
      const handle = open();
      try {
        return (await handle.db.select({ state: emailOutbox.state }).from(emailOutbox)).map(
          (row) => row.state,
        );
      } finally {
        await handle.close();
      }
    };
    return { key: key!, databaseUrl: `pglite:${dataDir}`, states: diskStates };
  }

  it("(a) a sender process killed (SIGKILL) while Resend holds a receipt’s send: a restarted process sends it once, within a minute", async () => {
    const outbox = await outboxForProcesses("kill9");
    const processInput = {
      databaseUrl: outbox.databaseUrl,
      resendUrl: resend.url,
      apiKey: resend.apiKey,
    };
    const t0 = new Date();
    resend.fates = ["accept-and-hang"];
    const accepted = new Promise<void>((resolve) => (resend.onAccepted = () => resolve()));
    const crashed = await startSenderProcess({ ...processInput, times: [t0] });
    await accepted;
    crashed.child.kill("SIGKILL");
    expect(await crashed.exited).toBe("SIGKILL");
    resend.onAccepted = undefined;
    expect(await outbox.states()).toEqual(["sending"]);

    // The restart, on the simulated clock: 10 s after the crash the claim still holds (a live
    // sender renews it while it waits on Resend); 45 s after, the row is taken again with its
    // key, and Resend answers the first call's id without sending again.
    const restarted = await startSenderProcess({
      ...processInput,
      times: [new Date(t0.getTime() + 10_000), new Date(t0.getTime() + 45_000)],
    });
    expect((await restarted.runs.next()).value).toMatchObject({ sent: 0 });
    expect((await restarted.runs.next()).value).toMatchObject({ sent: 1 });
    expect(await restarted.exited).toBe(0);
    expect(await outbox.states()).toEqual(["sent"]);
    expect(resend.calls.map((call) => call.key)).toEqual([outbox.key, outbox.key]);
    expect(resend.messages.filter((message) => message.key === outbox.key)).toHaveLength(1);
    expect(resend.delivered).toEqual(["kill90@example.org"]);
    // Two processes start (tsx, then an on-disk PGlite each) and the disk is opened three times
    // more: on a loaded 2-core machine that alone passed the 30 s default (the test's own clock
    // is simulated; no step waits on time).
  }, 120_000);

  it("sets a dead sender’s row aside «\u00a0à vérifier\u00a0» once past the provider’s 24 h memory, and never repeats it", async () => {
    overrideEmailTransport(viaResend());
    await queueRows(1, "oubli");
    const t0 = new Date();
    await sendAndDieAfterAcceptance(t0);
    // Nothing ran for a day (the server was down): Resend may have forgotten the key.
    const late = await sendQueuedEmails({ now: new Date(t0.getTime() + DAY) });
    expect(late).toMatchObject({ sent: 0, unverified: 1 });
    const [row] = await context.handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ state: "unverified" });
    expect(row!.lastError).toMatch(/trop ancien pour être repris/);
    expect(resend.calls).toHaveLength(1);
  });

  it("(b) Resend answers 500 for 10 minutes while payments arrive: every webhook answers 2xx, every payment is recorded at once, every receipt goes once Resend is back", async () => {
    overrideEmailTransport(viaResend());
    resend.outage = { status: 500 };
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await memberWithCustomer(`panne${i}@example.org`));
    const intents: string[] = [];
    for (let minute = 0; minute < 10; minute++) {
      const member = members[minute % members.length]!;
      const intent = await provider.createPaymentIntent({
        customerId: member.customerId,
        amountCents: 12000,
        metadata: { userId: member.userId, tierId: "practicing", purpose: "one_time" },
        idempotencyKey: `one-time:panne:${minute}`,
      });
      const charge = stripe.addCharge({ paymentIntent: intent.id, amount: 12000 });
      Object.assign(stripe.objects.get(intent.id)!, { status: "succeeded", latest_charge: charge });
      const response = await deliver({
        id: `evt_panne_${minute}`,
        type: "payment_intent.succeeded",
        object: { id: intent.id },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ received: true, outcome: "processed" });
      // Recorded at once, with its receipt waiting in the outbox.
      const [line] = await context.handle.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, intent.id));
      expect(line).toMatchObject({ status: "succeeded", amountCents: 12000 });
      intents.push(intent.id);
      // The retry loop's minute.
      await sendQueuedEmails({ now: at(minute) });
    }
    expect(resend.delivered).toHaveLength(0);
    expect(resend.calls.length).toBeGreaterThan(10);
    const waiting = await context.handle.db.select().from(emailOutbox);
    expect(waiting).toHaveLength(10);
    expect(waiting.every((row) => row.state === "pending" && row.lastError?.includes("500"))).toBe(
      true,
    );

    // Resend is back: the loop's next minutes deliver every receipt, once.
    resend.outage = null;
    for (let minute = 10; minute <= 90 && (await states()).some((s) => s !== "sent"); minute++)
      await sendQueuedEmails({ now: at(minute) });
    expect(await states()).toEqual(intents.map(() => "sent"));
    const lines = await context.handle.db
      .select({ id: payments.id })
      .from(payments)
      .where(sql`${payments.providerPaymentId} like 'pi_%'`);
    const receipts = resend.messages.filter((m) =>
      m.subject.startsWith("Reçu de votre cotisation"),
    );
    expect(receipts.map((m) => m.key).sort()).toEqual(
      lines.map((line) => `receipt:${line.id}`).sort(),
    );
    expect(receipts).toHaveLength(10);
  });

  it("(c) the newsletter has spent its share of the day: a login code and a receipt still go out the same day", async () => {
    overrideEmailTransport(viaResend());
    // Resend's free plan: 100 e-mails a day, every kind together.
    resend.dailyQuota = env.EMAIL_DAILY_LIMIT;
    expect(env.EMAIL_DAILY_LIMIT).toBe(100);
    const settings = newsletterSettings();
    expect(settings.dailyLimit).toBe(80);
    await context.handle.db.insert(newsletterSubscribers).values(
      Array.from({ length: 300 }, (_, i) => ({
        email: `abonne${String(i).padStart(3, "0")}@example.org`,
        status: "confirmed" as const,
        unsubscribeToken: `quota-${i}`,
      })),
    );
    const audience = { membersOnly: false, states: [], tiers: [] };
    const queued = await queueAndSendNewsletter(
      {
        title: "Lettre du jour",
        content: JSON.stringify({
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Bonjour" }] }],
        }),
        publicationIds: [],
        audience,
      },
      { actor: null, settings, expectedRecipients: await countNewsletterRecipients(audience) },
    );
    expect(queued.sentImmediately).toBe(80);
    // The daily job the same day: the share is spent, nothing more.
    expect((await sendDailyBatch({ settings })).sent).toBe(0);

    const member = await memberWithCustomer("quota.membre@example.org");
    await requestLoginCode("quota.membre@example.org", "203.0.113.77");
    const intent = await provider.createPaymentIntent({
      customerId: member.customerId,
      amountCents: 12000,
      metadata: { userId: member.userId, tierId: "practicing", purpose: "one_time" },
      idempotencyKey: "one-time:quota",
    });
    const charge = stripe.addCharge({ paymentIntent: intent.id, amount: 12000 });
    Object.assign(stripe.objects.get(intent.id)!, { status: "succeeded", latest_charge: charge });
    const response = await deliver({
      id: "evt_quota",
      type: "payment_intent.succeeded",
      object: { id: intent.id },
    });
    expect(response.status).toBe(200);

    const toMember = resend.messages.filter((m) => m.to === "quota.membre@example.org");
    expect(toMember.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Votre code de connexion SRH\s: \d{6}$/),
      expect.stringMatching(/^Reçu de votre cotisation SRH \(120\s€\)$/),
    ]);
    expect(resend.messages).toHaveLength(82);
    expect(new Date(toMember[1]!.at).toISOString().slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it("sends codes first, then receipts and notices, then reminders, within the day’s quota; codes are never held back", async () => {
    overrideEmailTransport(viaResend());
    await getDb().transaction(async (tx) => {
      const row = (kind: "membership-reminder" | "payment-receipt" | "login-code", i: number) =>
        queueEmail(tx, {
          kind,
          to: `${kind}${i}@example.org`,
          subject: `${kind} ${i}`,
          html: "<p>x</p>",
          text: "x",
          idempotencyKey: `${kind}:${i}`,
        });
      for (let i = 0; i < 3; i++) await row("membership-reminder", i);
      for (let i = 0; i < 3; i++) await row("payment-receipt", i);
      for (let i = 0; i < 3; i++) await row("login-code", i);
    });
    const now = new Date();
    // A quota of 4 for the day: the 3 codes, then 1 receipt; the rest waits.
    const first = await sendQueuedEmails({ now, dailyLimit: 4 });
    expect(first.sent).toBe(4);
    expect(resend.messages.map((m) => m.subject)).toEqual([
      "login-code 0",
      "login-code 1",
      "login-code 2",
      "payment-receipt 0",
    ]);
    expect((await sendQueuedEmails({ now, dailyLimit: 4 })).sent).toBe(0);
    // A code asked now still goes, beyond the day's quota.
    await getDb().transaction((tx) =>
      queueEmail(tx, {
        kind: "login-code",
        to: "tard@example.org",
        subject: "login-code tard",
        html: "<p>x</p>",
        text: "x",
        idempotencyKey: "login-code:tard",
      }),
    );
    expect((await sendQueuedEmails({ now: new Date(), dailyLimit: 4 })).sent).toBe(1);
    // The next UTC day: the receipts first, then the reminders.
    const tomorrow = new Date(now.getTime() + DAY);
    expect((await sendQueuedEmails({ now: tomorrow, dailyLimit: 4 })).sent).toBe(4);
    expect(resend.messages.slice(5).map((m) => m.subject)).toEqual([
      "payment-receipt 1",
      "payment-receipt 2",
      "membership-reminder 0",
      "membership-reminder 1",
    ]);
  });

  async function memberWithCustomer(email: string) {
    const { user, customerId } = await memberWithProviderCustomer(context.handle.db, provider, {
      email,
      firstname: "Test",
      lastname: "Membre",
      tierId: "practicing",
    });
    return { userId: user.id, customerId };
  }

  function deliver(event: { id: string; type: string; object: Record<string, unknown> }) {
    const payload = stripeEventPayload(event);
    return webhook(
      new NextRequest(`${env.siteUrl}/api/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signedTestHeader(payload, SECRET),
        },
        body: payload,
      }),
    );
  }
});
