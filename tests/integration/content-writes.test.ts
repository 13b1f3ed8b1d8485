import { and, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/content/route";
import { POST as UPLOAD } from "@/app/api/files/route";
import {
  auditLog,
  faqs,
  fileBlobs,
  files,
  links,
  publicationAttachments,
  publications,
} from "@/lib/db/schema";
import { makeDemoPdf } from "@/lib/demo/documents";
import { richTextToHtml } from "@/lib/rich-text";
import { RICH_TEXT_MESSAGES } from "@/lib/rich-text/tiptap-schema";
import { contentMessages } from "@/lib/validation/content";
import { apiRequest, createSessions, type Role, type Sessions } from "../helpers/content-requests";
import { describeEachDatabase } from "../helpers/databases";
import { png } from "../helpers/upload-fixtures";
import { unsafeParts } from "../helpers/unsafe-html";

// The documented write calls (spec §7, issue #10): administrators only, the same schemas as the
// admin screens, unknown ids 404, bad input 400 in French with nothing changed, one audit row
// per write in its transaction, and the renderer's XSS corpus neutralised whatever the format.

const doc = (...content: object[]) => ({ type: "doc", content });
const paragraph = (text: string, marks?: object[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});

const publicationBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Motion du conseil",
  content: doc(
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Titre" }] },
    paragraph("Texte en gras", [{ type: "bold" }]),
  ),
  tags: "motion, 2026, conseil , ,",
  pubdate: "2026-11-01",
  subscribersonly: false,
  homepage: true,
  picture: null,
  attachmentIds: [],
  type: "communique",
  isAdmin: true,
  ...overrides,
});
const faqBody = (overrides: Record<string, unknown> = {}) => ({
  question: "Comment adhérer\u00a0?",
  answer: doc(paragraph("En ligne.")),
  tags: ["adhésion"],
  isAdmin: true,
  ...overrides,
});
const linkBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Société française de radiologie",
  url: "https://www.sfrnet.org",
  category: "Sociétés savantes et formations",
  icon: "Users",
  logo: "",
  picture: null,
  description: "<p>La <b>société savante</b></p>",
  isAdmin: true,
  ...overrides,
});

const TYPES = {
  publications: { table: publications, body: publicationBody, entity: "publication" },
  faq: { table: faqs, body: faqBody, entity: "faq" },
  liens: { table: links, body: linkBody, entity: "link" },
} as const;
type ContentType = keyof typeof TYPES;

describeEachDatabase("content writes", (context) => {
  let sessions: Sessions;
  beforeAll(async () => {
    sessions = await createSessions(context.handle.db, "writes");
  });

  const path = (type: ContentType, id?: string) =>
    `/api/content?contentType=${type}${id ? `&id=${id}` : ""}`;
  const call = async (
    handler: typeof POST,
    role: Role,
    method: string,
    type: ContentType,
    json?: unknown,
    id?: string,
  ) => {
    const response = await handler(
      apiRequest(sessions, role, method, path(type, id), json === undefined ? undefined : { json }),
    );
    return { status: response.status, body: await response.json() };
  };
  const rows = async (type: ContentType) =>
    (await context.handle.db.select({ n: count() }).from(TYPES[type].table))[0]?.n ?? 0;
  const audits = async () =>
    (await context.handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  describe.each(Object.keys(TYPES) as ContentType[])("%s", (type) => {
    it("refuses visitors (401) and members (403) for every write, whatever isAdmin says, and changes nothing", async () => {
      const created = await call(POST, "admin", "POST", type, TYPES[type].body());
      expect(created).toMatchObject({ status: 200, body: { success: true } });
      const id = created.body.id as string;
      const before = { rows: await rows(type), audits: await audits() };
      for (const [role, status] of [
        ["visitor", 401],
        ["member", 403],
      ] as const) {
        expect((await call(POST, role, "POST", type, TYPES[type].body())).status).toBe(status);
        expect(
          (
            await call(PUT, role, "PUT", type, {
              ...TYPES[type].body({ title: "Piraté", question: "Piraté" }),
              id,
            })
          ).status,
        ).toBe(status);
        expect((await call(DELETE, role, "DELETE", type, { id, isAdmin: true })).status).toBe(
          status,
        );
      }
      expect({ rows: await rows(type), audits: await audits() }).toEqual(before);
    });

    it("creates, updates and deletes as an administrator, one audit row each, and 404s an unknown id", async () => {
      const { entity, table } = TYPES[type];
      const created = await call(POST, "admin", "POST", type, TYPES[type].body());
      const id = created.body.id as string;
      expect(created).toEqual({ status: 200, body: { success: true, id } });
      const updated = await call(PUT, "admin", "PUT", type, {
        ...TYPES[type].body({ title: "Titre modifié", question: "Question modifiée\u00a0?" }),
        id,
      });
      expect(updated).toEqual({ status: 200, body: { success: true, id } });
      const [row] = await context.handle.db.select().from(table).where(eq(table.id, id));
      expect(row && ("title" in row ? row.title : row.question)).toMatch(/modifiée?/);
      expect(await call(DELETE, "admin", "DELETE", type, { id, isAdmin: true })).toEqual({
        status: 200,
        body: { success: true, id },
      });
      expect(await context.handle.db.select().from(table).where(eq(table.id, id))).toEqual([]);
      const trail = await context.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));
      expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
        [`${entity}.create`, sessions.adminId],
        [`${entity}.update`, sessions.adminId],
        [`${entity}.delete`, sessions.adminId],
      ]);
      expect(trail.every((entry) => entry.summary.length > 0)).toBe(true);

      const unknown = "00000000-0000-4000-8000-000000000000";
      const before = await audits();
      expect(
        (await call(PUT, "admin", "PUT", type, { ...TYPES[type].body(), id: unknown })).status,
      ).toBe(404);
      expect((await call(DELETE, "admin", "DELETE", type, { id: unknown })).status).toBe(404);
      expect((await call(DELETE, "admin", "DELETE", type, { id: "pas-un-id" })).status).toBe(404);
      expect((await call(DELETE, "admin", "DELETE", type, {})).body).toEqual({
        success: false,
        error: contentMessages.idRequired,
      });
      expect(await audits()).toBe(before);
    });
  });

  it.each([
    ["publications", { title: "  " }, contentMessages.titleRequired],
    ["publications", { content: doc({ type: "paragraph" }) }, contentMessages.contentRequired],
    ["publications", { content: "<p> </p>" }, contentMessages.contentRequired],
    ["publications", { pubdate: "" }, contentMessages.dateRequired],
    ["publications", { pubdate: "1989-12-31" }, "Date invalide"],
    ["publications", { pubdate: "2026-02-30" }, "Date invalide"],
    ["publications", { type: "blog" }, "Type de publication inconnu."],
    ["publications", { picture: "javascript:alert(1)" }, contentMessages.pictureInvalid],
    [
      "publications",
      { picture: "data:image/svg+xml;base64,PHN2Zz4=" },
      contentMessages.pictureInvalid,
    ],
    ["publications", { attachmentIds: ["pas-un-id"] }, contentMessages.attachmentInvalid],
    [
      "publications",
      { attachmentIds: ["00000000-0000-4000-8000-000000000000"] },
      contentMessages.attachmentMissing,
    ],
    [
      "publications",
      { content: doc(paragraph("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])) },
      RICH_TEXT_MESSAGES.link,
    ],
    [
      "publications",
      { content: doc({ type: "image", attrs: { src: "https://x.example/a.png" } }) },
      RICH_TEXT_MESSAGES.invalid,
    ],
    [
      "publications",
      {
        content: doc({
          type: "paragraph",
          content: [
            { type: "text", text: "x" },
            { type: "image", attrs: { src: "javascript:alert(1)" } },
          ],
        }),
      },
      RICH_TEXT_MESSAGES.image,
    ],
    [
      "publications",
      {
        content: doc({
          type: "paragraph",
          content: [
            { type: "text", text: "x" },
            { type: "image", attrs: { src: "data:image/png;base64,iVBORw0KGgo=" } },
          ],
        }),
      },
      RICH_TEXT_MESSAGES.image,
    ],
    [
      "publications",
      { content: { type: "doc", content: [{ type: "paragraph", attrs: "$T" }] } },
      RICH_TEXT_MESSAGES.invalid,
    ],
    ["faq", { question: "" }, contentMessages.questionRequired],
    ["faq", { answer: "" }, contentMessages.answerRequired],
    ["liens", { url: "javascript:alert(1)" }, contentMessages.urlInvalid],
    ["liens", { url: "" }, contentMessages.urlRequired],
    ["liens", { description: "<p></p>" }, contentMessages.descriptionRequired],
    ["liens", { category: "Autre" }, contentMessages.categoryInvalid],
    [
      "liens",
      { picture: "data:text/html;base64,PHNjcmlwdD4=" },
      contentMessages.linkPictureInvalid,
    ],
    ["liens", { logo: "//evil.example/x.png" }, contentMessages.logoInvalid],
  ] as const)(
    "%s: refuses %j with 400 and its French message, changing nothing",
    async (type, override, error) => {
      const before = { rows: await rows(type), audits: await audits() };
      expect(await call(POST, "admin", "POST", type, TYPES[type].body(override))).toEqual({
        status: 400,
        body: { success: false, error },
      });
      expect({ rows: await rows(type), audits: await audits() }).toEqual(before);
    },
  );

  it("stores a publication with its documents in order, tags as typed, and serves it through GET", async () => {
    const pdf = await makeDemoPdf("Annexe", ["Texte"]);
    const form = new FormData();
    form.append("file", new File([Buffer.from(pdf)], "annexe-1.pdf"));
    form.append("file", new File([Buffer.from(pdf)], "annexe-2.pdf"));
    const uploaded = await (
      await UPLOAD(
        apiRequest(sessions, "admin", "POST", "/api/files?action=upload&type=document", { form }),
      )
    ).json();
    const attachmentIds = uploaded.documents.map((d: { id: string }) => d.id).reverse();
    const created = await call(
      POST,
      "admin",
      "POST",
      "publications",
      publicationBody({ attachmentIds, picture: "https://x.example/a.jpg" }),
    );
    const id = created.body.id as string;
    const stored = await context.handle.db
      .select()
      .from(publicationAttachments)
      .where(eq(publicationAttachments.publicationId, id))
      .orderBy(publicationAttachments.position);
    expect(stored.map((row) => row.fileId)).toEqual(attachmentIds);

    const listed = await (
      await GET(
        apiRequest(
          sessions,
          "visitor",
          "GET",
          `/api/content?contentType=publications&type=communique&id=${id}`,
        ),
      )
    ).json();
    expect(listed.publications).toEqual([
      expect.objectContaining({
        id,
        title: "Motion du conseil",
        tags: ["motion", "2026", "conseil"],
        homepage: true,
        subscribersonly: false,
        attachmentIds,
        type: "communique",
        picture: "https://x.example/a.jpg",
      }),
    ]);
    expect(JSON.parse(listed.publications[0].content)).toEqual(publicationBody().content);

    // Updating without documents removes the attachments, and the files no other item uses.
    await call(PUT, "admin", "PUT", "publications", publicationBody({ id, attachmentIds: [] }));
    expect(
      await context.handle.db
        .select()
        .from(publicationAttachments)
        .where(eq(publicationAttachments.publicationId, id)),
    ).toEqual([]);
    expect(
      await context.handle.db.select().from(files).where(inArray(files.id, attachmentIds)),
    ).toEqual([]);
  });

  describe("files go with the content that used them", () => {
    const uploadDocuments = async (...names: string[]) => {
      const pdf = await makeDemoPdf("Annexe", ["Texte"]);
      const form = new FormData();
      for (const name of names) form.append("file", new File([Buffer.from(pdf)], name));
      const answer = await (
        await UPLOAD(
          apiRequest(sessions, "admin", "POST", "/api/files?action=upload&type=document", { form }),
        )
      ).json();
      return (answer.documents as { id: string }[]).map((document) => document.id);
    };
    const uploadCover = async () => {
      const form = new FormData();
      form.append("file", new File([Buffer.from(await png())], "couverture.png"));
      const answer = await (
        await UPLOAD(
          apiRequest(sessions, "admin", "POST", "/api/files?action=upload&type=image&usage=cover", {
            form,
          }),
        )
      ).json();
      return { id: answer.id as string, url: answer.url as string };
    };
    const stored = async (ids: string[]) => {
      const metadata = await context.handle.db
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, ids));
      const bytes = await context.handle.db
        .select({ id: fileBlobs.fileId })
        .from(fileBlobs)
        .where(inArray(fileBlobs.fileId, ids));
      expect(bytes.map((row) => row.id).sort()).toEqual(metadata.map((row) => row.id).sort());
      return metadata.map((row) => row.id).sort();
    };
    const fileDeletions = async (ids: string[]) =>
      (
        await context.handle.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "file.delete"), inArray(auditLog.entityId, ids)))
      )
        .map((row) => row.entityId)
        .sort();

    it("deletes a publication’s cover and documents with it, each with an audit row, keeping what another item uses", async () => {
      const cover = await uploadCover();
      const [own, shared, inText] = await uploadDocuments("propre.pdf", "partage.pdf", "cite.pdf");
      const id = (
        await call(
          POST,
          "admin",
          "POST",
          "publications",
          publicationBody({ picture: cover.url, attachmentIds: [own, shared, inText] }),
        )
      ).body.id as string;
      await call(
        POST,
        "admin",
        "POST",
        "publications",
        publicationBody({ title: "Autre", attachmentIds: [shared] }),
      );
      await call(
        POST,
        "admin",
        "POST",
        "faq",
        faqBody({
          answer: `<p>Voir <a href="https://site.example/api/files?action=download&amp;id=${inText}">le document</a></p>`,
        }),
      );

      expect(await call(DELETE, "admin", "DELETE", "publications", { id })).toEqual({
        status: 200,
        body: { success: true, id },
      });
      expect(await stored([cover.id, own!, shared!, inText!])).toEqual([shared!, inText!].sort());
      expect(await fileDeletions([cover.id, own!, shared!, inText!])).toEqual(
        [cover.id, own!].sort(),
      );
      const [deletion] = await context.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "file.delete"), eq(auditLog.entityId, own!)));
      expect(deletion).toMatchObject({
        actorId: sessions.adminId,
        entity: "file",
        summary: expect.stringMatching(
          /^Document supprimé\s: propre\.pdf .*avec «\sMotion du conseil\s»$/,
        ),
      });
    });

    it("deletes a replaced cover and removed documents on edit, unless used elsewhere", async () => {
      const [first, second] = [await uploadCover(), await uploadCover()];
      const [kept, removed, elsewhere] = await uploadDocuments(
        "garde.pdf",
        "retire.pdf",
        "ailleurs.pdf",
      );
      const id = (
        await call(
          POST,
          "admin",
          "POST",
          "publications",
          publicationBody({ picture: first.url, attachmentIds: [kept, removed, elsewhere] }),
        )
      ).body.id as string;
      await call(
        POST,
        "admin",
        "POST",
        "publications",
        publicationBody({
          title: "Autre",
          content: doc(paragraph("Annexe"), {
            type: "paragraph",
            content: [{ type: "image", attrs: { src: second.url } }],
          }),
          attachmentIds: [elsewhere],
        }),
      );

      expect(
        (
          await call(
            PUT,
            "admin",
            "PUT",
            "publications",
            publicationBody({ id, picture: second.url, attachmentIds: [kept] }),
          )
        ).status,
      ).toBe(200);
      expect(await stored([first.id, second.id, kept!, removed!, elsewhere!])).toEqual(
        [second.id, kept!, elsewhere!].sort(),
      );
      expect(await fileDeletions([first.id, second.id, kept!, removed!, elsewhere!])).toEqual(
        [first.id, removed!].sort(),
      );
      // "Image" agrees in the journal (issue 19: it read "Image supprimé").
      const [coverDeletion] = await context.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "file.delete"), eq(auditLog.entityId, first.id)));
      expect(coverDeletion?.summary).toMatch(/^Image supprimée\s: /);
      // A cover removed from an item but still another's picture (here, in another's text) stays.
      await call(
        PUT,
        "admin",
        "PUT",
        "publications",
        publicationBody({ id, picture: null, attachmentIds: [kept] }),
      );
      expect(await stored([second.id])).toEqual([second.id]);
    });

    it("deletes a link’s stored logo with the link or when it is replaced, unless a publication shows it", async () => {
      const [first, second, shared] = [
        await uploadCover(),
        await uploadCover(),
        await uploadCover(),
      ];
      const id = (await call(POST, "admin", "POST", "liens", linkBody({ logo: first.url }))).body
        .id as string;
      await call(PUT, "admin", "PUT", "liens", { ...linkBody({ logo: second.url }), id });
      expect(await stored([first.id, second.id])).toEqual([second.id]);
      await call(DELETE, "admin", "DELETE", "liens", { id });
      expect(await stored([second.id])).toEqual([]);
      expect(await fileDeletions([first.id, second.id])).toEqual([first.id, second.id].sort());

      const other = (await call(POST, "admin", "POST", "liens", linkBody({ logo: shared.url })))
        .body.id as string;
      await call(POST, "admin", "POST", "publications", publicationBody({ picture: shared.url }));
      await call(DELETE, "admin", "DELETE", "liens", { id: other });
      expect(await stored([shared.id])).toEqual([shared.id]);
    });

    it("keeps the item, its files and every audit row when deleting a file fails (one transaction)", async () => {
      const cover = await uploadCover();
      const id = (
        await call(POST, "admin", "POST", "publications", publicationBody({ picture: cover.url }))
      ).body.id as string;
      const audits = await context.handle.db.select({ n: count() }).from(auditLog);
      // The database itself refuses to delete that file, after the item's row and its audit row were written.
      await context.handle.db.execute(
        sql.raw(
          `create function refuse_file_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
        ),
      );
      await context.handle.db.execute(
        sql.raw(
          `create trigger refuse_file_delete before delete on files for each row when (old.id = '${cover.id}') execute function refuse_file_delete()`,
        ),
      );
      try {
        expect((await call(DELETE, "admin", "DELETE", "publications", { id })).status).toBe(500);
      } finally {
        await context.handle.db.execute(sql.raw("drop trigger refuse_file_delete on files"));
        await context.handle.db.execute(sql.raw("drop function refuse_file_delete()"));
      }
      expect(
        await context.handle.db
          .select({ id: publications.id })
          .from(publications)
          .where(eq(publications.id, id)),
      ).toEqual([{ id }]);
      expect(await stored([cover.id])).toEqual([cover.id]);
      expect(await context.handle.db.select({ n: count() }).from(auditLog)).toEqual(audits);
    });
  });

  it("keeps the images of a legacy Delta or HTML body (ours or https) and renders them", async () => {
    const image = "/images/0c1c28c3-1b27-513e-b66b-e3d3411c2342";
    const delta = {
      ops: [
        { insert: "Affiche " },
        { insert: { image } },
        { insert: { image: "javascript:alert(1)" } },
        { insert: "\n" },
      ],
    };
    for (const content of [
      delta,
      `<p>Affiche <img src="${image}" alt=""><img src="javascript:alert(1)"></p>`,
    ]) {
      const created = await call(
        POST,
        "admin",
        "POST",
        "publications",
        publicationBody({ content }),
      );
      expect(created.status).toBe(200);
      const [row] = await context.handle.db
        .select()
        .from(publications)
        .where(eq(publications.id, created.body.id));
      expect(JSON.parse(row!.content)).toEqual(
        doc({
          type: "paragraph",
          content: [
            { type: "text", text: "Affiche " },
            { type: "image", attrs: { src: image } },
          ],
        }),
      );
      const html = richTextToHtml(row!.content);
      expect(html).toBe(`<p>Affiche <img src="${image}" alt="" /></p>`);
      expect(unsafeParts(html)).toEqual([]);
    }
  });

  it("treats an FAQ POST with an id as an update (spec §7) and keeps tags and plain text for search", async () => {
    const created = await call(
      POST,
      "admin",
      "POST",
      "faq",
      faqBody({ tags: "cotisation, impôts" }),
    );
    const id = created.body.id as string;
    await call(
      POST,
      "admin",
      "POST",
      "faq",
      faqBody({ id, answer: "<p>Réponse <em>HTML</em></p>" }),
    );
    const [row] = await context.handle.db.select().from(faqs).where(eq(faqs.id, id));
    expect(row).toMatchObject({ answerText: "Réponse HTML", tags: ["adhésion"] });
    expect(JSON.parse(row!.answer)).toEqual(
      doc({
        type: "paragraph",
        content: [
          { type: "text", text: "Réponse " },
          { type: "text", text: "HTML", marks: [{ type: "italic" }] },
        ],
      }),
    );
  });

  it("stores a link’s description as plain text and its icon from the category", async () => {
    const created = await call(
      POST,
      "admin",
      "POST",
      "liens",
      linkBody({ category: "partenaires", icon: "Users" }),
    );
    const [row] = await context.handle.db.select().from(links).where(eq(links.id, created.body.id));
    expect(row).toMatchObject({
      description: "La société savante",
      category: "partenaires",
      icon: "Building",
      logo: null,
    });
  });

  describe("the renderer’s XSS corpus through the write API", () => {
    const vectors: [string, unknown][] = [
      ["HTML script", "<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)>"],
      [
        "HTML javascript: link",
        '<p><a href="java&#x09;script:alert(1)">x</a> <a href="JaVaScRiPt:alert(1)">y</a></p>',
      ],
      [
        "HTML iframe and svg",
        '<iframe srcdoc="<script>alert(1)</script>"></iframe><svg onload=alert(1)><p style="background:url(javascript:alert(1))">t</p>',
      ],
      [
        "HTML data: link",
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a> texte',
      ],
      [
        "HTML attribute breaking out",
        '<a href="https://x.example" title="&quot;><script>alert(1)</script>">x</a>',
      ],
      [
        "Delta javascript: link",
        { ops: [{ insert: "x", attributes: { link: "javascript:alert(1)" } }, { insert: "\n" }] },
      ],
      [
        "Delta HTML in an insert",
        JSON.stringify({
          ops: [{ insert: "<img src=x onerror=alert(1)><script>alert(1)</script>\n" }],
        }),
      ],
      [
        "Delta data: image",
        {
          ops: [
            { insert: "t" },
            { insert: { image: "data:text/html,<script>alert(1)</script>" } },
            { insert: "\n" },
          ],
        },
      ],
      [
        "Delta link breaking out",
        {
          ops: [
            { insert: "x", attributes: { link: 'https://x.example" onclick="alert(1)' } },
            { insert: "\n" },
          ],
        },
      ],
      ["Tiptap HTML in text", doc(paragraph("<svg onload=alert(1)>"))],
      [
        "Tiptap unknown attributes",
        doc({
          type: "paragraph",
          attrs: { onclick: "alert(1)", style: "background:url(javascript:alert(1))" },
          content: [{ type: "text", text: "x" }],
        }),
      ],
      [
        "Tiptap link breaking out",
        doc(
          paragraph("x", [
            { type: "link", attrs: { href: 'https://x.example" onclick="alert(1)' } },
          ]),
        ),
      ],
    ];

    it.each(vectors)(
      "%s: stored as Tiptap JSON, rendered with nothing executable",
      async (_name, content) => {
        const created = await call(
          POST,
          "admin",
          "POST",
          "publications",
          publicationBody({ content, title: "XSS" }),
        );
        if (created.status === 400) {
          // Refused outright: nothing left to render, or a link the server does not allow.
          expect([contentMessages.contentRequired, RICH_TEXT_MESSAGES.link]).toContain(
            created.body.error,
          );
          return;
        }
        expect(created.status).toBe(200);
        const [row] = await context.handle.db
          .select()
          .from(publications)
          .where(eq(publications.id, created.body.id));
        expect(JSON.parse(row!.content).type).toBe("doc");
        expect(unsafeParts(richTextToHtml(row!.content))).toEqual([]);
      },
    );

    it.each([
      ["javascript:", "javascript:alert(1)"],
      ["tab in the scheme", "java\tscript:alert(1)"],
      ["data:", "data:text/html,<script>alert(1)</script>"],
      ["vbscript:", "vbscript:msgbox(1)"],
      ["protocol-relative", "//evil.example"],
    ])("Tiptap %s link: refused with 400, nothing stored", async (_name, href) => {
      const before = await rows("publications");
      const refused = await call(
        POST,
        "admin",
        "POST",
        "publications",
        publicationBody({ content: doc(paragraph("x", [{ type: "link", attrs: { href } }])) }),
      );
      expect(refused).toEqual({
        status: 400,
        body: { success: false, error: RICH_TEXT_MESSAGES.link },
      });
      expect(await rows("publications")).toBe(before);
    });
  });

  it("refuses writes from another origin and bodies over 2 MB", async () => {
    const forged = apiRequest(sessions, "admin", "POST", path("faq"), { json: faqBody() });
    forged.headers.set("origin", "https://evil.example");
    expect((await POST(forged)).status).toBe(403);
    const huge = await call(
      POST,
      "admin",
      "POST",
      "publications",
      publicationBody({ content: "x".repeat(2 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
  });
});
