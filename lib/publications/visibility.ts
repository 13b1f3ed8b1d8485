import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Audience } from "@/lib/auth/audience";
import { publications } from "@/lib/db/schema";

/**
 * Listed items (home page, lists, search): drafts are kept out for every audience, administrators
 * included, since lists read as the site visitors see; a draft is reached from the admin screens.
 */
export function listedFor(audience: Audience): SQL | undefined {
  return and(eq(publications.draft, false), readableBy(audience));
}

/**
 * The publications an audience may read (lib/auth/audience.ts), as a condition on the
 * `publications` table: every query of publications, their documents and their feeds uses it.
 */
export function readableBy(audience: Audience): SQL | undefined {
  if (audience === "admins") return undefined;
  const published = and(eq(publications.draft, false), lte(publications.pubdate, sql`now()`));
  return audience === "public"
    ? and(eq(publications.subscribersOnly, false), published)
    : published;
}
