import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { faqs } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { richTextToPlainText } from "@/lib/rich-text";
import { cacheTags, revalidateContent } from "@/lib/cache-tags";
import { normalizeSearchText } from "@/lib/search-text";
import { isUuid } from "@/lib/validation/ids";
import type { FaqInput } from "./schemas";

// Staff writes of FAQ entries, each with its audit row. The FAQ is members-only, but members'
// /faq keeps the rendered answers until a write (tag `faqs`): dropped here after the commit and,
// through the database's notification (migration 0020), on every other instance.

export const FAQ_NOT_FOUND = "Question introuvable.";

function columns(input: FaqInput) {
  const answer = JSON.stringify(input.answer);
  const answerText = richTextToPlainText(answer);
  return {
    question: input.question,
    answer,
    answerText,
    searchText: normalizeSearchText(`${input.question} ${answerText}`),
    tags: input.tags,
  };
}

export async function createFaq(viewer: Viewer, input: FaqInput): Promise<{ id: string }> {
  const created = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({
        ...columns(input),
        position: sql`(select coalesce(max(${faqs.position}), 0) + 1 from ${faqs})`,
      })
      .returning({ id: faqs.id });
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      actor: viewer,
      action: "faq.create",
      subject: { type: "faq", id: row.id },
      summary: `Question «\u00a0${input.question}\u00a0» créée`,
    });
    return { id: row.id };
  });
  revalidateContent(cacheTags.faqs);
  return created;
}

export async function updateFaq(
  viewer: Viewer,
  id: string,
  input: FaqInput,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new NotFoundError(FAQ_NOT_FOUND);
  const updated = await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!current) throw new NotFoundError(FAQ_NOT_FOUND);
    const next = columns(input);
    await tx
      .update(faqs)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(faqs.id, id));
    const changed = [
      current.question !== next.question && "question",
      current.answer !== next.answer && "réponse",
      JSON.stringify(current.tags) !== JSON.stringify(next.tags) && "tags",
    ].filter((field): field is string => Boolean(field));
    await recordAudit(tx, {
      actor: viewer,
      action: "faq.update",
      subject: { type: "faq", id },
      summary: `Question «\u00a0${next.question}\u00a0» modifiée${changed.length > 0 ? ` (${changed.join(", ")})` : " (aucun changement)"}`,
      details: { changed },
    });
    return { id };
  });
  revalidateContent(cacheTags.faqs);
  return updated;
}

export async function deleteFaq(viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(FAQ_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(faqs)
      .where(eq(faqs.id, id))
      .returning({ question: faqs.question });
    if (!deleted) throw new NotFoundError(FAQ_NOT_FOUND);
    await recordAudit(tx, {
      actor: viewer,
      action: "faq.delete",
      subject: { type: "faq", id },
      summary: `Question «\u00a0${deleted.question}\u00a0» supprimée`,
    });
  });
  revalidateContent(cacheTags.faqs);
}
