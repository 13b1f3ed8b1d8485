import "server-only";
import { and, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb, type Database } from "@/lib/db";
import {
  newsletterDeliveries,
  newsletters,
  publications,
  type NewsletterAudience,
  type NewsletterCard,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ConflictError } from "@/lib/errors";
import { insertPublication } from "@/lib/publications/writes";
import { excerpt } from "@/lib/rich-text";
import { itemPath } from "@/lib/urls";
import { cacheTags, revalidateContent } from "@/lib/cache-tags";
import { recipientCountMessage } from "./messages";
import { isMembersOnlyAudience, listNewsletterRecipients } from "./recipients";
import { newsletterSettings, type NewsletterSettings } from "./settings";

// Queuing a newsletter: in one transaction, the newsletter, one delivery row per recipient
// (unique per newsletter and lower-cased address) and, outside debug mode, its archive entry on
// the site (a publication of type newsletter, subscribers-only when the send was for members,
// written by lib/publications/writes.ts with its audit row; the visitor cache expires after the
// commit). Sending is lib/newsletter/dispatch.ts.

export type QueueRequest = {
  title: string;
  content: string;
  publicationIds: string[];
  audience: NewsletterAudience;
};

export type QueuedNewsletter = {
  newsletterId: string;
  totalRecipients: number;
  isDebug: boolean;
  publicationId: string | null;
};

/**
 * The recipients' count confirmed before a send is missing, or no longer the count: nothing is
 * queued, and the answer gives the count now.
 */
export class RecipientCountError extends ConflictError {
  constructor(
    expected: number | null,
    readonly recipients: number,
  ) {
    super(recipientCountMessage(expected, recipients));
  }

  override get answer() {
    return { recipients: this.recipients };
  }
}

const INSERT_CHUNK = 1000;
const EXCERPT_LENGTH = 200;

export async function queueNewsletter(
  request: QueueRequest,
  {
    actor,
    now = new Date(),
    settings = newsletterSettings(),
    expectedRecipients,
  }: {
    actor: { id: string } | null;
    now?: Date;
    settings?: NewsletterSettings;
    /**
     * The count the sender confirmed (« Envoyer « … » à 127 destinataires maintenant ? »), null
     * when none was given: the send is refused unless it is the count now. Left out by callers
     * that confirm nothing (the benchmark).
     */
    expectedRecipients?: number | null;
  },
): Promise<QueuedNewsletter> {
  const isDebug = settings.debug.enabled;
  const queued = await getDb().transaction(async (tx) => {
    const cards = await loadCards(request.publicationIds, tx);
    let recipients = await listNewsletterRecipients(request.audience, { now, db: tx });
    // Debug mode: a few deliveries only, all of them sent to the test address.
    if (isDebug) recipients = recipients.slice(0, settings.debug.limit);
    // Counted in the transaction that writes the deliveries: what is sent is what was confirmed.
    if (expectedRecipients !== undefined && expectedRecipients !== recipients.length)
      throw new RecipientCountError(expectedRecipients, recipients.length);
    const done = recipients.length === 0;

    // The archive on the site goes through the publications write path (its audit row too).
    const publicationId = isDebug
      ? null
      : await insertPublication(tx, actor, {
          type: "newsletter",
          title: request.title,
          content: request.content,
          pubdate: now,
          // A letter sent to members only is archived for members only.
          subscribersonly: isMembersOnlyAudience(request.audience),
          homepage: false,
          tags: [],
          picture: null,
          attachmentIds: [],
        });

    const [newsletter] = await tx
      .insert(newsletters)
      .values({
        title: request.title,
        content: request.content,
        publicationIds: cards.map((card) => card.id),
        cards,
        audience: request.audience,
        isDebug,
        status: done ? "sent" : "queued",
        totalRecipients: recipients.length,
        publicationId,
        createdBy: actor?.id ?? null,
        createdAt: now,
        completedAt: done ? now : null,
      })
      .returning({ id: newsletters.id });
    if (!newsletter) throw new Error("lettre d’information insert returned nothing");

    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      await tx.insert(newsletterDeliveries).values(
        recipients.slice(start, start + INSERT_CHUNK).map((recipient, i) => ({
          newsletterId: newsletter.id,
          email: recipient.email,
          isMember: recipient.isMember,
          // Distinct times keep the sending order stable (created_at, then id).
          createdAt: new Date(now.getTime() + start + i),
        })),
      );
    }

    await recordAudit(tx, {
      actor,
      action: "newsletter.queue",
      subject: { type: "newsletter", id: newsletter.id },
      summary: `Lettre d’information «\u00a0${request.title}\u00a0» mise en file pour ${recipients.length} destinataire${recipients.length > 1 ? "s" : ""}${isDebug ? " (mode debug)" : ""}`,
      details: {
        totalRecipients: recipients.length,
        audience: request.audience,
        publicationIds: cards.map((c) => c.id),
        isDebug,
      },
    });
    return {
      newsletterId: newsletter.id,
      totalRecipients: recipients.length,
      isDebug,
      publicationId,
    };
  });
  if (queued.publicationId) revalidateContent(cacheTags.publications);
  return queued;
}

/** The chosen publications as they are now (unknown or scheduled ids are dropped). */
export async function loadCards(ids: string[], db: Database = getDb()): Promise<NewsletterCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: publications.id,
      type: publications.type,
      title: publications.title,
      text: publications.contentText,
      pubdate: publications.pubdate,
      subscribersOnly: publications.subscribersOnly,
    })
    .from(publications)
    .where(
      and(
        inArray(publications.id, ids),
        eq(publications.draft, false),
        lte(publications.pubdate, sql`now()`),
      ),
    )
    .orderBy(desc(publications.pubdate));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pubdate: row.pubdate.toISOString(),
    excerpt: excerpt(row.text, EXCERPT_LENGTH),
    url: `${env.siteUrl}${itemPath(row)}`,
    subscribersOnly: row.subscribersOnly,
  }));
}

export type RecentPublication = { id: string; title: string; type: string; pubdate: string };

/** Publications offered in the composer: the last 3 months (spec §9), newsletters excluded. */
export async function listRecentPublications(now = new Date()): Promise<RecentPublication[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - 3);
  const rows = await getDb()
    .select({
      id: publications.id,
      title: publications.title,
      type: publications.type,
      pubdate: publications.pubdate,
    })
    .from(publications)
    .where(
      and(
        gte(publications.pubdate, since),
        lte(publications.pubdate, now),
        eq(publications.draft, false),
        ne(publications.type, "newsletter"),
      ),
    )
    .orderBy(desc(publications.pubdate))
    .limit(100);
  return rows.map((row) => ({ ...row, pubdate: row.pubdate.toISOString() }));
}
