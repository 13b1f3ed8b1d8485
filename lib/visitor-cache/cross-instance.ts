import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { getDatabaseHandle } from "@/lib/db";
import { CONTENT_CHANGES_CHANNEL } from "@/lib/db/content-changes";
import { env } from "@/lib/env";
import { cacheTags, type CacheTag } from "./index";

// Several instances on one PostgreSQL server (issue #21): a write through one must reach every
// other's visitor cache within a second, not after the ten minutes of the time-based refresh
// (kept as a safety net). The database notifies each committed change of the content tables on
// the channel `srh_content` with the tag it affects (triggers of migration 0019, whoever writes).
// Each instance served by scripts/serve.mjs listens (a connection of its own, lib/db) and drops
// its entries for that tag. Next's `revalidateTag` only works inside one of Next's requests, so
// the listener asks its own instance, through a route that only this process can call (a secret
// made at start, never written anywhere), to do it (`revalidateContent`, which also drops the
// in-process bytes of scripts/serve.mjs). Its own writes come back too: a second, cheap drop.

const holder = globalThis as typeof globalThis & {
  __srhInstanceSecret?: string;
  __srhContentListener?: Promise<unknown>;
};

/** The header that carries this process's secret to its own internal route. */
export const INSTANCE_SECRET_HEADER = "x-srh-instance-secret";

/** A secret of this process only (shared by Next's module copies through globalThis). */
function instanceSecret(): string {
  holder.__srhInstanceSecret ??= randomBytes(32).toString("hex");
  return holder.__srhInstanceSecret;
}

/** Whether a request comes from this very process (the listener below). */
export function isFromThisInstance(request: Request): boolean {
  const given = Buffer.from(request.headers.get(INSTANCE_SECRET_HEADER) ?? "");
  const expected = Buffer.from(instanceSecret());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isCacheTag(value: string): value is CacheTag {
  return (Object.values(cacheTags) as string[]).includes(value);
}

/**
 * Started once at server start (instrumentation.ts) when this process is our Node server in front
 * of a PostgreSQL server: elsewhere there is one instance (the embedded database) or none that
 * outlives a request (Vercel, whose cache the platform keeps).
 */
export async function startContentChangeListener(): Promise<void> {
  const selfUrl = env.SRH_INTERNAL_URL;
  if (!env.DATABASE_URL || !selfUrl || env.VERCEL || holder.__srhContentListener) return;
  const forward = coalescingForwarder(selfUrl);
  holder.__srhContentListener = getDatabaseHandle()
    .listen(CONTENT_CHANGES_CHANNEL, {
      onPayload: (tag) => {
        if (isCacheTag(tag)) forward(tag);
      },
      // Notifications sent while the session was lost are gone: everything may have changed.
      onReconnect: () => Object.values(cacheTags).forEach(forward),
    })
    .then(
      () => console.info("[visitor-cache] listening for content changes of other instances"),
      (error: unknown) =>
        console.error(
          "[visitor-cache] not listening for content changes (the ten-minute refresh remains):",
          error instanceof Error ? error.message : error,
        ),
    );
  await holder.__srhContentListener;
}

/**
 * Tags to revalidate, sent to this instance's internal route one call at a time: tags that arrive
 * while a call runs go together in the next one.
 */
function coalescingForwarder(selfUrl: string): (tag: CacheTag) => void {
  const waiting = new Set<CacheTag>();
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.size > 0) {
      const tags = [...waiting];
      waiting.clear();
      try {
        const response = await fetch(`${selfUrl}/api/internal/revalidate`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            [INSTANCE_SECRET_HEADER]: instanceSecret(),
          },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
      } catch (error) {
        console.error(
          `[visitor-cache] could not drop ${tags.join(", ")} (the ten-minute refresh remains):`,
          error instanceof Error ? error.message : error,
        );
      }
    }
    running = false;
  };
  return (tag) => {
    waiting.add(tag);
    if (!running) void drain();
  };
}
