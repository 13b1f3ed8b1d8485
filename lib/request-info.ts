import "server-only";
import { headers } from "next/headers";

/**
 * The client's address for rate limits: the first X-Forwarded-For entry, as set by the platform
 * in front of the app (Vercel, a reverse proxy); Next sets it from the socket when alone.
 */
export async function clientIp(): Promise<string> {
  const all = await headers();
  return ipFromHeaders(all);
}

export function ipFromHeaders(all: Headers): string {
  const forwarded = all.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || all.get("x-real-ip") || "unknown";
}
