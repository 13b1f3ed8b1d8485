import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { deleteUnreferencedFiles, storedFileId } from "@/lib/files/cleanup";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { links } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";
import { cacheTags, revalidateContent } from "@/lib/cache-tags";
import { linkCategories } from "./categories";
import type { LinkInput } from "./schemas";

// Staff writes of useful links, each with its audit row; /nos-liens is cached for visitors and
// expires at once. The icon always follows the category (spec §3). A logo stored as one of our
// files goes when its link does or when it is replaced, unless something else uses it.

export const LINK_NOT_FOUND = "Lien introuvable.";

function columns(input: LinkInput) {
  return {
    title: input.title,
    url: input.url,
    category: input.category,
    icon: linkCategories[input.category].icon,
    logo: input.logo,
    picture: input.picture,
    description: input.description,
  };
}

export async function createLink(viewer: Viewer, input: LinkInput): Promise<{ id: string }> {
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(links)
      .values({
        ...columns(input),
        position: sql`(select coalesce(max(${links.position}), 0) + 1 from ${links})`,
      })
      .returning({ id: links.id });
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      actor: viewer,
      action: "link.create",
      subject: { type: "link", id: row.id },
      summary: `Lien «\u00a0${input.title}\u00a0» créé`,
      details: { url: input.url },
    });
    return row.id;
  });
  revalidateContent(cacheTags.links);
  return { id };
}

export async function updateLink(
  viewer: Viewer,
  id: string,
  input: LinkInput,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new NotFoundError(LINK_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(links).where(eq(links.id, id)).for("update");
    if (!current) throw new NotFoundError(LINK_NOT_FOUND);
    const next = columns(input);
    await tx
      .update(links)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(links.id, id));
    // The fields in French for the journal ("(title)" was shown).
    const fieldNames = {
      title: "titre",
      url: "adresse",
      category: "catégorie",
      logo: "logo",
      picture: "image",
      description: "description",
    } as const;
    const changed = (Object.keys(fieldNames) as (keyof typeof fieldNames)[])
      .filter((field) => current[field] !== next[field])
      .map((field) => fieldNames[field]);
    await recordAudit(tx, {
      actor: viewer,
      action: "link.update",
      subject: { type: "link", id },
      summary: `Lien «\u00a0${next.title}\u00a0» modifié${changed.length > 0 ? ` (${changed.join(", ")})` : " (aucun changement)"}`,
      details: { changed },
    });
    if (current.logo !== next.logo)
      await deleteUnreferencedFiles(
        tx,
        viewer,
        [storedFileId(current.logo)],
        `retiré du lien «\u00a0${next.title}\u00a0»`,
      );
  });
  revalidateContent(cacheTags.links);
  return { id };
}

export async function deleteLink(viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(LINK_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(links)
      .where(eq(links.id, id))
      .returning({ title: links.title, logo: links.logo });
    if (!deleted) throw new NotFoundError(LINK_NOT_FOUND);
    await recordAudit(tx, {
      actor: viewer,
      action: "link.delete",
      subject: { type: "link", id },
      summary: `Lien «\u00a0${deleted.title}\u00a0» supprimé`,
    });
    await deleteUnreferencedFiles(
      tx,
      viewer,
      [storedFileId(deleted.logo)],
      `avec le lien «\u00a0${deleted.title}\u00a0»`,
    );
  });
  revalidateContent(cacheTags.links);
}
