import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Audience } from "@/lib/auth/audience";
import { getDb } from "@/lib/db";
import {
  fileBlobs,
  files,
  publicationAttachments,
  publications,
  type FileRecord,
} from "@/lib/db/schema";
import { readableBy as publicationReadableBy } from "./visibility";
import { downloadPath } from "@/lib/urls";
import { isUuid } from "@/lib/validation/ids";

// Who may open a file (here, beside the publications a document follows): images (covers, logos) are public; a document follows the publications
// it is attached to — visitors need one published item that is not subscribers-only, members one
// published item; documents attached to nothing are for administrators only.

export type LegacyDocument = {
  id: string;
  title: string;
  description: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  filePath: string;
  uploadedBy: string | null;
};

function readableBy(audience: Audience): SQL | undefined {
  if (audience === "admins") return undefined;
  return sql`(${files.kind} = 'image' or exists (
    select 1 from ${publicationAttachments}
    join ${publications} on ${publications.id} = ${publicationAttachments.publicationId}
    where ${publicationAttachments.fileId} = ${files.id} and ${publicationReadableBy(audience)}
  ))`;
}

export type FileAccess =
  | { status: "ok"; file: FileRecord; bytes: Uint8Array }
  | { status: "not-found" }
  | { status: "members-only" };

export async function getFileForDownload(id: string, audience: Audience): Promise<FileAccess> {
  if (!isUuid(id)) return { status: "not-found" };
  const db = getDb();
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), readableBy(audience)));
  if (!file) {
    if (audience === "public") {
      // Tell a visitor to log in when a member could open it; otherwise it does not exist.
      const [forMembers] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), readableBy("members")));
      if (forMembers) return { status: "members-only" };
    }
    return { status: "not-found" };
  }
  const [blob] = await db
    .select({ bytes: fileBlobs.bytes })
    .from(fileBlobs)
    .where(eq(fileBlobs.fileId, id));
  if (!blob) return { status: "not-found" };
  return { status: "ok", file, bytes: blob.bytes };
}

/** `GET /api/files?action=list&ids=`: the readable documents among the ids, in the given order. */
export async function listDocumentsByIds(
  ids: string[],
  audience: Audience,
): Promise<LegacyDocument[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await getDb()
    .select()
    .from(files)
    .where(and(inArray(files.id, valid), readableBy(audience)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return valid.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toLegacyDocument(row)] : [];
  });
}

export function toLegacyDocument(row: FileRecord): LegacyDocument {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    fileSize: row.sizeBytes,
    mimeType: row.mimeType,
    filePath: downloadPath(row.id),
    uploadedBy: row.uploadedBy,
  };
}

/** Texts stored before every text was UTF-8 (the demo's) are UTF-8: the charset is said. */
export function servedContentType(mimeType: string): string {
  return /^text\//i.test(mimeType) && !/charset=/i.test(mimeType)
    ? `${mimeType}; charset=utf-8`
    : mimeType;
}

/**
 * Pictures and texts open in the browser; every other document (PDF above all, whose viewer
 * would run from the site's origin) is downloaded (audit finding I1).
 */
export function servedDisposition(mimeType: string): "inline" | "attachment" {
  return /^(image|text)\//i.test(mimeType) ? "inline" : "attachment";
}

/** RFC 6266 Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 5987). */
export function contentDisposition(
  fileName: string,
  disposition: "inline" | "attachment" = "inline",
): string {
  const fallback = fileName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Pictures are public (covers, logos); ids of other files answer nothing. */
export async function getPublicImage(
  id: string,
): Promise<{ mimeType: string; sha256: string; bytes: Uint8Array } | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({ mimeType: files.mimeType, sha256: files.sha256, bytes: fileBlobs.bytes })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.fileId, files.id))
    .where(and(eq(files.id, id), eq(files.kind, "image")));
  return row ?? null;
}
