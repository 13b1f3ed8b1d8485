import "server-only";
import { eq, gt, min, sql } from "drizzle-orm";
import { precompressedResponse, type PrecompressedBody } from "@/lib/api/precompressed";
import type { Audience } from "@/lib/auth/audience";
import { getDb } from "@/lib/db";
import { changeTokens, publications, type PublicationType } from "@/lib/db/schema";
import { listLegacyPublications } from "./queries";

// `GET /api/content?contentType=publications[&type=]` without an id: the same bytes as before,
// built once per audience and filter and kept in memory until the data changes.
// Whether it changed is one primary-key read per call: the database renews the publications'
// change token on every write to publications or their attachments, whoever makes it (any
// instance, a script, plain SQL: triggers of migration 0014), and the entry also remembers the
// next scheduled date, after which its audience sees one more item. So writes through any
// instance, deletes and scheduled dates passing are seen at once, without a shared cache and
// without reading the table (the aggregate this replaced cost 13 ms a call on PGlite).

type Entry = PrecompressedBody & { token: string; refreshAt: Date | null };

const entries = new Map<string, Entry>();
const encoder = new TextEncoder();

async function currentState(): Promise<{ token: string | null; now: Date }> {
  const [row] = await getDb()
    .select({ token: changeTokens.token, now: sql<string>`now()` })
    .from(changeTokens)
    .where(eq(changeTokens.scope, "publications"));
  return row ? { token: row.token, now: new Date(row.now) } : { token: null, now: new Date() };
}

async function nextScheduledDate(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ next: min(publications.pubdate) })
    .from(publications)
    .where(gt(publications.pubdate, sql`now()`));
  return row?.next ?? null;
}

export async function legacyPublicationsBody(options: {
  audience: Audience;
  type?: PublicationType;
}): Promise<Entry> {
  const key = `${options.audience}|${options.type ?? ""}`;
  const state = await currentState();
  const hit = entries.get(key);
  if (hit && hit.token === state.token && (hit.refreshAt === null || state.now < hit.refreshAt))
    return hit;
  // Read in this order: a write or a date passing between the reads only makes the next call rebuild.
  const refreshAt = await nextScheduledDate();
  const json = JSON.stringify({
    success: true,
    publications: await listLegacyPublications(options),
  });
  const entry = { token: state.token ?? "", refreshAt, bytes: encoder.encode(json) };
  // Without its token (a database the migration has not reached) nothing is kept.
  if (state.token) entries.set(key, entry);
  return entry;
}

/**
 * The answer as `Response.json` gave it, from bytes encoded once, and compressed once for clients
 * that take gzip (lib/api/precompressed.ts).
 */
export function legacyPublicationsResponse(entry: Entry, request: Request): Promise<Response> {
  return precompressedResponse(entry, request, { "Content-Type": "application/json" });
}
