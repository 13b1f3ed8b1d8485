import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { refreshNewsletters } from "./dispatch";

// Deliveries « à vérifier »: a batch call interrupted too long ago to repeat with its key (the
// provider may have accepted it, and no longer remembers the key). Only a person can tell, from
// the provider's log: the admin then marks them sent, or puts them back in the queue, accepting
// that someone may get the letter twice. Nothing else ever touches them.

export const UNVERIFIED_OUTCOMES = ["sent", "resend"] as const;
export type UnverifiedOutcome = (typeof UNVERIFIED_OUTCOMES)[number];

export async function settleUnverifiedDeliveries(
  { newsletterId, outcome }: { newsletterId: string; outcome: UnverifiedOutcome },
  { actor, now = new Date() }: { actor: { id: string }; now?: Date },
): Promise<{ settled: number }> {
  return getDb().transaction(async (tx) => {
    const [newsletter] = await selectRows<{ title: string }>(
      tx,
      sql`select title from newsletters where id = ${newsletterId}::uuid for update`,
    );
    if (!newsletter) throw new NotFoundError("Lettre d’information introuvable.");
    const settled = await selectRows<{ id: string }>(
      tx,
      outcome === "sent"
        ? // Accepted at its first call, as the provider's log shows: that is when it was sent.
          sql`update newsletter_deliveries set status = 'sent', sent_at = coalesce(first_called_at, ${now.toISOString()}::timestamptz),
              error = 'Envoi confirmé par un administrateur'
            where newsletter_id = ${newsletterId}::uuid and status = 'unverified' returning id`
        : // A new batch with a new key: the next run sends them as if never tried.
          sql`update newsletter_deliveries set status = 'pending', batch_key = null, first_called_at = null, claimed_at = null, error = null
            where newsletter_id = ${newsletterId}::uuid and status = 'unverified' returning id`,
    );
    if (settled.length === 0) return { settled: 0 };
    await refreshNewsletters(tx, [newsletterId], now);
    const plural = settled.length > 1 ? "s" : "";
    const count = `${settled.length} envoi${plural} à vérifier`;
    await recordAudit(tx, {
      actor,
      action: outcome === "sent" ? "newsletter.unverified-sent" : "newsletter.unverified-resend",
      subject: { type: "newsletter", id: newsletterId },
      summary: `Lettre d’information «\u00a0${newsletter.title}\u00a0»\u00a0: ${count} ${outcome === "sent" ? `confirmé${plural} envoyé${plural}` : "remis en file d’envoi"}`,
      details: { count: settled.length },
    });
    return { settled: settled.length };
  });
}
