import type { Database } from "@/lib/db/client";
import { newToken } from "@/lib/tokens";
import { newsletterDeliveries, newsletters, newsletterSubscribers } from "@/lib/db/schema";

// Demo newsletter data: visitors who confirmed their subscription (enough, with the members who
// chose the newsletter, for a send to go past the first 100 and leave some for the daily job) and
// one newsletter already sent, whose archive is the seeded "La lettre du SRH – novembre"; and an
// older one whose last batch was interrupted past the provider's idempotency window: its
// deliveries « à vérifier » wait for staff to settle them (what staff meet after a crash).

export const SEED_SUBSCRIBER_COUNT = 120;
/** October's letter: sent to its first 109 readers, the last 3 set aside « à vérifier ». */
export const SEED_OCTOBER_SENT = 109;
export const SEED_OCTOBER_UNVERIFIED = 3;
// The words lib/newsletter/dispatch.ts sets on the rows it puts aside.
const UNVERIFIED_ERROR =
  "Envoi interrompu, peut-être accepté par le fournisseur\u00a0: trop ancien pour être repris sans risque de doublon";

export async function seedNewsletter(
  tx: Database,
  {
    daysAgo,
    seedId,
    adminId,
  }: { daysAgo: (days: number) => Date; seedId: (key: string) => string; adminId: string | null },
): Promise<void> {
  await tx
    .insert(newsletterSubscribers)
    .values(
      Array.from({ length: SEED_SUBSCRIBER_COUNT }, (_, i) => {
        const n = String(i + 1).padStart(3, "0");
        return {
          id: seedId(`subscriber:${n}`),
          email: `lecteur${n}@example.net`,
          status: "confirmed" as const,
          // Random, not derived from the seed's code (audit finding L7): a token unsubscribes.
          unsubscribeToken: newToken().token,
          createdAt: daysAgo(200 - i),
          confirmedAt: daysAgo(200 - i),
        };
      }),
    )
    .onConflictDoNothing();

  await tx
    .insert(newsletters)
    .values({
      id: seedId("newsletter:novembre"),
      title: "La lettre du SRH – novembre",
      content:
        "<h2>Au sommaire</h2><p>Mobilisation sur la permanence des soins, nouveau bureau, propositions pour l’attractivité\u00a0: retrouvez l’essentiel de l’actualité du mois.</p>",
      status: "sent",
      totalRecipients: 112,
      sentCount: 112,
      failedCount: 0,
      publicationId: seedId("nl-novembre"),
      createdBy: adminId,
      createdAt: daysAgo(8),
      completedAt: daysAgo(7),
    })
    .onConflictDoNothing();

  const october = seedId("newsletter:octobre");
  const octoberTotal = SEED_OCTOBER_SENT + SEED_OCTOBER_UNVERIFIED;
  await tx
    .insert(newsletters)
    .values({
      id: october,
      title: "La lettre du SRH – octobre",
      content:
        "<h2>Au sommaire</h2><p>Rentrée syndicale, négociations sur les gardes et astreintes.</p>",
      status: "sent",
      totalRecipients: octoberTotal,
      sentCount: SEED_OCTOBER_SENT,
      failedCount: 0,
      createdBy: adminId,
      createdAt: daysAgo(38),
      completedAt: daysAgo(36),
    })
    .onConflictDoNothing();
  // The counts above are those the deliveries give (lib/newsletter/dispatch.ts refreshNewsletters).
  await tx
    .insert(newsletterDeliveries)
    .values(
      Array.from({ length: octoberTotal }, (_, i) => {
        const sent = i < SEED_OCTOBER_SENT;
        // The immediate send's 100, the next day's 9, then a call whose run died.
        const batch = i < 100 ? 0 : sent ? 1 : 2;
        return {
          id: seedId(`delivery:octobre:${i}`),
          newsletterId: october,
          email: `lecteur${String(i + 1).padStart(3, "0")}@example.net`,
          status: sent ? ("sent" as const) : ("unverified" as const),
          attempts: 1,
          batchKey: sent ? null : `demo-octobre-${batch}`,
          firstCalledAt: batch === 0 ? daysAgo(38) : daysAgo(37),
          dispatch: batch === 0 ? "immediate" : "daily",
          error: sent ? null : UNVERIFIED_ERROR,
          sentAt: sent ? (batch === 0 ? daysAgo(38) : daysAgo(37)) : null,
          createdAt: daysAgo(38),
        };
      }),
    )
    .onConflictDoNothing();
}
