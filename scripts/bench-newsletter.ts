// npm run bench:newsletter – queues a newsletter for 5,000 recipients on a fresh embedded database
// (or BENCH_DATABASE_URL), then sends it all through Resend's batch call against a local double
// that enforces a provider-like limit (100 messages per call, BENCH_CALLS_PER_SECOND calls a
// second, 429 beyond). While it sends, card payments arrive (the simulated provider's webhook
// events, BENCH_WEBHOOKS of them, spread over the send): each receipt is written in the event's
// transaction and sent by the outbox's sender through the same provider and rate limit. Prints the
// time to queue, the throughput as a share of the limit (goal ≥ 95 %), the duplicates (goal 0),
// the gaps, and the time from a webhook to its receipt's acceptance by the provider (p50, p99).
// Figures only; asserts nothing.
import "./lib/bench-email-env";
import { eq, sql } from "drizzle-orm";
import { openPglite, openPostgres } from "@/lib/db/client";
import { useDatabaseHandle as pointDatabaseAt } from "@/lib/db";
import { emailOutbox, newsletterSubscribers, paymentCustomers, users } from "@/lib/db/schema";
import { sendQueuedEmails, overrideEmailTransport } from "@/lib/email/sender";
import { resendTransport } from "@/lib/email/transports";
import { sendDailyBatch, sendImmediately } from "@/lib/newsletter/dispatch";
import { queueNewsletter } from "@/lib/newsletter/queue";
import type { NewsletterSettings } from "@/lib/newsletter/settings";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { SIMULATED_CARDS } from "@/lib/payments/simulated";
import { startResendDouble } from "../tests/helpers/resend-double";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 5000);
const CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 100);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const handle = process.env.BENCH_DATABASE_URL
    ? openPostgres(process.env.BENCH_DATABASE_URL)
    : openPglite({ memory: true });
  await handle.migrate();
  pointDatabaseAt(handle);
  const db = handle.db;
  await db.execute(sql`delete from email_outbox`);
  await db.execute(sql`delete from newsletter_deliveries`);
  await db.execute(sql`delete from newsletters`);
  await db.execute(sql`delete from newsletter_subscribers`);
  for (let start = 0; start < RECIPIENTS; start += 1000) {
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: Math.min(1000, RECIPIENTS - start) }, (_, i) => ({
        email: `lecteur${start + i}@example.org`,
        status: "confirmed" as const,
        unsubscribeToken: `bench-${start + i}`,
      })),
    );
  }

  const double = await startResendDouble({ maxCallsPerSecond: CALLS_PER_SECOND });
  // The transport spaces its calls to the provider's rate, as in production (RESEND_MAX_CALLS_PER_SECOND);
  // the outbox's sender uses the same one, so receipts and newsletter share the rate.
  const transport = resendTransport({
    apiKey: double.apiKey,
    baseUrl: double.url,
    maxCallsPerSecond: CALLS_PER_SECOND,
  });
  overrideEmailTransport(transport);

  // Members who will pay once by card during the send (the simulated provider's events run the
  // same handlers as Stripe's webhooks).
  const provider = newSimulatedProvider();
  overridePaymentProvider(provider);
  const payers: { userId: string; customerId: string }[] = [];
  for (let i = 0; i < WEBHOOKS; i++) {
    const email = `payeur${i}@example.org`;
    const [user] = await db
      .insert(users)
      .values({ email, firstname: "Payeur", lastname: String(i), tierId: "practicing" })
      .onConflictDoNothing()
      .returning();
    const userId = user?.id ?? (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const customer = await provider.createCustomer({
      email,
      name: `Payeur ${i}`,
      userId,
      idempotencyKey: `bench-customer:${email}`,
    });
    await db
      .insert(paymentCustomers)
      .values({ userId, provider: "simulated", providerCustomerId: customer.id })
      .onConflictDoNothing();
    payers.push({ userId, customerId: customer.id });
  }
  // The newsletter's share is not what is measured: room for all of it and the receipts.
  const settings: NewsletterSettings = {
    dailyLimit: 10 * (RECIPIENTS + WEBHOOKS),
    debug: { enabled: false, email: "", limit: 5 },
  };
  const content = JSON.stringify({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Bonjour à tous." }] }],
  });
  const limitPerSecond = CALLS_PER_SECOND * 100;
  // The limit lets the first second's calls go at once: the ideal time is (calls − rate) / rate.
  const idealSeconds = (calls: number) => Math.max(1, calls - CALLS_PER_SECOND) / CALLS_PER_SECOND;

  /** Queues a newsletter to every subscriber and sends it all, as "Envoyer" then the daily job. */
  async function newsletter(title: string) {
    const queueStart = performance.now();
    const queued = await queueNewsletter(
      {
        title,
        content,
        publicationIds: [],
        audience: { membersOnly: false, states: [], tiers: [] },
      },
      { actor: null, settings },
    );
    const queueMs = performance.now() - queueStart;
    const sendStart = performance.now();
    const first = await sendImmediately(queued.newsletterId, { transport, settings });
    const rest = await sendDailyBatch({ transport, settings, concurrency: CONCURRENCY });
    const seconds = (performance.now() - sendStart) / 1000;
    const keys = new Set(
      double.calls.filter((call) => call.endpoint === "batch").map((call) => call.key),
    );
    const delivered = double.messages
      .filter((m) => keys.has(m.key) && m.subject === title)
      .map((m) => m.to);
    return { queued, queueMs, sent: first.sent + rest.sent, seconds, sendStart, delivered };
  }

  // 1. The newsletter alone: its throughput against the provider's limit.
  const alone = await newsletter("Lettre du banc d'essai");
  const aloneThroughput = alone.sent / alone.seconds;
  const aloneUnique = new Set(alone.delivered).size;
  console.info(`recipients            ${alone.queued.totalRecipients}`);
  console.info(
    `time to queue         ${alone.queueMs.toFixed(0)} ms (newsletter + ${alone.queued.totalRecipients} delivery rows, one transaction)`,
  );
  console.info(
    `provider limit        ${CALLS_PER_SECOND} calls/s × 100 = ${limitPerSecond} e-mails/s`,
  );
  console.info(
    `sent                  ${alone.sent} in ${alone.seconds.toFixed(2)} s, ${double.calls.length} calls, ${double.rateLimited} answered 429`,
  );
  const aloneIdeal = idealSeconds(Math.ceil(RECIPIENTS / 100));
  console.info(
    `throughput            ${aloneThroughput.toFixed(0)} e-mails/s = ${((100 * aloneThroughput) / limitPerSecond).toFixed(1)} % of the limit (${((100 * aloneIdeal) / alone.seconds).toFixed(1)} % of the ideal ${aloneIdeal.toFixed(2)} s)`,
  );
  console.info(`duplicates            ${alone.delivered.length - aloneUnique}`);
  console.info(`gaps                  ${RECIPIENTS - aloneUnique}`);

  // 2. The same again while card payments arrive: each receipt is written with its payment and
  // sent by the outbox's sender, through the same provider and rate, between the batch calls.
  const callsBefore = double.calls.length;
  const arrivals = new Map<string, number>();
  const expectedSeconds = RECIPIENTS / limitPerSecond;
  let started = 0;
  const [busy] = await Promise.all([
    newsletter("Lettre du banc d'essai, avec des paiements"),
    (async () => {
      started = performance.now();
      for (const [i, payer] of payers.entries()) {
        const due = started + ((i + 0.5) * expectedSeconds * 1000) / WEBHOOKS;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const intent = await provider.createPaymentIntent({
          customerId: payer.customerId,
          amountCents: 12000,
          metadata: { userId: payer.userId, tierId: "practicing", purpose: "one_time" },
          idempotencyKey: `bench-pay:${i}`,
        });
        arrivals.set(payer.userId, Date.now());
        // The card is confirmed: payment_intent.succeeded goes through the event handler, which
        // records the payment and its receipt in one transaction; the sender runs after it.
        await provider.confirmIntent({
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          cardNumber: SIMULATED_CARDS.accepted,
        });
      }
    })(),
  ]);
  // What the retry loop would still find (none expected).
  await sendQueuedEmails();
  const receiptRows = await db
    .select({
      key: emailOutbox.idempotencyKey,
      userId: emailOutbox.userId,
      state: emailOutbox.state,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "payment-receipt"));
  const acceptedAt = new Map(double.messages.map((message) => [message.key, message.at]));
  const latencies = receiptRows.flatMap((row) => {
    const at = acceptedAt.get(row.key);
    const arrived = row.userId ? arrivals.get(row.userId) : undefined;
    return at !== undefined && arrived !== undefined ? [at - arrived] : [];
  });
  const receiptKeys = double.messages.filter((m) => m.key.startsWith("receipt:")).map((m) => m.key);
  const busyUnique = new Set(busy.delivered).size;
  // Provider calls while the newsletter was sending: its batches and the receipts sent meanwhile.
  const windowEnd = Date.now() - (performance.now() - (busy.sendStart + busy.seconds * 1000));
  const windowStart = windowEnd - busy.seconds * 1000;
  const receiptsInWindow = double.messages.filter(
    (m) => m.key.startsWith("receipt:") && m.at >= windowStart && m.at <= windowEnd,
  ).length;
  const batchCalls = double.calls.slice(callsBefore).filter((c) => c.endpoint === "batch").length;
  const windowCalls = batchCalls + receiptsInWindow;
  console.info(
    `with ${WEBHOOKS} payments  newsletter ${busy.sent} in ${busy.seconds.toFixed(2)} s (${busy.delivered.length - busyUnique} duplicates, ${RECIPIENTS - busyUnique} gaps), ${receiptsInWindow} receipts sent meanwhile: ${windowCalls} calls = ${((100 * windowCalls) / CALLS_PER_SECOND / busy.seconds).toFixed(1)} % of the call rate`,
  );
  console.info(
    `receipts              ${receiptKeys.length} sent for ${WEBHOOKS} payments (${receiptKeys.length - new Set(receiptKeys).size} duplicates, ${receiptRows.filter((row) => row.state !== "sent").length} not sent)`,
  );
  console.info(
    `webhook → receipt     p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (payment event to the provider's acceptance, during the send)`,
  );
  overrideEmailTransport(undefined);
  overridePaymentProvider(undefined);
  await double.close();
  pointDatabaseAt(undefined);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
