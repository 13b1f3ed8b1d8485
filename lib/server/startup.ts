import { assertStartupConfiguration, ConfigurationError, env } from "@/lib/env";
import { prepareDatabase } from "@/lib/server/prepare-database";

/** Called once by instrumentation.ts before the server answers any request. */
export async function startServer(): Promise<void> {
  try {
    assertStartupConfiguration();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`[config] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (env.emailTransport === "outbox") {
    console.info(
      "[email] outbox transport: messages are stored, not sent (read them at /dev/mailbox)",
    );
  }
  if (env.paymentProvider === "simulated" && (env.isProduction || env.DATABASE_URL)) {
    console.warn(
      "[payments] PAYMENTS_PROVIDER=simulated: no real payment is taken (demonstration mode)",
    );
  }
  await prepareDatabase();
  // E-mails a request could not send (the provider down, a 429) are retried every 30 s. On
  // Vercel no process lives between requests: a scheduler calls /api/cron/emails instead.
  if (!env.VERCEL) {
    const { startEmailRetryLoop } = await import("@/lib/email/retry-loop");
    startEmailRetryLoop();
  }
  // Several instances on one PostgreSQL server: each one's writes expire the others' cache.
  const { startCacheTagBus } = await import("@/lib/server/cache-tag-bus");
  await startCacheTagBus();
}
