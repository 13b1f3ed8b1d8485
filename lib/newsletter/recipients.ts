import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import type { NewsletterAudience } from "@/lib/db/schema";
import { isAbandonedSignup, memberStateJoin } from "@/lib/membership/state-sql";

// Who receives a newsletter: members with the option on (a proven address, not anonymised) and
// visitors who confirmed their subscription (double opt-in), one row per lower-cased address. An
// address that is both counts as a member. A visitor subscription whose address belongs to a
// member who switched the newsletter off in their profile is not used: the member's switch wins.

export type Recipient = { email: string; isMember: boolean };

/** A send restricted to members, or to some of their states or tiers: visitor subscribers are left out. */
export function isMembersOnlyAudience(audience: NewsletterAudience): boolean {
  return audience.membersOnly || audience.states.length > 0 || audience.tiers.length > 0;
}

export async function listNewsletterRecipients(
  audience: NewsletterAudience,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<Recipient[]> {
  const memberFilters: SQL[] = [
    sql`u.newsletter`,
    sql`u.anonymized_at is null`,
    sql`u.email_verified_at is not null`,
  ];
  // A members' audience is members: an abandoned signup  is a prospect.
  if (isMembersOnlyAudience(audience)) memberFilters.push(sql`not ${isAbandonedSignup}`);
  if (audience.states.length > 0)
    memberFilters.push(
      sql`ms.state in (${sql.join(
        audience.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (audience.tiers.length > 0)
    memberFilters.push(
      sql`u.tier_id in (${sql.join(
        audience.tiers.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  const subscribers = isMembersOnlyAudience(audience)
    ? sql``
    : sql`union all
      select lower(s.email) as email, false as is_member
      from newsletter_subscribers s
      where s.status = 'confirmed'
        and not exists (
          select 1 from users o
          where lower(o.email) = lower(s.email) and o.anonymized_at is null and not o.newsletter
        )`;
  return selectRows<Recipient>(
    db,
    sql`select email, bool_or(is_member) as "isMember"
      from (
        select lower(u.email) as email, true as is_member
        from users u ${memberStateJoin(now)}
        where ${sql.join(memberFilters, sql` and `)}
        ${subscribers}
      ) r
      group by email
      order by email`,
  );
}

/**
 * How many e-mails a send to `audience` would write now (the confirmation "Envoyer « … » à 127
 * destinataires maintenant ?"): the recipients, or the debug mode's few.
 */
export async function countNewsletterRecipients(
  audience: NewsletterAudience,
  {
    now = new Date(),
    db = getDb(),
    debugLimit = null,
  }: { now?: Date; db?: Database; debugLimit?: number | null } = {},
): Promise<number> {
  const recipients = await listNewsletterRecipients(audience, { now, db });
  return debugLimit === null ? recipients.length : Math.min(recipients.length, debugLimit);
}
