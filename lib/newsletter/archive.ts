import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { newsletters, type NewsletterCard } from "@/lib/db/schema";

// The site's archive of a sent letter (a publication of type newsletter) shows the publications
// the letter listed, as the e-mail did, not only its introduction. Read only: the
// cards are written when the letter is queued (./queue.ts).

/** The publications listed by the letter archived as this publication, in the letter's order. */
export async function listedInArchivedLetter(publicationId: string): Promise<NewsletterCard[]> {
  const [row] = await getDb()
    .select({ cards: newsletters.cards })
    .from(newsletters)
    .where(eq(newsletters.publicationId, publicationId))
    .limit(1);
  return row?.cards ?? [];
}
