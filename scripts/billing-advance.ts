// npm run billing:advance -- --days N – the simulated provider's clock moves N days forward and
// what falls due runs: trial ends (the first yearly charge), renewals, declined charges and their
// retries, expiries. With the embedded database and the server running, the server is asked
// (PGlite allows one process); otherwise the database is used directly. Refused with Stripe.
import { parseArgs } from "node:util";
import { getDatabaseHandle, isEmbeddedDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { runDueBilling } from "@/lib/payments";
import { advanceSimulatedClock } from "@/lib/membership/clock";
import { callServer, isServerRunning } from "./lib/running-server";

async function main() {
  const { values } = parseArgs({ options: { days: { type: "string", default: "0" } } });
  const days = Number(values.days);
  if (!Number.isFinite(days) || days < 0)
    throw new Error(
      "--days attend un nombre de jours positif (--days expects a non-negative number).",
    );
  if (env.paymentProvider === "stripe")
    throw new Error(
      "Stripe est configuré : son horloge ne se déplace pas (the simulated provider only).",
    );
  if (isEmbeddedDatabase && (await isServerRunning())) {
    const response = await callServer("/api/internal/billing", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ days }),
    });
    if (!response.ok)
      throw new Error(`Le serveur a refusé (${response.status}) : ${await response.text()}`);
    const result = (await response.json()) as { now: string; figures: Record<string, unknown> };
    console.info(`Horloge de facturation : ${result.now}`, result.figures);
    return;
  }
  const handle = getDatabaseHandle();
  try {
    const now = await advanceSimulatedClock(days);
    const figures = await runDueBilling({ now });
    console.info(`Horloge de facturation : ${now.toISOString()}`, figures);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
