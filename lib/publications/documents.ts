import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import type { Audience } from "@/lib/auth/audience";
import { getDb } from "@/lib/db";
import { files, publicationAttachments, publications, type PublicationType } from "@/lib/db/schema";
import { attachmentColumns, type AttachmentSummary } from "./queries";
import { listedFor } from "./visibility";
import { normalizeSearchText } from "@/lib/search-text";
import { cacheTags, CACHE_SECONDS } from "@/lib/cache-tags";

// The members' documents page: every document attached to a publication, subscribers-only
// ones included, each with the publication it belongs to.

export type MemberDocument = AttachmentSummary & {
  publication: {
    id: string;
    title: string;
    type: PublicationType;
    pubdate: string;
    subscribersOnly: boolean;
  };
};

/** Members see documents of published items; administrators also those of scheduled ones. */
export async function listMemberDocuments(options: {
  audience: Audience;
  query?: string;
}): Promise<MemberDocument[]> {
  return matching(await listReadableDocuments(options.audience), options.query);
}

/**
 * The same for the /documents page: the list an audience reads is kept until a publication or
 * attachment changes (tag `publications`, on every instance), and at most ten minutes, as the
 * visitors' pages (a scheduled item's documents appear within that). The caller has checked the
 * session and passes the audience it allows.
 */
export async function listMemberDocumentsCached(options: {
  audience: Audience;
  query?: string;
}): Promise<MemberDocument[]> {
  return matching(await cachedReadableDocuments(options.audience), options.query);
}

async function listReadableDocuments(audience: Audience): Promise<MemberDocument[]> {
  const rows = await getDb()
    .select({
      ...attachmentColumns,
      publicationId: publications.id,
      publicationTitle: publications.title,
      type: publications.type,
      pubdate: publications.pubdate,
      subscribersOnly: publications.subscribersOnly,
    })
    .from(publicationAttachments)
    .innerJoin(files, eq(files.id, publicationAttachments.fileId))
    .innerJoin(publications, eq(publications.id, publicationAttachments.publicationId))
    .where(and(eq(files.kind, "document"), listedFor(audience)))
    .orderBy(desc(publications.pubdate), asc(publicationAttachments.position));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    publication: {
      id: row.publicationId,
      title: row.publicationTitle,
      type: row.type,
      pubdate: row.pubdate.toISOString(),
      subscribersOnly: row.subscribersOnly,
    },
  }));
}

const cachedReadableDocuments = unstable_cache(listReadableDocuments, ["member-documents"], {
  tags: [cacheTags.publications],
  revalidate: CACHE_SECONDS,
});

/** The documents whose title, description, file name or publication title hold the search. */
function matching(documents: MemberDocument[], query = ""): MemberDocument[] {
  const needle = normalizeSearchText(query).trim();
  if (!needle) return documents;
  return documents.filter((doc) =>
    normalizeSearchText(
      `${doc.title} ${doc.description} ${doc.fileName} ${doc.publication.title}`,
    ).includes(needle),
  );
}
