// A sender in a process of its own (tests/helpers/outbox-sender.ts starts it): it sends the
// outbox of the database given (a PostgreSQL URL or pglite:<directory>), through the Resend
// double given, once per clock time given, and prints each run's figures as one JSON line. Run with tsx and scripts/tsconfig.json.
// Named so: not a React hook, whatever its name says.
import { useDatabaseHandle as pointProcessAt } from "@/lib/db";
import { openPglite, openPostgres } from "@/lib/db/client";
import { sendQueuedEmails } from "@/lib/email/sender";
import { resendTransport } from "@/lib/email/transports";

async function main(): Promise<void> {
  const [databaseUrl, resendUrl, apiKey, ...times] = process.argv.slice(2);
  if (!databaseUrl || !resendUrl || !apiKey) throw new Error("database url, resend url, api key");
  // "pglite:<directory>": the embedded database on disk, which this process alone opens.
  const handle = databaseUrl.startsWith("pglite:")
    ? openPglite({ dataDir: databaseUrl.slice("pglite:".length) })
    : openPostgres(databaseUrl, { max: 2 });
  pointProcessAt(handle);
  const transport = resendTransport({ apiKey, baseUrl: resendUrl, maxRateLimitRetries: 0 });
  process.stdout.write("ready\n");
  for (const at of times) {
    const figures = await sendQueuedEmails({ now: new Date(at), transport });
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
