import "server-only";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { newsletterDrafts, users, type NewsletterAudience } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { validateTiptapDoc } from "@/lib/rich-text/tiptap-schema";
import { isUuid } from "@/lib/validation/ids";
import {
  audienceChoiceSchema,
  newsletterTitleSchema,
  selectedPublicationIdsSchema,
} from "./composer-schema";

// Letters being written, kept on the server: any administrator sees them listed with who changed
// each last and when, and takes one up on any computer. A draft is never sent nor on the site;
// the browser's local copy (components/admin-content/use-local-draft.tsx) stays the crash net.

export const NEWSLETTER_DRAFT_NOT_FOUND = "Brouillon introuvable.";

export const newsletterDraftSchema = z.object({
  id: z.string().refine(isUuid, NEWSLETTER_DRAFT_NOT_FOUND).optional(),
  title: newsletterTitleSchema,
  /** The editor's document; it may still be empty. */
  content: z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const checked = validateTiptapDoc(value);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.error });
      return z.NEVER;
    }
    return checked.doc as unknown;
  }),
  selectedPublicationIds: selectedPublicationIdsSchema,
  audience: audienceChoiceSchema.default({ membersOnly: false, states: [], tiers: [] }),
});
export type NewsletterDraftInput = z.infer<typeof newsletterDraftSchema>;

export type NewsletterDraft = {
  id: string;
  title: string;
  content: unknown;
  selectedPublicationIds: string[];
  audience: NewsletterAudience;
  updatedByName: string;
  updatedAt: string;
};

const editor = alias(users, "editor");

export async function listNewsletterDrafts(admin: AdminViewer): Promise<NewsletterDraft[]> {
  assertAdminViewer(admin);
  const rows = await getDb()
    .select({
      draft: newsletterDrafts,
      firstname: editor.firstname,
      lastname: editor.lastname,
      email: editor.email,
    })
    .from(newsletterDrafts)
    .leftJoin(editor, eq(editor.id, newsletterDrafts.updatedBy))
    .orderBy(desc(newsletterDrafts.updatedAt));
  return rows.map(({ draft, firstname, lastname, email }) => ({
    id: draft.id,
    title: draft.title,
    content: draft.content,
    selectedPublicationIds: draft.publicationIds,
    audience: draft.audience,
    updatedByName: `${firstname ?? ""} ${lastname ?? ""}`.trim() || (email ?? ""),
    updatedAt: draft.updatedAt.toISOString(),
  }));
}

/** Creates or updates a draft (the last save wins); answers its id. */
export async function saveNewsletterDraft(
  admin: AdminViewer,
  input: NewsletterDraftInput,
): Promise<{ id: string }> {
  assertAdminViewer(admin);
  const values = {
    title: input.title,
    content: input.content,
    publicationIds: input.selectedPublicationIds,
    audience: input.audience,
    updatedBy: admin.id,
    updatedAt: new Date(),
  };
  return getDb().transaction(async (tx) => {
    const [row] = input.id
      ? await tx
          .update(newsletterDrafts)
          .set(values)
          .where(eq(newsletterDrafts.id, input.id))
          .returning({ id: newsletterDrafts.id })
      : await tx.insert(newsletterDrafts).values(values).returning({ id: newsletterDrafts.id });
    if (!row) throw new NotFoundError(NEWSLETTER_DRAFT_NOT_FOUND);
    await recordAudit(tx, {
      actor: admin,
      action: "newsletter.draft-save",
      subject: { type: "newsletter", id: row.id },
      summary: `Brouillon de lettre d’information «\u00a0${input.title}\u00a0» enregistré`,
    });
    return row;
  });
}

/** Removes a draft (discarded, or sent): nothing to do when another administrator already did. */
export async function deleteNewsletterDraft(admin: AdminViewer, id: string): Promise<void> {
  assertAdminViewer(admin);
  if (!isUuid(id)) return;
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterDrafts)
      .where(eq(newsletterDrafts.id, id))
      .returning({ title: newsletterDrafts.title });
    if (!row) return;
    await recordAudit(tx, {
      actor: admin,
      action: "newsletter.draft-delete",
      subject: { type: "newsletter", id },
      summary: `Brouillon de lettre d’information «\u00a0${row.title}\u00a0» supprimé`,
    });
  });
}
