import { connection } from "next/server";
import { env } from "@/lib/env";

// GET /robots.txt – written per request, so that its Sitemap line carries the SITE_URL the server
// runs with, not the build machine's. `Allow: /` comes after the Disallow lines (read top-down by
// the simplest crawlers).
const DISALLOWED = ["/admin", "/profile", "/api", "/documents", "/cached", "/dev", "/login"];

export async function GET(): Promise<Response> {
  await connection();
  const lines = [
    "User-Agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${env.siteUrl}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
