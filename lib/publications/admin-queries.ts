import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import {
  files,
  publicationAttachments,
  publications,
  users,
  type PublicationType,
} from "@/lib/db/schema";
import { toLegacyDocument, type LegacyDocument } from "@/lib/publications/file-access";
import { richTextToTiptap, type TiptapDoc } from "@/lib/rich-text";
import { isUuid } from "@/lib/validation/ids";

// Reads of the admin screens: every item (scheduled and subscribers-only included), one page at a
// time so that thousands of items stay fast, and one item ready for the editor.

export const ADMIN_PAGE_SIZE = 25;

export type AdminPublicationRow = {
  id: string;
  title: string;
  pubdate: string;
  tags: string[];
  homepage: boolean;
  subscribersOnly: boolean;
  draft: boolean;
  preview: string;
};

export type DraftRow = {
  id: string;
  type: PublicationType;
  title: string;
  /** Who saved it last ("" when that account is gone), and when. */
  updatedByName: string;
  updatedAt: string;
};

const editor = alias(users, "editor");

/** Every draft of the given kinds, last changed first, with who changed it: staff only. */
export async function listPublicationDrafts(
  admin: AdminViewer,
  options: { types?: PublicationType[] } = {},
): Promise<DraftRow[]> {
  assertAdminViewer(admin);
  const rows = await getDb()
    .select({
      id: publications.id,
      type: publications.type,
      title: publications.title,
      firstname: editor.firstname,
      lastname: editor.lastname,
      email: editor.email,
      updatedAt: publications.updatedAt,
    })
    .from(publications)
    .leftJoin(editor, eq(editor.id, publications.updatedBy))
    .where(
      and(
        eq(publications.draft, true),
        options.types ? inArray(publications.type, options.types) : undefined,
      ),
    )
    .orderBy(desc(publications.updatedAt), asc(publications.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    updatedByName: `${row.firstname ?? ""} ${row.lastname ?? ""}`.trim() || (row.email ?? ""),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listAdminPublications(
  admin: AdminViewer,
  options: { type: PublicationType; page: number },
): Promise<{ items: AdminPublicationRow[]; total: number; page: number; pages: number }> {
  assertAdminViewer(admin);
  const db = getDb();
  const [counted] = await db
    .select({ total: count() })
    .from(publications)
    .where(eq(publications.type, options.type));
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pages);
  const rows = await db
    .select({
      id: publications.id,
      title: publications.title,
      pubdate: publications.pubdate,
      tags: publications.tags,
      homepage: publications.homepage,
      subscribersOnly: publications.subscribersOnly,
      draft: publications.draft,
      preview: sql<string>`left(${publications.contentText}, 400)`,
    })
    .from(publications)
    .where(eq(publications.type, options.type))
    .orderBy(desc(publications.draft), desc(publications.pubdate), asc(publications.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    items: rows.map((row) => ({ ...row, pubdate: row.pubdate.toISOString() })),
    total,
    page,
    pages,
  };
}

export type EditablePublication = {
  id: string;
  type: PublicationType;
  title: string;
  content: TiptapDoc;
  pubdate: string;
  tags: string[];
  picture: string | null;
  homepage: boolean;
  subscribersOnly: boolean;
  draft: boolean;
  attachments: LegacyDocument[];
};

/** One item for the editor, its legacy content converted to Tiptap JSON. */
export async function getEditablePublication(
  admin: AdminViewer,
  id: string,
): Promise<EditablePublication | null> {
  assertAdminViewer(admin);
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row) return null;
  const attached = await db
    .select({ file: files })
    .from(publicationAttachments)
    .innerJoin(files, eq(files.id, publicationAttachments.fileId))
    .where(eq(publicationAttachments.publicationId, id))
    .orderBy(asc(publicationAttachments.position));
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: richTextToTiptap(row.content),
    pubdate: row.pubdate.toISOString(),
    tags: row.tags,
    picture: row.picture,
    homepage: row.homepage,
    subscribersOnly: row.subscribersOnly,
    draft: row.draft,
    attachments: attached.map(({ file }) => toLegacyDocument(file)),
  };
}
