import { getDatabaseHandle, isEmbeddedDatabase } from "@/lib/db";

/**
 * Run at server start: apply migrations, and on an empty embedded database load the demo
 * content. A server database is never seeded implicitly (`npm run db:seed` does it on purpose).
 */
export async function prepareDatabase(): Promise<void> {
  const started = performance.now();
  const handle = getDatabaseHandle();
  await handle.migrate();
  if (isEmbeddedDatabase) {
    const { isDatabaseEmpty, seedDemoContent } = await import("@/lib/demo");
    if (await isDatabaseEmpty(handle.db)) {
      const counts = await seedDemoContent(handle.db);
      console.info(`[db] demo content seeded: ${JSON.stringify(counts)}`);
    }
  }
  console.info(`[db] ${handle.kind} ready in ${Math.round(performance.now() - started)} ms`);
}
