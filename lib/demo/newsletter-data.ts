import type { Database } from "@/lib/db/client";
import { newToken } from "@/lib/tokens";
import { newsletters, newsletterSubscribers } from "@/lib/db/schema";

// Demo newsletter data: visitors who confirmed their subscription (enough, with the members who
// chose the newsletter, for a send to go past the first 100 and leave some for the daily job) and
// one newsletter already sent, whose archive is the seeded "La lettre du SRH – novembre".

export const SEED_SUBSCRIBER_COUNT = 120;

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
        "<h2>Au sommaire</h2><p>Mobilisation sur la permanence des soins, nouveau bureau, propositions pour l'attractivité : retrouvez l'essentiel de l'actualité du mois.</p>",
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
}
