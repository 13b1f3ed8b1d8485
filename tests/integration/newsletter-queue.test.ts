import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  auditLog,
  newsletterDeliveries,
  newsletters,
  newsletterSubscribers,
  publications,
  users,
} from "@/lib/db/schema";
import { selectRows } from "@/lib/db/client";
import { mailboxTransport, resendTransport } from "@/lib/email/transports";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { resumeStaleBatches, sendDailyBatch, sendImmediately } from "@/lib/newsletter/dispatch";
import { listNewsletterHistory } from "@/lib/newsletter/overview";
import { queueNewsletter } from "@/lib/newsletter/queue";
import { queueAndSendNewsletter } from "@/lib/newsletter/send";
import { countNewsletterRecipients, listNewsletterRecipients } from "@/lib/newsletter/recipients";
import type { NewsletterSettings } from "@/lib/newsletter/settings";
import { unsubscribeWithToken } from "@/lib/newsletter/unsubscribe";
import { settleUnverifiedDeliveries } from "@/lib/newsletter/unverified";
import { describeEachDatabase } from "../helpers/databases";
import { startResendDouble, type ResendDouble } from "../helpers/resend-double";

const everyone = { membersOnly: false, states: [], tiers: [] };
const settings = (dailyLimit = 100, debug = false): NewsletterSettings => ({
  dailyLimit,
  debug: { enabled: debug, email: "debug@example.org", limit: 3 },
});
const content = JSON.stringify({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Bonjour à tous" }] }],
});
const day = (n: number) => new Date(Date.UTC(2026, 10, 23 + n, 9));
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

async function addSubscribers(
  db: Parameters<typeof selectRows>[0],
  count: number,
  prefix = "lecteur",
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${String(i).padStart(5, "0")}@example.org`,
    status: "confirmed" as const,
    unsubscribeToken: `${prefix}-token-${i}`,
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(newsletterSubscribers).values(rows.slice(start, start + 1000));
  return rows.map((row) => row.email);
}

async function queue(
  now: Date,
  options: { settings?: NewsletterSettings; publicationIds?: string[]; title?: string } = {},
) {
  return queueNewsletter(
    {
      title: options.title ?? "La lettre de novembre",
      content,
      publicationIds: options.publicationIds ?? [],
      audience: everyone,
    },
    { actor: null, now, settings: options.settings ?? settings() },
  );
}

describeEachDatabase("newsletter queue", (context) => {
  const outboxTransport = mailboxTransport();

  beforeEach(async () => {
    const db = context.handle.db;
    await db.execute(sql`delete from newsletter_deliveries`);
    await db.execute(sql`delete from newsletters`);
    await db.execute(sql`delete from newsletter_subscribers`);
    await db.execute(sql`delete from mailbox`);
    await db.execute(sql`delete from mailbox_batches`);
    await db.execute(sql`delete from users where email like '%@example.org'`);
  });

  async function outboxRecipients() {
    const rows = await selectRows<{ to: string }>(context.handle.db, sql`select "to" from mailbox`);
    return rows.map((row) => row.to);
  }

  it("chooses members with the option and confirmed subscribers, one row per lower-cased address", async () => {
    const db = context.handle.db;
    const verified = new Date("2025-01-01T00:00:00Z");
    await db.insert(users).values([
      {
        email: "Abonne.Membre@example.org",
        firstname: "A",
        lastname: "M",
        newsletter: true,
        emailVerifiedAt: verified,
        tierId: "retired",
      },
      {
        email: "sans-option@example.org",
        firstname: "S",
        lastname: "O",
        newsletter: false,
        emailVerifiedAt: verified,
      },
      {
        email: "anonyme@example.org",
        firstname: "A",
        lastname: "N",
        newsletter: true,
        emailVerifiedAt: verified,
        anonymizedAt: verified,
      },
      { email: "non-confirme@example.org", firstname: "N", lastname: "C", newsletter: true },
      {
        email: "praticien@example.org",
        firstname: "P",
        lastname: "R",
        newsletter: true,
        emailVerifiedAt: verified,
        tierId: "practicing",
      },
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: "abonne.membre@example.org", status: "confirmed", unsubscribeToken: "t1" },
      { email: "visiteur@example.org", status: "confirmed", unsubscribeToken: "t2" },
      { email: "en-attente@example.org", status: "pending", unsubscribeToken: "t3" },
      { email: "parti@example.org", status: "unsubscribed", unsubscribeToken: "t4" },
      // A member who switched the newsletter off in their profile: the old subscription does not count.
      { email: "Sans-Option@example.org", status: "confirmed", unsubscribeToken: "t5" },
    ]);
    const mine = (list: { email: string; isMember: boolean }[]) =>
      list.filter((r) => r.email.endsWith("@example.org"));

    expect(mine(await listNewsletterRecipients(everyone))).toEqual([
      { email: "abonne.membre@example.org", isMember: true },
      { email: "praticien@example.org", isMember: true },
      { email: "visiteur@example.org", isMember: false },
    ]);
    expect(
      mine(await listNewsletterRecipients({ membersOnly: true, states: [], tiers: [] })).map(
        (r) => r.email,
      ),
    ).toEqual(["abonne.membre@example.org", "praticien@example.org"]);
    expect(
      mine(
        await listNewsletterRecipients({ membersOnly: true, states: [], tiers: ["practicing"] }),
      ).map((r) => r.email),
    ).toEqual(["praticien@example.org"]);
    // Neither has a payment: both are in the state "none", none is "active".
    expect(
      mine(await listNewsletterRecipients({ membersOnly: true, states: ["none"], tiers: [] })),
    ).toHaveLength(2);
    expect(
      mine(await listNewsletterRecipients({ membersOnly: true, states: ["active"], tiers: [] })),
    ).toHaveLength(0);
  });

  for (const count of [0, 1, 100, 101]) {
    it(`sends ${count} recipient(s): the first 100 at once, then at most the daily limit a day, no duplicate, no gap`, async () => {
      const addresses = await addSubscribers(context.handle.db, count);
      const queued = await queue(day(0));
      expect(queued.totalRecipients).toBe(count);
      const first = await sendImmediately(queued.newsletterId, {
        now: day(0),
        transport: outboxTransport,
        settings: settings(),
      });
      expect(first.sent).toBe(Math.min(100, count));
      expect(first.calls).toBe(count === 0 ? 0 : 1);

      const next = await sendDailyBatch({
        now: day(1),
        transport: outboxTransport,
        settings: settings(),
      });
      expect(next.sent).toBe(Math.max(0, count - 100));
      // The same day again: the limit is used, nothing more goes out.
      expect(
        (await sendDailyBatch({ now: day(1), transport: outboxTransport, settings: settings() }))
          .sent,
      ).toBe(0);

      expect((await outboxRecipients()).sort()).toEqual(addresses);
      const [row] = await context.handle.db
        .select()
        .from(newsletters)
        .where(eq(newsletters.id, queued.newsletterId));
      expect(row).toMatchObject({
        status: "sent",
        totalRecipients: count,
        sentCount: count,
        failedCount: 0,
      });
    });
  }

  it("sends 5,000 recipients over the days within the daily limit, each exactly once", async () => {
    const addresses = await addSubscribers(context.handle.db, 5000);
    const queued = await queue(day(0), { settings: settings(1000) });
    expect(queued.totalRecipients).toBe(5000);
    const sent = [
      (
        await sendImmediately(queued.newsletterId, {
          now: day(0),
          transport: outboxTransport,
          settings: settings(1000),
        })
      ).sent,
    ];
    for (let d = 1; d <= 6; d++) {
      sent.push(
        (
          await sendDailyBatch({
            now: day(d),
            transport: outboxTransport,
            settings: settings(1000),
          })
        ).sent,
      );
    }
    expect(sent).toEqual([100, 1000, 1000, 1000, 1000, 900, 0]);
    const delivered = await outboxRecipients();
    expect(delivered).toHaveLength(5000);
    expect(new Set(delivered).size).toBe(5000);
    expect(delivered.sort()).toEqual(addresses);
  }, 180_000);

  it("shows 'sending' with what remains while the limit holds rows back", async () => {
    await addSubscribers(context.handle.db, 250);
    const queued = await queue(day(0));
    await sendImmediately(queued.newsletterId, {
      now: day(0),
      transport: outboxTransport,
      settings: settings(),
    });
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({
      status: "sending",
      sentCount: 100,
      totalRecipients: 250,
      completedAt: null,
    });
  });

  it("puts the List-Unsubscribe headers on every e-mail, and an unsubscribe from its link removes the address from the next batch", async () => {
    const addresses = await addSubscribers(context.handle.db, 150);
    const queued = await queue(day(0));
    await sendImmediately(queued.newsletterId, {
      now: day(0),
      transport: outboxTransport,
      settings: settings(),
    });
    const [mail] = await listMailboxMessages({ to: addresses[0] });
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = mail?.headers?.["List-Unsubscribe"] ?? "";
    expect(header).toMatch(
      /^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );

    // A token for an address still waiting: signed the same way as the header's.
    const waiting = addresses[120]!;
    const firstToken = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
    expect(await unsubscribeWithToken(firstToken)).toBe(true);
    const { signUnsubscribeToken } = await import("@/lib/newsletter/unsubscribe-token");
    const { getSessionSecret } = await import("@/lib/env");
    expect(await unsubscribeWithToken(signUnsubscribeToken(waiting, getSessionSecret()))).toBe(
      true,
    );
    expect(await unsubscribeWithToken("n-importe-quoi")).toBe(false);

    const next = await sendDailyBatch({
      now: day(1),
      transport: outboxTransport,
      settings: settings(),
    });
    expect(next.sent).toBe(49);
    expect(await listMailboxMessages({ to: waiting })).toHaveLength(0);
    const [subscriber] = await context.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, waiting));
    expect(subscriber?.status).toBe("unsubscribed");
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 149, failedCount: 0 });
  });

  it("skips an address that left before its turn, however it left (profile switch, anonymisation, unsubscription)", async () => {
    const db = context.handle.db;
    const addresses = await addSubscribers(db, 100);
    await db.insert(users).values([
      {
        email: "zz.membre.a@example.org",
        firstname: "A",
        lastname: "A",
        newsletter: true,
        emailVerifiedAt: day(-10),
      },
      {
        email: "zz.membre.b@example.org",
        firstname: "B",
        lastname: "B",
        newsletter: true,
        emailVerifiedAt: day(-10),
      },
      {
        email: "zz.membre.c@example.org",
        firstname: "C",
        lastname: "C",
        newsletter: true,
        emailVerifiedAt: day(-10),
      },
    ]);
    await addSubscribers(db, 2, "zzz");
    const queued = await queue(day(0));
    expect(queued.totalRecipients).toBe(105);
    await sendImmediately(queued.newsletterId, {
      now: day(0),
      transport: outboxTransport,
      settings: settings(),
    });
    expect((await outboxRecipients()).sort()).toEqual(addresses);

    await db
      .update(users)
      .set({ newsletter: false })
      .where(eq(users.email, "zz.membre.a@example.org"));
    await db
      .update(users)
      .set({ anonymizedAt: day(0) })
      .where(eq(users.email, "zz.membre.b@example.org"));
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscribers.email, "zzz00000@example.org"));
    const next = await sendDailyBatch({
      now: day(1),
      transport: outboxTransport,
      settings: settings(),
    });
    expect(next.sent).toBe(2);
    expect((await outboxRecipients()).filter((to) => to.startsWith("zz")).sort()).toEqual([
      "zz.membre.c@example.org",
      "zzz00001@example.org",
    ]);
    const [row] = await db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 102 });
  });

  it("never puts a subscribers-only excerpt in a visitor subscriber’s e-mail; a member gets it", async () => {
    const db = context.handle.db;
    await db.insert(users).values({
      email: "membre.lecteur@example.org",
      firstname: "M",
      lastname: "L",
      newsletter: true,
      emailVerifiedAt: day(-10),
    });
    await addSubscribers(db, 1, "visiteur");
    const [reserved] = await db
      .insert(publications)
      .values({
        type: "communique",
        title: "Note réservée",
        content: "x",
        contentText: "Extrait confidentiel des adhérents",
        pubdate: day(-1),
        subscribersOnly: true,
      })
      .returning({ id: publications.id });
    const [open] = await db
      .insert(publications)
      .values({
        type: "communique",
        title: "Note publique",
        content: "x",
        contentText: "Extrait ouvert à tous",
        pubdate: day(-2),
      })
      .returning({ id: publications.id });
    const queued = await queue(day(0), { publicationIds: [reserved!.id, open!.id] });
    await sendImmediately(queued.newsletterId, {
      now: day(0),
      transport: outboxTransport,
      settings: settings(),
    });

    const [visitorMail] = await listMailboxMessages({ to: "visiteur00000@example.org" });
    const [memberMail] = await listMailboxMessages({ to: "membre.lecteur@example.org" });
    for (const part of [visitorMail!.html, visitorMail!.text]) {
      expect(part).toContain("Note réservée");
      expect(part).toContain("Réservé aux adhérents");
      expect(part).not.toContain("Extrait confidentiel");
      expect(part).not.toContain(reserved!.id);
      expect(part).toContain("Extrait ouvert à tous");
    }
    expect(memberMail!.html).toContain("Extrait confidentiel des adhérents");
    expect(memberMail!.html).toContain(reserved!.id);
    expect(memberMail!.text).toContain("Bonjour à tous");
  });

  it("publishes each newsletter as a publication of type newsletter, except in debug mode, where few e-mails go to the test address", async () => {
    await addSubscribers(context.handle.db, 10);
    const real = await queue(day(0), { title: "Lettre publiée" });
    expect(real.publicationId).not.toBeNull();
    const [archived] = await context.handle.db
      .select()
      .from(publications)
      .where(eq(publications.id, real.publicationId!));
    expect(archived).toMatchObject({ type: "newsletter", title: "Lettre publiée" });

    const debug = await queue(day(0), { title: "Essai", settings: settings(100, true) });
    expect(debug).toMatchObject({ totalRecipients: 3, isDebug: true, publicationId: null });
    const figures = await sendImmediately(debug.newsletterId, {
      now: day(0),
      transport: outboxTransport,
      settings: settings(100, true),
    });
    expect(figures.sent).toBe(3);
    const mails = await listMailboxMessages({ to: "debug@example.org" });
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.subject === "[DEBUG] Essai")).toBe(true);
  });

  it("archives a sent letter through the publications write path, with its audit row", async () => {
    await addSubscribers(context.handle.db, 2);
    const [staff] = await context.handle.db
      .insert(users)
      .values({ email: "redaction@example.org", firstname: "R", lastname: "S", isAdmin: true })
      .returning({ id: users.id });
    const queued = await queueNewsletter(
      { title: "Lettre archivée", content, publicationIds: [], audience: everyone },
      { actor: { id: staff!.id }, now: day(0), settings: settings() },
    );
    const [archived] = await context.handle.db
      .select()
      .from(publications)
      .where(eq(publications.id, queued.publicationId!));
    expect(archived).toMatchObject({
      type: "newsletter",
      title: "Lettre archivée",
      content,
      contentText: expect.stringContaining("Bonjour à tous"),
      homepage: false,
      createdBy: staff!.id,
    });
    const audit = await context.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, queued.publicationId!));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "publication.create",
        entity: "publication",
        actorId: staff!.id,
        summary: "Lettre d’information «\u00a0Lettre archivée\u00a0» créée",
      }),
    ]);
  });

  it("archives a letter sent to members only (or to some states or tiers) for members only, and an open letter for everyone", async () => {
    await addSubscribers(context.handle.db, 2);
    const archiveOf = async (
      audience: { membersOnly: boolean; states: string[]; tiers: string[] },
      title: string,
    ) => {
      const queued = await queueNewsletter(
        { title, content, publicationIds: [], audience },
        { actor: null, now: day(0), settings: settings() },
      );
      const [archived] = await context.handle.db
        .select()
        .from(publications)
        .where(eq(publications.id, queued.publicationId!));
      return archived;
    };
    expect(await archiveOf(everyone, "Lettre ouverte")).toMatchObject({
      type: "newsletter",
      subscribersOnly: false,
    });
    expect(
      await archiveOf({ membersOnly: true, states: [], tiers: [] }, "Lettre aux adhérents"),
    ).toMatchObject({ subscribersOnly: true });
    expect(
      await archiveOf({ membersOnly: false, states: ["active"], tiers: [] }, "Lettre aux à jour"),
    ).toMatchObject({ subscribersOnly: true });
    expect(
      await archiveOf(
        { membersOnly: false, states: [], tiers: ["retired"] },
        "Lettre aux retraités",
      ),
    ).toMatchObject({ subscribersOnly: true });
  });

  it("sends two runs at once without taking the same row twice", async () => {
    const addresses = await addSubscribers(context.handle.db, 700);
    const queued = await queue(day(0), { settings: settings(1000) });
    const options = { now: day(1), transport: outboxTransport, settings: settings(1000) };
    const [a, b] = await Promise.all([sendDailyBatch(options), sendDailyBatch(options)]);
    // The daily runner's advisory lock keeps two scheduled runs apart; here both run fully.
    expect(a.sent + b.sent).toBe(700);
    // On the server both really work at once (PGlite has one connection: they take turns).
    if (context.kind === "postgres") expect(Math.min(a.calls, b.calls)).toBeGreaterThan(0);
    const delivered = await outboxRecipients();
    expect(delivered).toHaveLength(700);
    expect(delivered.sort()).toEqual(addresses);
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 700 });
  });

  it("keeps the mailbox idempotent by batch key", async () => {
    const message = { to: "a@example.org", subject: "S", html: "<p>x</p>", text: "x" };
    const first = await outboxTransport.sendBatch([message], { idempotencyKey: "k-1" });
    const again = await outboxTransport.sendBatch([message], { idempotencyKey: "k-1" });
    expect(again).toEqual(first);
    expect(await outboxRecipients()).toEqual(["a@example.org"]);
  });

  describeResend(context);
});

function describeResend(context: { readonly handle: { db: Parameters<typeof selectRows>[0] } }) {
  let double: ResendDouble;
  beforeAll(async () => {
    double = await startResendDouble();
  });
  afterAll(async () => {
    await double.close();
  });
  const transport = () => resendTransport({ apiKey: double.apiKey, baseUrl: double.url });
  /** The daily job's batch and "Envoyer", through Resend's double, with the default settings. */
  const dailyRun = (now: Date, dailyLimit?: number) =>
    sendDailyBatch({ now, transport: transport(), settings: settings(dailyLimit) });
  const sendNow = (newsletterId: string, now: Date, signal?: AbortSignal, dailyLimit?: number) =>
    sendImmediately(newsletterId, {
      now,
      transport: transport(),
      settings: settings(dailyLimit),
      signal,
    });

  /** Runs `send` and kills it right after Resend accepted its first call: the crash the idempotency key is for. */
  async function killedAfterAcceptance(
    send: (signal: AbortSignal) => Promise<unknown>,
  ): Promise<void> {
    const stop = new AbortController();
    double.fates = ["accept-and-hang"];
    double.onAccepted = () => stop.abort(new Error("killed"));
    await expect(send(stop.signal)).rejects.toThrow();
    double.onAccepted = undefined;
  }

  it("through Resend: a run killed after the provider accepted, then resumed, sends nobody twice", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    const addresses = await addSubscribers(context.handle.db, 130);
    const queued = await queue(day(0));
    await killedAfterAcceptance((signal) => sendNow(queued.newsletterId, day(0), signal));
    const claimed = await selectRows<{ count: number }>(
      context.handle.db,
      sql`select count(*)::int as count from newsletter_deliveries where status = 'pending' and batch_key is not null`,
    );
    expect(claimed[0]?.count).toBe(100);

    // A run after the lease (a manual `npm run cron:daily` the same day) takes the same batch
    // again, whole, with the same key, then the rest.
    const resumed = await dailyRun(later(day(0), 60), 200);
    expect(resumed.sent).toBe(130);
    expect(double.calls).toHaveLength(3);
    expect(double.calls[1]?.key).toBe(double.calls[0]?.key);
    expect(double.calls[1]?.recipients).toEqual(double.calls[0]?.recipients);
    expect(double.delivered.sort()).toEqual(addresses);
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 130 });
  });

  it("through Resend: a crashed first batch of 100 is finished by a daily run even under a daily limit of 50", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    const addresses = await addSubscribers(context.handle.db, 120, "petit");
    const queued = await queue(day(0));
    // The first send is bounded by the day's share too: the share is lowered to 50 after it.
    await killedAfterAcceptance((signal) => sendNow(queued.newsletterId, day(0), signal, 100));
    expect((await dailyRun(later(day(0), 30), 50)).sent).toBe(100);
    expect((await dailyRun(day(1), 50)).sent).toBe(20);
    expect(double.delivered.sort()).toEqual(addresses);
  });

  it("through Resend: waits for retry-after on a 429, and stops without marking anything on a lasting quota", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    await addSubscribers(context.handle.db, 5);
    const queued = await queue(day(0));
    double.fates = [{ status: 429, retryAfter: 0.05 }];
    const figures = await sendNow(queued.newsletterId, day(0));
    expect(figures).toMatchObject({ sent: 5, calls: 1, rateLimited: false });
    expect(double.calls).toHaveLength(2);

    await addSubscribers(context.handle.db, 3, "quota");
    const later = await queue(day(0));
    double.fates = Array.from({ length: 10 }, () => ({ status: 429, retryAfter: 3600 }));
    const stopped = await sendNow(later.newsletterId, day(0));
    expect(stopped).toMatchObject({ sent: 0, failed: 0, rateLimited: true });
    double.fates = [];
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, later.newsletterId));
    expect(row?.status).not.toBe("sent");
    const attempts = await selectRows<{ attempts: number; status: string }>(
      context.handle.db,
      sql`select attempts, status from newsletter_deliveries where newsletter_id = ${later.newsletterId}`,
    );
    expect(attempts.every((d) => d.attempts === 0 && d.status === "pending")).toBe(true);
    // A refused first call was accepted nowhere: the next day's run sends those rows, with a new key.
    const quotaKeys = new Set(double.calls.map((call) => call.key));
    const nextDay = await dailyRun(day(1));
    expect(nextDay).toMatchObject({ sent: 8, rateLimited: false });
    expect(quotaKeys.has(double.calls.at(-1)!.key)).toBe(false);
  });

  it("through Resend: never repeats a batch whose first call is past the idempotency window; sets it aside as «\u00a0à vérifier\u00a0»", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    const addresses = await addSubscribers(context.handle.db, 130, "fenetre");
    const queued = await queue(day(0));
    await killedAfterAcceptance((signal) => sendNow(queued.newsletterId, day(0), signal));
    const firstKey = double.calls[0]!.key;

    // The next daily run comes 24 h later: Resend may have forgotten the key, so the batch is not repeated.
    const nextDay = await dailyRun(day(1), 200);
    expect(nextDay.sent).toBe(30);
    expect(double.calls.slice(1).some((call) => call.key === firstKey)).toBe(false);
    expect(double.delivered.sort()).toEqual(addresses);
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 30, failedCount: 0 });
    const [summary] = (await listNewsletterHistory()).filter(
      (item) => item.id === queued.newsletterId,
    );
    expect(summary).toMatchObject({ remaining: 0, unverified: 100 });
    // Later runs leave them alone too.
    await dailyRun(day(2), 200);
    expect(double.calls.filter((call) => call.key === firstKey)).toHaveLength(1);
  });

  it("through Resend: the admin marks the «\u00a0à vérifier\u00a0» e-mails sent, or puts them back in the queue for the next run, with a new key", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    const [admin] = await context.handle.db
      .insert(users)
      .values({ email: "verif.admin@example.org", firstname: "V", lastname: "A", isAdmin: true })
      .returning();
    const actor = { id: admin!.id };
    // A batch killed after Resend accepted it, and the next day's run: 100 « à vérifier », 10 sent.
    const setAside = async (prefix: string, start: number) => {
      await context.handle.db.execute(sql`delete from newsletter_subscribers`);
      await addSubscribers(context.handle.db, 110, prefix);
      const queued = await queue(day(start), { title: `Lettre ${prefix}` });
      await killedAfterAcceptance((signal) => sendNow(queued.newsletterId, day(start), signal));
      await dailyRun(day(start + 1), 200);
      return queued.newsletterId;
    };
    const summaryOf = async (id: string) =>
      (await listNewsletterHistory()).find((item) => item.id === id)!;
    const confirmed = { newsletterId: await setAside("confirme", 0) };
    expect(await summaryOf(confirmed.newsletterId)).toMatchObject({
      status: "sent",
      sentCount: 10,
      unverified: 100,
    });
    const firstCallAt = day(0).getTime();

    // The provider's log shows them delivered: counted as sent at their first call, nothing is sent again.
    expect(
      await settleUnverifiedDeliveries(
        { newsletterId: confirmed.newsletterId, outcome: "sent" },
        { actor, now: day(2) },
      ),
    ).toEqual({ settled: 100 });
    expect(await summaryOf(confirmed.newsletterId)).toMatchObject({
      status: "sent",
      sentCount: 110,
      unverified: 0,
      remaining: 0,
    });
    const sentAt = await selectRows<{ sentAt: Date | string }>(
      context.handle.db,
      sql`select distinct sent_at as "sentAt" from newsletter_deliveries where newsletter_id = ${confirmed.newsletterId} and error is not null`,
    );
    expect(sentAt.map((row) => new Date(row.sentAt).getTime())).toEqual([firstCallAt]);
    expect(
      await settleUnverifiedDeliveries(
        { newsletterId: confirmed.newsletterId, outcome: "resend" },
        { actor, now: day(2) },
      ),
    ).toEqual({ settled: 0 });

    // Not in the log: back in the queue, the next daily run sends them in a new batch.
    const resent = { newsletterId: await setAside("renvoi", 2) };
    expect(await summaryOf(resent.newsletterId)).toMatchObject({
      status: "sent",
      sentCount: 10,
      unverified: 100,
    });
    expect(
      await settleUnverifiedDeliveries(
        { newsletterId: resent.newsletterId, outcome: "resend" },
        { actor, now: later(day(3), 60) },
      ),
    ).toEqual({ settled: 100 });
    expect(await summaryOf(resent.newsletterId)).toMatchObject({
      status: "sending",
      remaining: 100,
      unverified: 0,
    });
    const keysBefore = new Set(double.calls.map((call) => call.key));
    expect(await dailyRun(day(4), 200)).toMatchObject({ sent: 100, calls: 1 });
    expect(keysBefore.has(double.calls.at(-1)!.key)).toBe(false);
    expect(await summaryOf(resent.newsletterId)).toMatchObject({
      status: "sent",
      sentCount: 110,
      unverified: 0,
    });
    // Those the provider had accepted the first time get it twice: the admin chose so.
    expect(double.delivered.filter((address) => address.startsWith("renvoi"))).toHaveLength(210);
    expect(double.delivered.filter((address) => address.startsWith("confirme"))).toHaveLength(110);

    const journal = await selectRows<{ action: string; summary: string; actorId: string }>(
      context.handle.db,
      sql`select action, summary, actor_id as "actorId" from audit_log where action like 'newsletter.unverified%' order by created_at`,
    );
    expect(journal).toEqual([
      {
        action: "newsletter.unverified-sent",
        summary:
          "Lettre d’information «\u00a0Lettre confirme\u00a0»\u00a0: 100 envois à vérifier confirmés envoyés",
        actorId: admin!.id,
      },
      {
        action: "newsletter.unverified-resend",
        summary:
          "Lettre d’information «\u00a0Lettre renvoi\u00a0»\u00a0: 100 envois à vérifier remis en file d’envoi",
        actorId: admin!.id,
      },
    ]);
    await expect(
      settleUnverifiedDeliveries(
        { newsletterId: "00000000-0000-4000-8000-000000000000", outcome: "sent" },
        { actor },
      ),
    ).rejects.toThrow("Lettre d’information introuvable.");
  });

  it("through Resend: «\u00a0Reprendre l’envoi\u00a0» and the next «\u00a0Envoyer\u00a0» repeat an interrupted batch at once, with its key", async () => {
    double.calls.length = 0;
    double.delivered.length = 0;
    const addresses = await addSubscribers(context.handle.db, 150, "reprise");
    const first = await queue(day(0));
    await killedAfterAcceptance((signal) => sendNow(first.newsletterId, day(0), signal));

    // Within the lease the run may still be alive: nothing is taken.
    expect(
      await resumeStaleBatches({
        now: later(day(0), 5),
        transport: transport(),
        settings: settings(),
      }),
    ).toMatchObject({ calls: 0 });
    const resumed = await resumeStaleBatches({
      now: later(day(0), 15),
      transport: transport(),
      settings: settings(),
    });
    // The interrupted batch only: the other 50 wait for the daily job.
    expect(resumed).toMatchObject({ sent: 100, calls: 1 });
    expect(double.calls[1]).toEqual(double.calls[0]);

    // A run killed in the daily job, then the admin sends another newsletter: its « Envoyer » finishes the first one's batch.
    await killedAfterAcceptance((signal) =>
      sendDailyBatch({ now: day(1), transport: transport(), settings: settings(), signal }),
    );
    const dailyKey = double.calls.at(-1)!.key;
    const audience = { membersOnly: true, states: [], tiers: [] };
    const now = later(day(1), 20);
    await queueAndSendNewsletter(
      { title: "Deuxième lettre", content, publicationIds: [], audience },
      {
        actor: null,
        now,
        settings: settings(),
        transport: transport(),
        expectedRecipients: await countNewsletterRecipients(audience, { now }),
      },
    );
    expect(double.calls.filter((call) => call.key === dailyKey)).toHaveLength(2);
    expect(double.delivered.filter((address) => address.startsWith("reprise")).sort()).toEqual(
      addresses,
    );
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, first.newsletterId));
    expect(row).toMatchObject({ status: "sent", sentCount: 150 });
  });

  it("through Resend: a failing call is retried by later runs a bounded number of times, then counted as failed", async () => {
    double.calls.length = 0;
    await addSubscribers(context.handle.db, 1, "panne");
    const queued = await queue(day(0));
    double.fates = [{ status: 500 }, { status: 500 }, { status: 500 }];
    expect((await sendNow(queued.newsletterId, day(0))).failed).toBe(0);
    // Within the lease the row waits; each later run (within the provider's idempotency window) tries once.
    expect((await dailyRun(later(day(0), 1))).calls).toBe(0);
    expect((await dailyRun(later(day(0), 60))).failed).toBe(0);
    expect((await dailyRun(later(day(0), 120))).failed).toBe(1);
    expect(double.calls).toHaveLength(3);
    const [row] = await context.handle.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, queued.newsletterId));
    expect(row).toMatchObject({ status: "failed", sentCount: 0, failedCount: 1 });
    const [delivery] = await context.handle.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.newsletterId, queued.newsletterId));
    expect(delivery).toMatchObject({ status: "failed", attempts: 3 });
  });
}
