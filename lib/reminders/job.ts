import "server-only";
import { eq, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import type { EmailKind } from "@/lib/db/enums";
import { memberReminders, users } from "@/lib/db/schema";
import { savedCardLabel } from "@/lib/email/notices";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { membershipStatesFor } from "@/lib/membership/reads";
import { isLiveSubscription } from "@/lib/membership/state";
import { findTier } from "@/lib/membership/tiers";
import { profileEditPath } from "@/lib/urls";
import MembershipReminderEmail, {
  reminderSubjects,
} from "@/lib/email/templates/membership-reminder";
import { dueReminder, type MemberSituation, type ReminderKind } from "./rules";

// The reminders' part of the daily job: each member's situation today decides the notice due
// (lib/reminders/rules.ts); the row in `member_reminders` (unique per member, kind and period)
// and the e-mail are written in one transaction, so a second run or a second instance writes
// nothing twice. The outbox's sender sends them after the commit and retries what the provider
// refuses; the job's figures count the reminders written.

const CHUNK = 1000;

/** The notice the provider's events send for the same news, if any. */
const EVENT_NOTICES: Partial<Record<ReminderKind, EmailKind>> = {
  "past-due": "renewal-declined",
  expired: "membership-ended",
};

async function toldByEvent(tx: Database, userId: string, kind: ReminderKind): Promise<boolean> {
  const notice = EVENT_NOTICES[kind];
  if (!notice) return false;
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`select 1 as one from email_outbox
      where user_id = ${userId}::uuid and kind = ${notice}
        and created_at > now() - interval '30 days'
      limit 1`,
  );
  return rows.length > 0;
}

/** Members with something to be reminded of: a subscription, a payment, an offered year or imported dues. */
async function candidateMembers(): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    getDb(),
    sql`select u.id from users u
        where u.anonymized_at is null
          and (exists (select 1 from subscriptions s where s.user_id = u.id)
               or exists (select 1 from payments p where p.user_id = u.id and p.status = 'succeeded')
               or exists (select 1 from signups g where g.user_id = u.id and g.free_year_ends_at is not null)
               or u.imported_paid_until is not null)
        order by u.id`,
  );
  return rows.map((row) => row.id);
}

export async function runReminderJob({ now }: { now: Date }): Promise<Record<string, number>> {
  const db = getDb();
  const sent: Record<string, number> = {};
  const ids = await candidateMembers();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const states = await membershipStatesFor(chunk, { now });
    for (const [userId, billing] of states) {
      const subscription = billing.subscription;
      const chargesAutomatically =
        subscription !== null &&
        isLiveSubscription(subscription.status) &&
        !subscription.cancelAtPeriodEnd;
      // The amount is not part of the decision: it is read below, for the e-mail, when one is due.
      const situation: MemberSituation = {
        state: billing.state.state,
        validUntil: billing.state.date,
        chargesAutomatically,
        renewalAmountCents: 0,
      };
      const due = dueReminder(situation, now);
      if (!due) continue;

      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(memberReminders)
          .values({ userId, kind: due.kind, periodEnd: due.periodEnd, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: memberReminders.id });
        if (!claimed) return false;
        // The event itself already told them (a declined renewal, the end of the subscription):
        // the reminder is done, without a second e-mail.
        if (await toldByEvent(tx, userId, due.kind)) return false;
        const [member] = await tx
          .select({ email: users.email, firstname: users.firstname, tierId: users.tierId })
          .from(users)
          .where(eq(users.id, userId));
        const tier = member ? await findTier(subscription?.tierId ?? member.tierId, tx) : null;
        if (!member) return false;
        const date = formatDate(due.periodEnd, PROFILE_YEAR_RANGE);
        await queueEmail(tx, {
          kind: "membership-reminder",
          to: member.email,
          userId,
          subject: reminderSubjects[due.kind](date),
          react: MembershipReminderEmail({
            kind: due.kind,
            firstname: member.firstname,
            date,
            amount: formatEuros(tier?.priceCents ?? 0),
            card: await savedCardLabel(tx, userId),
            paymentUrl: `${env.siteUrl}${profileEditPath(userId, "payment")}`,
          }),
          idempotencyKey: `reminder:${claimed.id}`,
        });
        return true;
      });
      if (queued) sent[due.kind] = (sent[due.kind] ?? 0) + 1;
    }
  }
  if (Object.keys(sent).length > 0) await sendQueuedEmailsSoon();
  return sent;
}
