import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Audience } from "@/lib/auth/audience";
import { getDb } from "@/lib/db";
import { files, publicationAttachments, publications, type PublicationType } from "@/lib/db/schema";
import { attachmentColumns, type AttachmentSummary } from "@/lib/publications/queries";
import { readableBy } from "@/lib/publications/visibility";
import { normalizeSearchText } from "@/lib/search-text";

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
    .where(and(eq(files.kind, "document"), readableBy(options.audience)))
    .orderBy(desc(publications.pubdate), asc(publicationAttachments.position));
  const needle = normalizeSearchText(options.query ?? "").trim();
  return rows
    .map((row) => ({
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
    }))
    .filter(
      (doc) =>
        !needle ||
        normalizeSearchText(
          `${doc.title} ${doc.description} ${doc.fileName} ${doc.publication.title}`,
        ).includes(needle),
    );
}
