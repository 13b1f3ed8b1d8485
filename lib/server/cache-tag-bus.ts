import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { cacheTagRegistry, expireTags } from "@/lib/cache-handler.mjs";
import { env } from "@/lib/env";
import { getDatabaseHandle } from "@/lib/db";

// Several instances on one PostgreSQL server: a tag expired on one (a write, through Next's
// revalidateTag and lib/cache-handler.mjs) is expired on all within a notification's delay. Each
// instance announces its expiries on one channel and listens to the others'; each applies them at
// its own receipt time, so clocks need not agree. Notifications lost while the listening session
// was down are unknown: everything cached is expired then.

const CHANNEL = "srh_cache_tags";
const holder = globalThis as typeof globalThis & { __srhCacheTagBus?: Promise<unknown> };

const announcementSchema = z.object({ from: z.string(), tags: z.array(z.string()) });
type Announcement = z.infer<typeof announcementSchema>;

function parse(payload: string): Announcement | null {
  try {
    return announcementSchema.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}

/** Started once at server start (instrumentation.ts), on a PostgreSQL server only. */
export async function startCacheTagBus(): Promise<void> {
  // One instance (embedded database) has nobody to tell; Vercel's cache is shared by the platform.
  if (!env.DATABASE_URL || env.VERCEL || holder.__srhCacheTagBus) return;
  const instance = randomUUID();
  const registry = cacheTagRegistry();
  const handle = getDatabaseHandle();
  holder.__srhCacheTagBus = handle
    .listen(CHANNEL, {
      onPayload(payload) {
        const announcement = parse(payload);
        if (announcement && announcement.from !== instance) expireTags(announcement.tags);
      },
      onReconnect() {
        registry.everythingExpiredAt = Date.now();
      },
    })
    .then(
      () => {
        registry.publish = (tags) => {
          const payload = JSON.stringify({ from: instance, tags } satisfies Announcement);
          handle.db
            .execute(sql`select pg_notify(${CHANNEL}, ${payload})`)
            .catch((error: unknown) =>
              console.error(
                `[cache] other instances not told of ${tags.join(", ")} (they refresh within ten minutes):`,
                error instanceof Error ? error.message : error,
              ),
            );
        };
        console.info("[cache] tag expiry shared with the other instances through PostgreSQL");
      },
      (error: unknown) =>
        console.error(
          "[cache] not listening for other instances' writes (pages refresh within ten minutes):",
          error instanceof Error ? error.message : error,
        ),
    );
  await holder.__srhCacheTagBus;
}
