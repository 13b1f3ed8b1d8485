import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import type { Database } from "@/lib/db";
import {
  faqs,
  files,
  links,
  newsletters,
  publicationAttachments,
  publications,
} from "@/lib/db/schema";
import { formatFileSize } from "@/lib/format/numbers";
import { isUuid } from "@/lib/validation/ids";

// Files go with the content that used them: a publication's cover and documents when it is
// deleted, a replaced cover or a removed document when it is edited, a link's logo with its link,
// unless something else still points to them (another item's cover, attachments or text, a link,
// an FAQ answer, a newsletter). Called inside the content write's transaction, after the rows
// changed, so that the row, its files and their audit rows go together or not at all.

const STORED_FILE = [
  /^\/images\/([0-9a-f-]{36})$/i,
  /^\/api\/files\?(?:[^#]*&)?id=([0-9a-f-]{36})(?:[&#]|$)/i,
];

/** The id of one of our stored files an address points to (`/images/<id>`, a download link), or null. */
export function storedFileId(address: string | null | undefined): string | null {
  const value = address?.trim().replace(/^https?:\/\/[^/]+/i, "") ?? "";
  for (const pattern of STORED_FILE) {
    const id = pattern.exec(value)?.[1];
    if (isUuid(id)) return id.toLowerCase();
  }
  return null;
}

/**
 * Deletes those of `fileIds` that nothing references any more, each with a `file.delete` audit row
 * (`actor` null: the daily job's purge of uploads never used).
 */
export async function deleteUnreferencedFiles(
  tx: Database,
  actor: Viewer | null,
  fileIds: (string | null)[],
  because: string,
): Promise<string[]> {
  const ids = [...new Set(fileIds.filter((id): id is string => isUuid(id)))];
  if (ids.length === 0) return [];
  // Ids are UUIDs: a text that contains one points to that file.
  const mentions = (column: unknown) => sql`strpos(coalesce(${column}, ''), ${files.id}::text) > 0`;
  const unused = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        sql`not exists (select 1 from ${publicationAttachments} where ${publicationAttachments.fileId} = ${files.id})`,
        sql`not exists (select 1 from ${publications} where ${mentions(publications.picture)} or ${mentions(publications.content)})`,
        sql`not exists (select 1 from ${links} where ${mentions(links.logo)})`,
        sql`not exists (select 1 from ${faqs} where ${mentions(faqs.answer)})`,
        sql`not exists (select 1 from ${newsletters} where ${mentions(newsletters.content)})`,
      ),
    )
    .for("update");
  if (unused.length === 0) return [];
  // The bytes go with the row (file_blobs cascades).
  const deleted = await tx
    .delete(files)
    .where(
      inArray(
        files.id,
        unused.map((row) => row.id),
      ),
    )
    .returning({
      id: files.id,
      kind: files.kind,
      fileName: files.fileName,
      sizeBytes: files.sizeBytes,
    });
  for (const file of deleted) {
    await recordAudit(tx, {
      actor,
      action: "file.delete",
      subject: { type: "file", id: file.id },
      summary: `${file.kind === "image" ? "Image supprimée" : "Document supprimé"}\u00a0: ${file.fileName} (${formatFileSize(file.sizeBytes)}), ${because}`,
      details: { kind: file.kind, fileName: file.fileName },
    });
  }
  return deleted.map((file) => file.id);
}
