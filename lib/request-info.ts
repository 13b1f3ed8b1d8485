import "server-only";
import { headers } from "next/headers";

/** The client's address for rate limits (see ipFromHeaders). */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers());
}

/**
 * The last X-Forwarded-For entry: the one written by the proxy closest to us (Vercel, nginx's
 * $proxy_add_x_forwarded_for), which a client cannot forge; Next sets it from the socket when
 * the request comes straight in. Earlier entries are whatever the client claimed.
 */
export function ipFromHeaders(all: Headers): string {
  const entries = (all.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) || all.get("x-real-ip") || "unknown";
}
