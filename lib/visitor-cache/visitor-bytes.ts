import "server-only";
import { decodeSessionToken } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import type { CacheTag } from "./index";

// What the app tells our Node server's in-memory copy of visitors' answers
// (scripts/visitor-bytes.mjs, issue #21), besides the pages Next itself marks as cached.

/** Internal headers of an answer the server may keep for visitors (never sent to a client). */
export const VISITOR_BYTES_TAG_HEADER = "x-srh-visitor-bytes";
export const VISITOR_BYTES_UNTIL_HEADER = "x-srh-visitor-bytes-until";

/**
 * Marks a route handler's answer as the same for every visitor, dropped when `tag` changes and at
 * `until` at the latest (the next scheduled item, say). Only behind scripts/serve.mjs, which removes
 * these headers; elsewhere (Vercel) nothing is added.
 */
export function markVisitorBytes(headers: Headers, tag: CacheTag, until: Date | null): void {
  if (!env.SRH_PRECOMPRESSED_RESPONSES) return;
  headers.set(VISITOR_BYTES_TAG_HEADER, tag);
  if (until) headers.set(VISITOR_BYTES_UNTIL_HEADER, String(until.getTime()));
}

const SESSION_CHECK = Symbol.for("srh.session-check");

/**
 * Lets the server tell a session cookie from a junk one before Next, with the app's own decoder
 * (secret, format, expiry): a cookie that decodes is a session and goes through Next; anything
 * else is served the visitors' bytes, as proxy.ts serves it the visitors' cached page.
 */
export function registerSessionCheck(): void {
  (globalThis as { [SESSION_CHECK]?: (token: string) => Promise<boolean> })[SESSION_CHECK] = async (
    token,
  ) => (await decodeSessionToken(token)) !== null;
}
