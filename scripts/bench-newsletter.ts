// npm run bench:newsletter – queues a newsletter for 5,000 recipients on a fresh embedded database
// (or BENCH_DATABASE_URL), then sends it all through Resend's batch call against a local double
// that enforces a provider-like limit (100 messages per call, BENCH_CALLS_PER_SECOND calls a
// second, 429 beyond). Prints the time to queue, the throughput as a share of the limit (goal
// ≥ 90 %), the duplicates (goal 0) and the gaps. Figures only; asserts nothing.
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "@/lib/db/client";
import { useDatabaseHandle as pointDatabaseAt } from "@/lib/db";
import { newsletterSubscribers } from "@/lib/db/schema";
import { resendTransport } from "@/lib/email/transports";
import { sendDailyBatch, sendImmediately } from "@/lib/newsletter/dispatch";
import { queueNewsletter } from "@/lib/newsletter/queue";
import type { NewsletterSettings } from "@/lib/newsletter/settings";
import { startResendDouble } from "../tests/helpers/resend-double";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 5000);
const CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);

async function main() {
  const handle = process.env.BENCH_DATABASE_URL
    ? openPostgres(process.env.BENCH_DATABASE_URL)
    : openPglite({ memory: true });
  await handle.migrate();
  pointDatabaseAt(handle);
  const db = handle.db;
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
  // The transport spaces its calls to the provider's rate, as in production (RESEND_MAX_CALLS_PER_SECOND).
  const transport = resendTransport({
    apiKey: double.apiKey,
    baseUrl: double.url,
    maxCallsPerSecond: CALLS_PER_SECOND,
  });
  const settings: NewsletterSettings = {
    dailyLimit: RECIPIENTS,
    debug: { enabled: false, email: "", limit: 5 },
  };
  const content = JSON.stringify({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Bonjour à tous." }] }],
  });

  const queueStart = performance.now();
  const queued = await queueNewsletter(
    {
      title: "Lettre du banc d'essai",
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
  const sendSeconds = (performance.now() - sendStart) / 1000;

  const sent = first.sent + rest.sent;
  const unique = new Set(double.delivered).size;
  const limitPerSecond = CALLS_PER_SECOND * 100;
  // The limit lets the first second's calls go at once: the ideal time is (calls − rate) / rate.
  const calls = Math.ceil(RECIPIENTS / 100);
  const idealSeconds = Math.max(1, calls - CALLS_PER_SECOND) / CALLS_PER_SECOND;
  const throughput = sent / sendSeconds;
  console.info(`recipients            ${queued.totalRecipients}`);
  console.info(
    `time to queue         ${queueMs.toFixed(0)} ms (newsletter + ${queued.totalRecipients} delivery rows, one transaction)`,
  );
  console.info(
    `provider limit        ${CALLS_PER_SECOND} calls/s × 100 = ${limitPerSecond} e-mails/s`,
  );
  console.info(
    `sent                  ${sent} in ${sendSeconds.toFixed(2)} s, ${double.calls.length} calls, ${double.rateLimited} answered 429`,
  );
  console.info(
    `throughput            ${throughput.toFixed(0)} e-mails/s = ${((100 * throughput) / limitPerSecond).toFixed(1)} % of the limit (${((100 * idealSeconds) / sendSeconds).toFixed(1)} % of the ideal ${idealSeconds.toFixed(2)} s)`,
  );
  console.info(`duplicates            ${double.delivered.length - unique}`);
  console.info(`gaps                  ${RECIPIENTS - unique}`);
  await double.close();
  pointDatabaseAt(undefined);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
