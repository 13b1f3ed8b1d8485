import "server-only";
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Audience } from "@/lib/auth/audience";
import { getDb } from "@/lib/db";
import { files, publicationAttachments, publications, type PublicationType } from "@/lib/db/schema";
import { richTextToHtml } from "@/lib/rich-text";
import { searchNeedle } from "@/lib/search-text";
import { isUuid } from "@/lib/validation/ids";
import { isYearTag, tagPanel } from "@/lib/tags";
import { listedFor, readableBy } from "./visibility";

// Reads of publications. Visitors ("public" audience) never receive subscribers-only items;
// members do. Items dated in the future are scheduled: only administrators see them before
// their date. Results are plain JSON (dates as ISO strings), so that they can go through Next's
// data cache unchanged.

export type PublicationCard = {
  id: string;
  type: PublicationType;
  title: string;
  /** The beginning of the plain text, long enough for any excerpt (cut by the view). */
  text: string;
  pubdate: string;
  picture: string | null;
  tags: string[];
  homepage: boolean;
  subscribersOnly: boolean;
  hasAttachments: boolean;
};

export type AttachmentSummary = {
  id: string;
  title: string;
  description: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
};

export type PublicationDetail = PublicationCard & {
  /** Sanitised HTML of the content; empty when the item has only a title. */
  html: string;
  /** Not published yet: only administrators reach it. */
  draft: boolean;
  attachments: AttachmentSummary[];
};

export const LIST_PAGE_SIZE = 24;
export const HOMEPAGE_LIMIT = 12;
const HOMEPAGE_WINDOW_MONTHS = 6;

const cardColumns = {
  id: publications.id,
  type: publications.type,
  title: publications.title,
  text: sql<string>`left(${publications.contentText}, 220)`,
  pubdate: publications.pubdate,
  picture: publications.picture,
  tags: publications.tags,
  homepage: publications.homepage,
  subscribersOnly: publications.subscribersOnly,
  hasAttachments: sql<boolean>`exists (select 1 from ${publicationAttachments} where ${publicationAttachments.publicationId} = ${publications.id})`,
};

type CardRow = Omit<PublicationCard, "pubdate"> & { pubdate: Date };

function toCard(row: CardRow): PublicationCard {
  return { ...row, pubdate: row.pubdate.toISOString() };
}

/**
 * Home "Notre actualité" (spec §9): flagged homepage, dated within the last six months and not in
 * the future, newest first; visitors never see subscribers-only items.
 */
export async function listHomepagePublications(options: {
  audience: Audience;
  now?: Date;
}): Promise<PublicationCard[]> {
  const now = options.now ?? new Date();
  const windowStart = new Date(now);
  windowStart.setMonth(windowStart.getMonth() - HOMEPAGE_WINDOW_MONTHS);
  const rows = await getDb()
    .select(cardColumns)
    .from(publications)
    .where(
      and(
        eq(publications.homepage, true),
        lte(publications.pubdate, now),
        gte(publications.pubdate, windowStart),
        listedFor(options.audience),
      ),
    )
    .orderBy(desc(publications.pubdate), asc(publications.id))
    .limit(HOMEPAGE_LIMIT);
  return rows.map(toCard);
}

export type ListFilters = {
  type: PublicationType;
  /** Free text: case- and accent-insensitive, over the title and the plain-text content. */
  query?: string;
  /** Reading (a) of spec §5: an item must carry every selected tag. */
  tags?: string[];
  page?: number;
};

export type PublicationList = {
  items: PublicationCard[];
  total: number;
  page: number;
  pageCount: number;
  /** Unique display tags of every listed item (all pages), sorted without case. */
  tags: string[];
};

export async function listPublications(
  options: ListFilters & { audience: Audience },
): Promise<PublicationList> {
  const where = and(
    eq(publications.type, options.type),
    listedFor(options.audience),
    tagCondition(options.tags),
    searchCondition(options.query),
  );
  const db = getDb();
  const [totalRow] = await db.select({ n: count() }).from(publications).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1)), pageCount);
  const [rows, tagRows] = await Promise.all([
    db
      .select(cardColumns)
      .from(publications)
      .where(where)
      .orderBy(desc(publications.pubdate), asc(publications.id))
      .limit(LIST_PAGE_SIZE)
      .offset((page - 1) * LIST_PAGE_SIZE),
    db
      .selectDistinct({ tag: sql<string>`unnest(${publications.tags})` })
      .from(publications)
      .where(where),
  ]);
  return {
    items: rows.map(toCard),
    total,
    page,
    pageCount,
    tags: tagPanel([{ tags: tagRows.map((row) => row.tag) }]),
  };
}

function tagCondition(tags: string[] | undefined): SQL | undefined {
  const selected = (tags ?? []).map((tag) => tag.trim()).filter((tag) => tag && !isYearTag(tag));
  if (selected.length === 0) return undefined;
  return sql`${publications.tags} @> ${sql.param(selected)}::text[]`;
}

/**
 * A query matches when the normalised text contains it (spec §5), or when all its words match
 * with French stemming ("radiologues hôpital" finds "radiologue … hôpitaux").
 */
function searchCondition(query: string | undefined): SQL | undefined {
  const normalised = searchNeedle(query ?? "");
  if (!normalised) return undefined;
  const pattern = `%${normalised.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(${publications.searchText} like ${pattern} or ${publications.searchVector} @@ websearch_to_tsquery('french', ${normalised}))`;
}

/** One publication with its attachments, or null when it does not exist for this audience. */
export async function getPublicationDetail(options: {
  id: string;
  type?: PublicationType;
  audience: Audience;
}): Promise<PublicationDetail | null> {
  if (!isUuid(options.id)) return null;
  const [row] = await getDb()
    .select({ ...cardColumns, content: publications.content, draft: publications.draft })
    .from(publications)
    .where(
      and(
        eq(publications.id, options.id),
        options.type ? eq(publications.type, options.type) : undefined,
        readableBy(options.audience),
      ),
    );
  if (!row) return null;
  const { content, draft, ...card } = row;
  return {
    ...toCard(card),
    draft,
    html: richTextToHtml(content),
    attachments: await listAttachments(row.id),
  };
}

/** What pages show of a document (never its bytes). */
export const attachmentColumns = {
  id: files.id,
  title: files.title,
  description: files.description,
  fileName: files.fileName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
};

export async function listAttachments(publicationId: string): Promise<AttachmentSummary[]> {
  return getDb()
    .select(attachmentColumns)
    .from(publicationAttachments)
    .innerJoin(files, eq(files.id, publicationAttachments.fileId))
    .where(eq(publicationAttachments.publicationId, publicationId))
    .orderBy(asc(publicationAttachments.position));
}

/** The legacy API's publication shape (spec §7), for the given audience. */
export type LegacyPublication = {
  id: string;
  title: string;
  content: string;
  tags: string[];
  pubdate: string;
  subscribersonly: boolean;
  homepage: boolean;
  picture: string | null;
  attachmentIds: string[];
  type: PublicationType;
  slug: string;
};

export async function listLegacyPublications(options: {
  audience: Audience;
  type?: PublicationType;
  id?: string;
}): Promise<LegacyPublication[]> {
  if (options.id !== undefined && !isUuid(options.id)) return [];
  const rows = await getDb()
    .select({
      id: publications.id,
      title: publications.title,
      content: publications.content,
      tags: publications.tags,
      pubdate: publications.pubdate,
      subscribersonly: publications.subscribersOnly,
      homepage: publications.homepage,
      picture: publications.picture,
      type: publications.type,
      attachmentIds: sql<
        string[]
      >`coalesce((select array_agg(${publicationAttachments.fileId} order by ${publicationAttachments.position}) from ${publicationAttachments} where ${publicationAttachments.publicationId} = ${publications.id}), '{}')`,
    })
    .from(publications)
    .where(
      and(
        options.type ? eq(publications.type, options.type) : undefined,
        options.id ? eq(publications.id, options.id) : undefined,
        readableBy(options.audience),
      ),
    )
    .orderBy(desc(publications.pubdate), asc(publications.id));
  return rows.map((row) => ({
    ...row,
    pubdate: row.pubdate.toISOString(),
    slug: `publication-${row.id}`,
  }));
}

/** Ids and dates of every public publication (sitemap). */
export async function listPublicPublicationEntries() {
  const rows = await getDb()
    .select({ id: publications.id, type: publications.type, updatedAt: publications.updatedAt })
    .from(publications)
    .where(readableBy("public"))
    .orderBy(desc(publications.pubdate));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** Latest public items of one type (RSS feed). */
export async function listFeedItems(type: PublicationType, limit = 30): Promise<PublicationCard[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(publications)
    .where(and(eq(publications.type, type), readableBy("public")))
    .orderBy(desc(publications.pubdate))
    .limit(limit);
  return rows.map(toCard);
}
