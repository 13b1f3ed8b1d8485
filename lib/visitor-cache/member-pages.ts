import "server-only";
import { getDatabaseHandle } from "@/lib/db";
import { WRITES_CHANNEL } from "@/lib/db/content-changes";
import { env } from "@/lib/env";

// Members' own pages (/profile, /documents, /faq) are kept in memory per session by our Node server
// (scripts/visitor-bytes.mjs, issue #21). What they show is read from many tables (the member's
// row, payments, subscriptions, attestations, publications, the FAQ, the clock…), written by many
// paths (actions, webhooks, scripts, the daily job, another instance): rather than a tag per
// writer, any committed write to any table drops them all. The database says so on one channel
// (triggers of migration 0021 on every table; tests/integration/write-notifications.test.ts checks
// that no table lacks one); this process listens, on the embedded database as on a server. The
// server also drops them itself around each of its own writing requests (scripts/serve.mjs), so
// that a member's next page after a save never waits for the notification.

const MEMBERS_TAG = "members";
const VISITOR_BYTES = Symbol.for("srh.visitor-bytes");
/** Read by scripts/serve.mjs: members' pages are kept only while this process listens. */
const LISTENING_FOR_WRITES = Symbol.for("srh.listening-for-writes");
const holder = globalThis as typeof globalThis & {
  [VISITOR_BYTES]?: { invalidate(tag: string): void };
  [LISTENING_FOR_WRITES]?: boolean;
  __srhWritesListener?: Promise<unknown>;
};

function dropMemberPages(): void {
  holder[VISITOR_BYTES]?.invalidate(MEMBERS_TAG);
}

/** Started once at server start (instrumentation.ts), only behind scripts/serve.mjs. */
export async function startWritesListener(): Promise<void> {
  if (!env.SRH_INTERNAL_URL || env.VERCEL || holder.__srhWritesListener) return;
  holder.__srhWritesListener = getDatabaseHandle()
    .listen(WRITES_CHANNEL, {
      onPayload: dropMemberPages,
      // Writes notified while the session was lost are gone: anything may have changed.
      onReconnect: dropMemberPages,
    })
    .then(
      () => {
        holder[LISTENING_FOR_WRITES] = true;
        console.info("[member-pages] listening for writes: members' pages kept in memory");
      },
      // Without the notifications, another process's write would not reach the kept pages.
      (error: unknown) =>
        console.error(
          "[member-pages] not listening for writes: members' pages are rendered per request",
          error instanceof Error ? error.message : error,
        ),
    );
  await holder.__srhWritesListener;
}
