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

const SESSION_DECODER = Symbol.for("srh.session-decoder");

type SessionDecoder = (token: string) => Promise<{ sub: string; jti: string } | null>;

/**
 * Lets the server read a session cookie before Next, with the app's own decoder (secret, format,
 * expiry): a cookie that does not decode is junk, served the visitors' bytes as proxy.ts serves it
 * the visitors' cached page; one that does is a session (its subject and token id key the member's
 * own pages kept in memory, lib/visitor-cache/member-pages.ts). Revocation is not checked here: a
 * revocation is a write, which drops every member's page, and Next then refuses the session.
 */
export function registerSessionDecoder(): void {
  (globalThis as { [SESSION_DECODER]?: SessionDecoder })[SESSION_DECODER] = sessionOf;
}

const sessionOf: SessionDecoder = async (token) => {
  const session = await decodeSessionToken(token);
  return session ? { sub: session.sub, jti: session.jti } : null;
};
