import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Audience } from "@/lib/auth/audience";
import { publications } from "@/lib/db/schema";

/**
 * The publications an audience may read (lib/auth/audience.ts), as a condition on the
 * `publications` table: every query of publications, their documents and their feeds uses it.
 */
export function readableBy(audience: Audience): SQL | undefined {
  if (audience === "admins") return undefined;
  const published = lte(publications.pubdate, sql`now()`);
  return audience === "public"
    ? and(eq(publications.subscribersOnly, false), published)
    : published;
}
