import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Audience } from "@/lib/auth/audience";
import {
  fileBlobs,
  files,
  publicationAttachments,
  publications,
  type PublicationType,
} from "@/lib/db/schema";
import { listMemberDocuments } from "@/lib/publications/documents";
import { getFileForDownload, listDocumentsByIds } from "@/lib/publications/file-access";
import {
  getPublicationDetail,
  HOMEPAGE_LIMIT,
  LIST_PAGE_SIZE,
  listFeedItems,
  listHomepagePublications,
  listLegacyPublications,
  listPublicPublicationEntries,
  listPublications,
} from "@/lib/publications/queries";
import { derivedTextColumns } from "@/lib/publications/rules";
import { describeEachDatabase } from "../helpers/databases";

// The publication reads of every page and call, on both databases: who may read what (one rule,
// lib/publications/visibility.ts), scheduled items, search, tags, paging, and the home page's
// six-month window.

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Fixture = {
  title: string;
  type?: PublicationType;
  content?: string;
  pubdate?: Date;
  tags?: string[];
  homepage?: boolean;
  subscribersOnly?: boolean;
};

describeEachDatabase("publication queries", (context) => {
  const ids: Record<string, string> = {};

  async function insert(fixture: Fixture): Promise<string> {
    const content = fixture.content ?? `<p>Texte de ${fixture.title}</p>`;
    const [row] = await context.handle.db
      .insert(publications)
      .values({
        type: fixture.type ?? "communique",
        title: fixture.title,
        content,
        ...derivedTextColumns(fixture.title, content),
        pubdate: fixture.pubdate ?? daysAgo(10),
        tags: fixture.tags ?? [],
        homepage: fixture.homepage ?? false,
        subscribersOnly: fixture.subscribersOnly ?? false,
      })
      .returning({ id: publications.id });
    return (ids[fixture.title] = row!.id);
  }

  async function attach(
    publicationTitle: string | null,
    fileName: string,
    kind: "document" | "image" = "document",
  ): Promise<string> {
    const [file] = await context.handle.db
      .insert(files)
      .values({
        kind,
        title: fileName,
        fileName,
        mimeType: kind === "image" ? "image/png" : "application/pdf",
        sizeBytes: 3,
        sha256: "0".repeat(64),
      })
      .returning({ id: files.id });
    await context.handle.db
      .insert(fileBlobs)
      .values({ fileId: file!.id, bytes: new Uint8Array([1, 2, 3]) });
    if (publicationTitle)
      await context.handle.db
        .insert(publicationAttachments)
        .values({ publicationId: ids[publicationTitle]!, fileId: file!.id });
    return (ids[fileName] = file!.id);
  }

  beforeAll(async () => {
    await context.handle.db.delete(publications);
    await insert({
      title: "Public ancien",
      pubdate: daysAgo(400),
      homepage: true,
      tags: ["Statut", "2025"],
    });
    await insert({
      title: "Public récent",
      pubdate: daysAgo(5),
      homepage: true,
      tags: ["Statut", "Gardes"],
    });
    await insert({
      title: "Réservé adhérents",
      pubdate: daysAgo(3),
      homepage: true,
      subscribersOnly: true,
      tags: ["Gardes"],
    });
    await insert({
      title: "Programmé",
      pubdate: new Date(Date.now() + 3 * DAY),
      homepage: true,
      tags: ["Gardes"],
    });
    await insert({
      title: "Permanence des soins",
      content: '{"ops":[{"insert":"Les radiologues de l’hôpital public et leurs gardes\\n"}]}',
      pubdate: daysAgo(20),
      tags: ["Gardes", "Statut", "2026"],
    });
    await insert({ title: "Rapport JO", type: "jo", pubdate: daysAgo(2), homepage: true });
    await attach("Public récent", "public.pdf");
    await attach("Réservé adhérents", "adherents.pdf");
    await attach("Programmé", "programme.pdf");
    await attach(null, "orphelin.pdf");
    await attach(null, "logo.png", "image");
  });

  const titles = (items: { title: string }[]) => items.map((item) => item.title);

  it("gives visitors published items that are not subscribers-only; members every published one; admins the scheduled too", async () => {
    const list = async (audience: Audience) =>
      titles((await listPublications({ type: "communique", audience })).items);
    expect(await list("public")).toEqual([
      "Public récent",
      "Permanence des soins",
      "Public ancien",
    ]);
    expect(await list("members")).toEqual([
      "Réservé adhérents",
      "Public récent",
      "Permanence des soins",
      "Public ancien",
    ]);
    expect(await list("admins")).toEqual([
      "Programmé",
      "Réservé adhérents",
      "Public récent",
      "Permanence des soins",
      "Public ancien",
    ]);
  });

  it("opens an item’s page only for an audience that may read it", async () => {
    expect(
      await getPublicationDetail({ id: ids["Réservé adhérents"]!, audience: "public" }),
    ).toBeNull();
    expect(
      (
        await getPublicationDetail({ id: ids["Réservé adhérents"]!, audience: "members" })
      )?.attachments.map((a) => a.fileName),
    ).toEqual(["adherents.pdf"]);
    expect(await getPublicationDetail({ id: ids["Programmé"]!, audience: "members" })).toBeNull();
    expect(
      await getPublicationDetail({ id: ids["Programmé"]!, audience: "admins" }),
    ).not.toBeNull();
    expect(
      await getPublicationDetail({ id: ids["Public récent"]!, type: "jo", audience: "admins" }),
    ).toBeNull();
    expect(await getPublicationDetail({ id: "pas-un-id", audience: "admins" })).toBeNull();
  });

  it("shows on the home page flagged items of the last six months, newest first, never scheduled ones", async () => {
    expect(titles(await listHomepagePublications({ audience: "public" }))).toEqual([
      "Rapport JO",
      "Public récent",
    ]);
    expect(titles(await listHomepagePublications({ audience: "members" }))).toEqual([
      "Rapport JO",
      "Réservé adhérents",
      "Public récent",
    ]);
    expect(titles(await listHomepagePublications({ audience: "admins" }))).toEqual([
      "Rapport JO",
      "Réservé adhérents",
      "Public récent",
    ]);
    const sevenMonthsLater = new Date(Date.now() + 210 * DAY);
    expect(
      titles(await listHomepagePublications({ audience: "admins", now: sevenMonthsLater })),
    ).toEqual([]);
  });

  it("keeps at most twelve home cards", async () => {
    const extra = await Promise.all(
      Array.from({ length: HOMEPAGE_LIMIT + 2 }, (_, i) =>
        insert({
          title: `Accueil ${i}`,
          type: "rapport",
          pubdate: daysAgo(30 + i),
          homepage: true,
        }),
      ),
    );
    expect(await listHomepagePublications({ audience: "public" })).toHaveLength(HOMEPAGE_LIMIT);
    await context.handle.db.delete(publications).where(inArray(publications.id, extra));
  });

  it("searches title and text without case or accents, and with French stemming", async () => {
    const search = async (query: string) =>
      titles((await listPublications({ type: "communique", audience: "members", query })).items);
    expect(await search("PERMANENCE")).toEqual(["Permanence des soins"]);
    expect(await search("hopital public")).toEqual(["Permanence des soins"]);
    expect(await search("radiologue hôpitaux")).toEqual(["Permanence des soins"]);
    expect(await search("réservé")).toEqual(["Réservé adhérents"]);
    expect(await search("introuvable")).toEqual([]);
    expect(await search("100%_")).toEqual([]);
  });

  it("filters by every selected tag, ignores year tags, and lists the panel’s tags sorted without year tags", async () => {
    const filtered = async (tags: string[]) =>
      listPublications({ type: "communique", audience: "public", tags });
    expect(titles((await filtered(["Statut"])).items)).toEqual([
      "Public récent",
      "Permanence des soins",
      "Public ancien",
    ]);
    expect(titles((await filtered(["Statut", "Gardes"])).items)).toEqual([
      "Public récent",
      "Permanence des soins",
    ]);
    expect(titles((await filtered(["2025"])).items)).toHaveLength(3);
    expect((await filtered([])).tags).toEqual(["Gardes", "Statut"]);
  });

  it("pages by 24, newest first, and clamps a page past the end", async () => {
    const many = await Promise.all(
      Array.from({ length: LIST_PAGE_SIZE + 3 }, (_, i) =>
        insert({
          title: `Rapport ${String(i).padStart(2, "0")}`,
          type: "rapport",
          pubdate: daysAgo(100 + i),
        }),
      ),
    );
    const first = await listPublications({ type: "rapport", audience: "public" });
    expect(first).toMatchObject({ total: LIST_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.items[0]!.title).toBe("Rapport 00");
    const last = await listPublications({ type: "rapport", audience: "public", page: 9 });
    expect(last.page).toBe(2);
    expect(titles(last.items)).toEqual(["Rapport 24", "Rapport 25", "Rapport 26"]);
    await context.handle.db.delete(publications).where(inArray(publications.id, many));
  });

  it("answers the legacy call with the same rule", async () => {
    const legacy = async (audience: Audience) =>
      titles(await listLegacyPublications({ audience, type: "communique" }));
    expect(await legacy("public")).not.toContain("Réservé adhérents");
    expect(await legacy("members")).toContain("Réservé adhérents");
    expect(await legacy("members")).not.toContain("Programmé");
    expect(await legacy("admins")).toContain("Programmé");
    const [one] = await listLegacyPublications({ audience: "public", id: ids["Public récent"]! });
    expect(one).toMatchObject({
      title: "Public récent",
      slug: `publication-${ids["Public récent"]}`,
      attachmentIds: [ids["public.pdf"]],
    });
  });

  it("lists in the sitemap and the feeds only what visitors may read", async () => {
    const entries = (await listPublicPublicationEntries()).map((entry) => entry.id);
    expect(entries).toContain(ids["Public récent"]);
    expect(entries).not.toContain(ids["Réservé adhérents"]);
    expect(entries).not.toContain(ids["Programmé"]);
    expect(titles(await listFeedItems("communique"))).toEqual([
      "Public récent",
      "Permanence des soins",
      "Public ancien",
    ]);
  });

  it("lets an audience open a document only through an item it may read; images are public", async () => {
    const open = async (name: string, audience: Audience) =>
      (await getFileForDownload(ids[name]!, audience)).status;
    expect(await open("public.pdf", "public")).toBe("ok");
    expect(await open("adherents.pdf", "public")).toBe("members-only");
    expect(await open("adherents.pdf", "members")).toBe("ok");
    expect(await open("programme.pdf", "members")).toBe("not-found");
    expect(await open("programme.pdf", "admins")).toBe("ok");
    expect(await open("orphelin.pdf", "members")).toBe("not-found");
    expect(await open("orphelin.pdf", "admins")).toBe("ok");
    expect(await open("logo.png", "public")).toBe("ok");
    const listed = await listDocumentsByIds(
      [ids["public.pdf"]!, ids["adherents.pdf"]!, "x"],
      "public",
    );
    expect(listed.map((doc) => doc.fileName)).toEqual(["public.pdf"]);
  });

  it("lists members' documents of the items they may read, searchable", async () => {
    const names = async (audience: Audience, query?: string) =>
      (await listMemberDocuments({ audience, query })).map((doc) => doc.fileName);
    expect(await names("members")).toEqual(["adherents.pdf", "public.pdf"]);
    expect(await names("admins")).toEqual(["programme.pdf", "adherents.pdf", "public.pdf"]);
    expect(await names("members", "ADHÉRENTS")).toEqual(["adherents.pdf"]);
  });
});
