import { expect, it } from "vitest";
import { GET } from "@/app/api/content/route";
import type { Audience } from "@/lib/auth/audience";
import type { AdminViewer } from "@/lib/auth/access";
import type { Viewer } from "@/lib/auth/viewer";
import { files } from "@/lib/db/schema";
import { listMemberDocuments } from "@/lib/publications/documents";
import { getFileForDownload } from "@/lib/publications/file-access";
import { listPublicationDrafts } from "@/lib/publications/admin-queries";
import {
  getPublicationDetail,
  listFeedItems,
  listHomepagePublications,
  listLegacyPublications,
  listPublicPublicationEntries,
  listPublications,
} from "@/lib/publications/queries";
import { publicationDraftSchema, type PublicationInput } from "@/lib/publications/schemas";
import { createPublication, updatePublication } from "@/lib/publications/writes";
import {
  deleteNewsletterDraft,
  listNewsletterDrafts,
  newsletterDraftSchema,
  saveNewsletterDraft,
} from "@/lib/newsletter/drafts";
import { runAction } from "@/lib/actions/action";
import { saveDraftAction } from "@/app/(admin)/admin/publications/actions";
import { apiRequest, createSessions, type Role } from "../helpers/content-requests";
import { describeEachDatabase } from "../helpers/databases";
import { insertAdmin, insertMember } from "../helpers/users";

// Drafts saved on the server: every administrator finds them listed with who changed them last;
// visitors and members never read them, in any list, page, feed, sitemap, search, document or
// API answer, until one administrator publishes.

const DAY = 24 * 60 * 60 * 1000;

const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describeEachDatabase("publication drafts", (context) => {
  let author: AdminViewer;
  let otherAdmin: AdminViewer;
  let member: Viewer;
  let draftId = "";
  let documentId = "";

  const input = (overrides: Partial<PublicationInput> = {}): PublicationInput =>
    publicationDraftSchema.parse({
      title: "Motion brouillon zéphyr",
      content: paragraph("Texte du brouillon zéphyr"),
      pubdate: new Date(Date.now() - DAY),
      homepage: true,
      subscribersonly: false,
      tags: ["motion"],
      type: "communique",
      attachmentIds: [documentId],
      attachmentTitles: { [documentId]: "Motion signée" },
      ...overrides,
    });

  async function seen(audience: Audience) {
    const [detail, homepage, list, search, legacy, documents] = await Promise.all([
      getPublicationDetail({ id: draftId, audience }),
      listHomepagePublications({ audience }),
      listPublications({ type: "communique", audience }),
      listPublications({ type: "communique", audience, query: "zéphyr" }),
      listLegacyPublications({ audience, type: "communique" }),
      listMemberDocuments({ audience }),
    ]);
    return {
      detail: detail !== null,
      homepage: homepage.some((item) => item.id === draftId),
      list: list.items.some((item) => item.id === draftId),
      search: search.items.some((item) => item.id === draftId),
      legacy: legacy.some((item) => item.id === draftId),
      document: documents.some((item) => item.id === documentId),
    };
  }

  async function apiIds(role: Role, sessions: Awaited<ReturnType<typeof createSessions>>) {
    const answer = await GET(
      apiRequest(sessions, role, "GET", "/api/content?contentType=publications&type=communique"),
    );
    const body = (await answer.json()) as { publications: { id: string }[] };
    return body.publications.map((item) => item.id);
  }

  it("saves a draft that only administrators see, listed with who changed it", async () => {
    const db = context.handle.db;
    author = await insertAdmin(db, { email: "auteur@example.org", firstname: "Hélène" });
    otherAdmin = await insertAdmin(db, { email: "autre@example.org", firstname: "Paul" });
    member = await insertMember(db);
    const [file] = await db
      .insert(files)
      .values({
        kind: "document",
        title: "motion-2026",
        fileName: "motion-2026.pdf",
        mimeType: "application/pdf",
        sizeBytes: 3,
        sha256: "0".repeat(64),
      })
      .returning({ id: files.id });
    documentId = file!.id;

    ({ id: draftId } = await createPublication(author, { ...input(), draft: true }));

    const drafts = await listPublicationDrafts(otherAdmin);
    expect(drafts).toEqual([
      expect.objectContaining({
        id: draftId,
        type: "communique",
        title: "Motion brouillon zéphyr",
        updatedByName: "Hélène Staff",
      }),
    ]);
    expect(await listPublicationDrafts(otherAdmin, { types: ["jo"] })).toEqual([]);
  });

  it("keeps a draft from visitors and members everywhere, and from staff’s lists", async () => {
    const nothing = {
      detail: false,
      homepage: false,
      list: false,
      search: false,
      legacy: false,
      document: false,
    };
    expect(await seen("public")).toEqual(nothing);
    expect(await seen("members")).toEqual(nothing);
    // An administrator opens it (preview, « Modifier ») and reads it through the API, but the
    // site's lists read as visitors see them.
    expect(await seen("admins")).toEqual({ ...nothing, detail: true, legacy: true });
    expect((await getPublicationDetail({ id: draftId, audience: "admins" }))?.draft).toBe(true);

    const feed = await listFeedItems("communique");
    expect(feed.some((item) => item.id === draftId)).toBe(false);
    const sitemap = await listPublicPublicationEntries();
    expect(sitemap.some((item) => item.id === draftId)).toBe(false);

    for (const audience of ["public", "members"] as const)
      expect((await getFileForDownload(documentId, audience)).status).not.toBe("ok");

    const sessions = await createSessions(context.handle.db, "brouillon");
    expect(await apiIds("visitor", sessions)).not.toContain(draftId);
    expect(await apiIds("member", sessions)).not.toContain(draftId);
    expect(member.isAdmin).toBe(false);
  });

  it("stays a draft when saved without saying (the legacy API’s PUT)", async () => {
    await updatePublication(otherAdmin, draftId, input({ title: "Motion brouillon zéphyr (2)" }));
    expect(await seen("public")).toMatchObject({ detail: false, list: false });
    const [draft] = await listPublicationDrafts(author);
    expect(draft).toMatchObject({ id: draftId, updatedByName: "Paul Staff" });
  });

  it("publishes: then visitors read it, with the document under its given title", async () => {
    await updatePublication(otherAdmin, draftId, { ...input(), draft: false });
    expect(await listPublicationDrafts(author)).toEqual([]);
    expect(await seen("public")).toEqual({
      detail: true,
      homepage: true,
      list: true,
      search: true,
      legacy: true,
      document: true,
    });
    expect(await seen("members")).toMatchObject({ detail: true, list: true, document: true });
    const detail = await getPublicationDetail({ id: draftId, audience: "public" });
    expect(detail?.draft).toBe(false);
    expect(detail?.attachments).toEqual([
      expect.objectContaining({
        id: documentId,
        title: "Motion signée",
        fileName: "motion-2026.pdf",
      }),
    ]);
    expect((await listFeedItems("communique")).some((item) => item.id === draftId)).toBe(true);
  });

  it("refuses a draft to anyone but an administrator, whatever is sent", async () => {
    const asMember = await runAction(
      { schema: publicationDraftSchema, role: "admin" },
      async () => "non",
      { title: "Intrus", content: paragraph("x"), pubdate: "2026-11-01" },
      async () => member,
    );
    expect(asMember.ok).toBe(false);
    await expect(listPublicationDrafts(member as AdminViewer)).rejects.toThrow();
    // The real action, without a session: refused, nothing written.
    const anonymous = await saveDraftAction(null, { title: "Anonyme", pubdate: "2026-11-01" });
    expect(anonymous.ok).toBe(false);
    expect(await listPublicationDrafts(author)).toEqual([]);
  });

  it("keeps a newsletter’s draft for every administrator until it is sent or discarded", async () => {
    const { id } = await saveNewsletterDraft(
      author,
      newsletterDraftSchema.parse({
        title: "Lettre de décembre",
        content: null,
        selectedPublicationIds: [draftId],
        audience: { membersOnly: true, states: [], tiers: [] },
      }),
    );
    expect(await listNewsletterDrafts(otherAdmin)).toEqual([
      expect.objectContaining({
        id,
        title: "Lettre de décembre",
        selectedPublicationIds: [draftId],
        updatedByName: "Hélène Staff",
      }),
    ]);
    await saveNewsletterDraft(
      otherAdmin,
      newsletterDraftSchema.parse({
        id,
        title: "Lettre de décembre (relue)",
        content: paragraph("Bonjour"),
      }),
    );
    const [saved] = await listNewsletterDrafts(author);
    expect(saved).toMatchObject({
      id,
      title: "Lettre de décembre (relue)",
      updatedByName: "Paul Staff",
    });
    await expect(listNewsletterDrafts(member as AdminViewer)).rejects.toThrow();
    await expect(deleteNewsletterDraft(member as AdminViewer, id)).rejects.toThrow();
    await deleteNewsletterDraft(otherAdmin, id);
    expect(await listNewsletterDrafts(author)).toEqual([]);
  });
});
