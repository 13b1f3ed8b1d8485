import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { deleteUnreferencedFiles, storedFileId } from "@/lib/files/cleanup";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb, type Database } from "@/lib/db";
import { files, publicationAttachments, publications } from "@/lib/db/schema";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { contentMessages } from "@/lib/validation/content";
import { isUuid } from "@/lib/validation/ids";
import { cacheTags, revalidateContent } from "@/lib/cache-tags";
import { derivedTextColumns } from "./rules";
import { typeWithParticiple } from "./labels";
import type { PublicationInput } from "./schemas";

// Writes of publications (staff's, and the newsletter's archive): the item, its attachments, the
// files it no longer uses (a replaced cover, removed documents, all of them when it is deleted,
// unless another item uses them) and the audit rows in one transaction, then the visitor cache
// (home, lists, item pages, RSS, sitemap) expires at once.

export const PUBLICATION_NOT_FOUND = "Publication introuvable.";

/** A publication as written: the editor's input with its content as stored (Tiptap JSON text). */
export type PublicationRecord = Omit<PublicationInput, "content" | "attachmentTitles"> & {
  content: string;
  attachmentTitles?: Record<string, string>;
};

function stored(input: PublicationInput): PublicationRecord {
  return { ...input, content: JSON.stringify(input.content) };
}

function columns(input: PublicationRecord) {
  return {
    ...(input.draft === undefined ? {} : { draft: input.draft }),
    type: input.type,
    title: input.title,
    content: input.content,
    ...derivedTextColumns(input.title, input.content),
    pubdate: input.pubdate,
    picture: input.picture,
    tags: input.tags,
    homepage: input.homepage,
    subscribersOnly: input.subscribersonly,
  };
}

async function replaceAttachments(
  tx: Database,
  publicationId: string,
  fileIds: string[],
  titles: Record<string, string> = {},
): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, ids), eq(files.kind, "document")));
    if (found.length !== ids.length)
      throw new ValidationError(contentMessages.attachmentMissing, {
        attachmentIds: contentMessages.attachmentMissing,
      });
  }
  await tx
    .delete(publicationAttachments)
    .where(eq(publicationAttachments.publicationId, publicationId));
  if (ids.length > 0)
    await tx
      .insert(publicationAttachments)
      .values(ids.map((fileId, position) => ({ publicationId, fileId, position })));
  for (const fileId of ids) {
    const title = titles[fileId];
    if (title)
      await tx
        .update(files)
        .set({ title })
        .where(and(eq(files.id, fileId), eq(files.kind, "document")));
  }
}

/**
 * Inserts a publication, its attachments and its audit row in the caller's transaction. The caller
 * expires the visitor cache after the commit (`revalidateContent(cacheTags.publications)`).
 */
export async function insertPublication(
  tx: Database,
  actor: { id: string } | null,
  input: PublicationRecord,
): Promise<string> {
  const [row] = await tx
    .insert(publications)
    .values({ ...columns(input), createdBy: actor?.id ?? null, updatedBy: actor?.id ?? null })
    .returning({ id: publications.id });
  if (!row) throw new Error("insert returned no row");
  await replaceAttachments(tx, row.id, input.attachmentIds, input.attachmentTitles);
  await recordAudit(tx, {
    actor,
    action: "publication.create",
    subject: { type: "publication", id: row.id },
    summary: `${typeWithParticiple(input.type, input.title, "créé")}${input.draft ? " (brouillon)" : ""}`,
    details: { type: input.type, attachments: input.attachmentIds.length, draft: !!input.draft },
  });
  return row.id;
}

export async function createPublication(
  viewer: Viewer,
  input: PublicationInput,
): Promise<{ id: string }> {
  const id = await getDb().transaction((tx) => insertPublication(tx, viewer, stored(input)));
  revalidateContent(cacheTags.publications);
  return { id };
}

export async function updatePublication(
  viewer: Viewer,
  id: string,
  input: PublicationInput,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new NotFoundError(PUBLICATION_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(publications)
      .where(eq(publications.id, id))
      .for("update");
    if (!current) throw new NotFoundError(PUBLICATION_NOT_FOUND);
    const next = columns(stored(input));
    const previousAttachments = await tx
      .select({ fileId: publicationAttachments.fileId })
      .from(publicationAttachments)
      .where(eq(publicationAttachments.publicationId, id))
      .orderBy(publicationAttachments.position);
    await tx
      .update(publications)
      .set({ ...next, updatedAt: new Date(), updatedBy: viewer.id })
      .where(eq(publications.id, id));
    await replaceAttachments(tx, id, input.attachmentIds, input.attachmentTitles);
    const changed = [
      current.title !== next.title && "titre",
      current.content !== next.content && "contenu",
      current.pubdate.getTime() !== next.pubdate.getTime() && "date",
      current.type !== next.type && "type",
      current.picture !== next.picture && "image",
      JSON.stringify(current.tags) !== JSON.stringify(next.tags) && "tags",
      current.homepage !== next.homepage && "page d’accueil",
      current.subscribersOnly !== next.subscribersOnly && "abonnés seulement",
      next.draft !== undefined &&
        current.draft !== next.draft &&
        (next.draft ? "repassé en brouillon" : "publié"),
      JSON.stringify(previousAttachments.map((row) => row.fileId)) !==
        JSON.stringify([...new Set(input.attachmentIds)]) && "documents",
    ].filter((field): field is string => Boolean(field));
    await recordAudit(tx, {
      actor: viewer,
      action: "publication.update",
      subject: { type: "publication", id },
      summary: `${typeWithParticiple(next.type, next.title, "modifié")}${changed.length > 0 ? ` (${changed.join(", ")})` : " (aucun changement)"}`,
      details: { changed },
    });
    const removed = [
      current.picture !== next.picture ? storedFileId(current.picture) : null,
      ...previousAttachments
        .map((row) => row.fileId)
        .filter((fileId) => !input.attachmentIds.includes(fileId)),
    ];
    await deleteUnreferencedFiles(tx, viewer, removed, `retiré de «\u00a0${next.title}\u00a0»`);
  });
  revalidateContent(cacheTags.publications);
  return { id };
}

export async function deletePublication(viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(PUBLICATION_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const attachments = await tx
      .select({ fileId: publicationAttachments.fileId })
      .from(publicationAttachments)
      .where(eq(publicationAttachments.publicationId, id));
    // Attachment rows go with the item (cascade); then its files, unless another item uses them.
    const [deleted] = await tx.delete(publications).where(eq(publications.id, id)).returning({
      title: publications.title,
      type: publications.type,
      picture: publications.picture,
    });
    if (!deleted) throw new NotFoundError(PUBLICATION_NOT_FOUND);
    await recordAudit(tx, {
      actor: viewer,
      action: "publication.delete",
      subject: { type: "publication", id },
      summary: typeWithParticiple(deleted.type, deleted.title, "supprimé"),
      details: { type: deleted.type },
    });
    await deleteUnreferencedFiles(
      tx,
      viewer,
      [storedFileId(deleted.picture), ...attachments.map((row) => row.fileId)],
      `avec «\u00a0${deleted.title}\u00a0»`,
    );
  });
  revalidateContent(cacheTags.publications);
}
