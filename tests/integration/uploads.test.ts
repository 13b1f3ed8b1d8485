import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/files/route";
import { auditLog, fileBlobs, files } from "@/lib/db/schema";
import { makeDemoPdf } from "@/lib/demo/documents";
import {
  DOCUMENT_MAX_BYTES,
  DOCX_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  UPLOAD_MESSAGES,
} from "@/lib/files/upload-rules";
import { apiRequest, createSessions, type Sessions } from "../helpers/content-requests";
import { databaseKinds, describeEachDatabase } from "../helpers/databases";
import { cfb, docx, gif, jpegWithExif, padTo, png, webp, zip } from "../helpers/upload-fixtures";

// Uploads judged by their bytes (issue #10): every refusal of the corpus answers its French
// message with 413 or 415 and stores nothing; accepted images are re-encoded without metadata.

const imagePath = (usage?: string) =>
  `/api/files?action=upload&type=image${usage ? `&usage=${usage}` : ""}`;
const documentPath = "/api/files?action=upload&type=document";

function form(...items: [string, Uint8Array | string][]): FormData {
  const data = new FormData();
  for (const [name, bytes] of items)
    data.append("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name));
  return data;
}

describeEachDatabase("uploads", (context) => {
  let sessions: Sessions;
  let pdf: Uint8Array;
  beforeAll(async () => {
    sessions = await createSessions(context.handle.db, "upload");
    pdf = await makeDemoPdf("Motion", ["Texte de la motion."]);
  }, 60_000);

  async function stored() {
    const db = context.handle.db;
    const [fileRows] = await db.select({ n: count() }).from(files);
    const [blobRows] = await db.select({ n: count() }).from(fileBlobs);
    const [auditRows] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, "file.upload"));
    return { files: fileRows?.n ?? 0, blobs: blobRows?.n ?? 0, audit: auditRows?.n ?? 0 };
  }

  async function expectRefused(request: Request, status: number, error: string) {
    const before = await stored();
    const response = await POST(request as never);
    expect(await response.json()).toEqual({ success: false, error });
    expect(response.status).toBe(status);
    expect(await stored()).toEqual(before);
  }

  describe("who may upload", () => {
    it.each([
      ["visitor", 401],
      ["member", 403],
    ] as const)(
      "a %s gets %i and nothing is stored, whatever isAdmin the body carries",
      async (role, status) => {
        const before = await stored();
        const response = await POST(
          apiRequest(sessions, role, "POST", imagePath(), {
            json: {
              file: `data:image/png;base64,${(await png()).toString("base64")}`,
              fileName: "a.png",
              isAdmin: true,
            },
          }),
        );
        expect(response.status).toBe(status);
        expect(await stored()).toEqual(before);
      },
    );

    it("refuses a write from another origin", async () => {
      const request = apiRequest(sessions, "admin", "POST", documentPath, {
        form: form(["a.pdf", pdf]),
      });
      request.headers.set("origin", "https://evil.example");
      expect((await POST(request)).status).toBe(403);
    });
  });

  describe("images", () => {
    it("re-encodes a cover to the page size, drops its EXIF (GPS included), stores it with a server id and audits it", async () => {
      const before = await stored();
      const original = await jpegWithExif(3000, 2000);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await POST(
        apiRequest(sessions, "admin", "POST", imagePath(), {
          form: form(["photo de vacances.JPG", original]),
        }),
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        success: true,
        mimeType: "image/jpeg",
        width: 1600,
        height: 1067,
      });
      expect(body.url).toBe(`/images/${body.id}`);
      expect(body.base64).toMatch(/^data:image\/jpeg;base64,/);
      const [row] = await context.handle.db.select().from(files).where(eq(files.id, body.id));
      expect(row).toMatchObject({
        kind: "image",
        fileName: "photo de vacances.jpg",
        mimeType: "image/jpeg",
        uploadedBy: sessions.adminId,
      });
      const [blob] = await context.handle.db
        .select()
        .from(fileBlobs)
        .where(eq(fileBlobs.fileId, body.id));
      const meta = await sharp(Buffer.from(blob!.bytes)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(1600);
      expect(Buffer.from(blob!.bytes).includes(Buffer.from("Secret de position"))).toBe(false);
      expect(await stored()).toEqual({
        files: before.files + 1,
        blobs: before.blobs + 1,
        audit: before.audit + 1,
      });
      const [audit] = await context.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, body.id));
      expect(audit).toMatchObject({
        actorId: sessions.adminId,
        action: "file.upload",
        entity: "file",
      });
    });

    it("accepts PNG (with transparency, kept as WebP) and WebP, raw or as a legacy data URL; drops bytes hidden after the image", async () => {
      const hidden = Buffer.concat([
        await png(30, 30, { alpha: true }),
        Buffer.from("<script>alert(1)</script>"),
      ]);
      const raw = await POST(
        apiRequest(sessions, "admin", "POST", `${imagePath()}&fileName=logo.png`, {
          raw: hidden,
          contentType: "image/png",
        }),
      );
      expect(raw.status).toBe(200);
      const rawBody = await raw.json();
      expect(rawBody.mimeType).toBe("image/webp");
      expect(
        Buffer.from(rawBody.base64.split(",")[1], "base64").includes(Buffer.from("<script>")),
      ).toBe(false);

      const legacy = await POST(
        apiRequest(sessions, "admin", "POST", imagePath(), {
          json: {
            file: `data:image/webp;base64,${(await webp()).toString("base64")}`,
            fileName: "w.webp",
            mimeType: "image/webp",
            isAdmin: true,
          },
        }),
      );
      expect(legacy.status).toBe(200);
      expect((await legacy.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("gives a link logo back as a small data URL without storing it", async () => {
      const before = await stored();
      const response = await POST(
        apiRequest(sessions, "admin", "POST", imagePath("logo"), {
          form: form(["logo.png", await png(800, 400)]),
        }),
      );
      const body = await response.json();
      expect(body).toMatchObject({ success: true, width: 256, height: 128 });
      expect(body.id).toBeUndefined();
      expect(await stored()).toEqual(before);
    });

    it("accepts exactly 500 KB and refuses 500 KB + 1 byte with 413", async () => {
      const small = await png();
      const atLimit = await POST(
        apiRequest(sessions, "admin", "POST", imagePath(), {
          form: form(["limite.png", padTo(small, IMAGE_MAX_BYTES)]),
        }),
      );
      expect(atLimit.status).toBe(200);
      await expectRefused(
        apiRequest(sessions, "admin", "POST", imagePath(), {
          form: form(["gros.png", padTo(small, IMAGE_MAX_BYTES + 1)]),
        }),
        413,
        UPLOAD_MESSAGES.imageSize,
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", `${imagePath()}&fileName=gros.png`, {
          raw: padTo(small, IMAGE_MAX_BYTES + 1),
        }),
        413,
        UPLOAD_MESSAGES.imageSize,
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", `${imagePath()}&fileName=enorme.png`, {
          raw: padTo(small, 3 * IMAGE_MAX_BYTES),
        }),
        413,
        UPLOAD_MESSAGES.imageSize,
      );
    });

    it.each([
      ["a GIF", async () => gif(), "anim.gif"],
      [
        "an SVG named .png",
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        "image.png",
      ],
      [
        "HTML named .jpg",
        async () => Buffer.from("<html><script>alert(1)</script></html>"),
        "photo.jpg",
      ],
      ["a PDF named .png", async () => Buffer.from(pdf), "cover.png"],
    ])("refuses %s with 415", async (_name, make, fileName) => {
      await expectRefused(
        apiRequest(sessions, "admin", "POST", imagePath(), {
          form: form([fileName, await make()]),
        }),
        415,
        UPLOAD_MESSAGES.imageType,
      );
    });

    it("refuses a PNG that is not decodable or a pixel bomb with 415", async () => {
      const broken = padTo((await png()).subarray(0, 40), 2000);
      await expectRefused(
        apiRequest(sessions, "admin", "POST", imagePath(), { form: form(["casse.png", broken]) }),
        415,
        UPLOAD_MESSAGES.imageProcessing,
      );
      const huge = await sharp({
        create: { width: 10000, height: 5000, channels: 3, background: "#000" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(IMAGE_MAX_BYTES);
      await expectRefused(
        apiRequest(sessions, "admin", "POST", imagePath(), { form: form(["bombe.png", huge]) }),
        415,
        UPLOAD_MESSAGES.imageProcessing,
      );
    });
  });

  describe("documents", () => {
    it("stores PDF, DOCX, DOC and TXT from one multipart request, named after what the bytes are", async () => {
      const before = await stored();
      const response = await POST(
        apiRequest(sessions, "admin", "POST", documentPath, {
          form: form(
            ["Motion.pdf", pdf],
            ["Lettre.docx", docx()],
            ["Ancien.doc", cfb()],
            ["Notes.txt", "Réunion du bureau\nOrdre du jour\u00a0: 3 < 4\n"],
            ["Déguisé.txt", pdf],
          ),
        }),
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(
        body.documents.map((d: { fileName: string; mimeType: string; title: string }) => [
          d.fileName,
          d.mimeType,
          d.title,
        ]),
      ).toEqual([
        ["Motion.pdf", "application/pdf", "Motion"],
        [
          "Lettre.docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "Lettre",
        ],
        ["Ancien.doc", "application/msword", "Ancien"],
        ["Notes.txt", "text/plain; charset=utf-8", "Notes"],
        ["Déguisé.pdf", "application/pdf", "Déguisé"],
      ]);
      expect(body.document).toEqual(body.documents[0]);
      expect(body.document).toMatchObject({
        description: "",
        fileSize: pdf.byteLength,
        filePath: `/api/files?action=download&id=${body.document.id}`,
        uploadedBy: sessions.adminId,
      });
      expect(await stored()).toEqual({
        files: before.files + 5,
        blobs: before.blobs + 5,
        audit: before.audit + 5,
      });
    });

    it("reads a browser’s multipart body, whose boundary has capitals", async () => {
      const boundary = "----WebKitFormBoundaryAbCdEfGh12";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Motion.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(pdf),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await POST(
        apiRequest(sessions, "admin", "POST", documentPath, {
          raw: body,
          contentType: `multipart/form-data; boundary=${boundary}`,
        }),
      );
      expect(response.status).toBe(200);
      expect((await response.json()).document.fileName).toBe("Motion.pdf");
    });

    it("accepts the legacy JSON byte array with its title and description, and exactly 10 MB raw", async () => {
      const legacy = await POST(
        apiRequest(sessions, "admin", "POST", documentPath, {
          json: {
            file: [...Buffer.from("Texte simple\n")],
            fileName: "compte-rendu.txt",
            mimeType: "text/plain",
            title: "Compte rendu",
            description: "Bureau de mars",
            uploadedBy: null,
            isAdmin: true,
          },
        }),
      );
      expect(legacy.status).toBe(200);
      expect((await legacy.json()).document).toMatchObject({
        title: "Compte rendu",
        description: "Bureau de mars",
        fileName: "compte-rendu.txt",
      });
      const exact = await POST(
        apiRequest(sessions, "admin", "POST", `${documentPath}&fileName=gros.pdf`, {
          raw: padTo(pdf, DOCUMENT_MAX_BYTES),
        }),
      );
      expect(exact.status).toBe(200);
    });

    it("refuses 10 MB + 1 byte with 413, in every shape", async () => {
      const over = padTo(pdf, DOCUMENT_MAX_BYTES + 1);
      await expectRefused(
        apiRequest(sessions, "admin", "POST", documentPath, { form: form(["rapport.pdf", over]) }),
        413,
        UPLOAD_MESSAGES.documentSize("rapport.pdf"),
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", `${documentPath}&fileName=rapport.pdf`, {
          raw: over,
        }),
        413,
        UPLOAD_MESSAGES.documentSize("rapport.pdf"),
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", documentPath, {
          json: { file: over.toString("base64"), fileName: "rapport.pdf" },
        }),
        413,
        UPLOAD_MESSAGES.documentSize("rapport.pdf"),
      );
    }, 60_000);

    it.each([
      [
        "a PNG named .pdf",
        async () => png(),
        "scan.pdf",
        415,
        UPLOAD_MESSAGES.documentType("scan.pdf"),
      ],
      [
        "HTML named .txt",
        async () =>
          Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
        "notes.txt",
        415,
        UPLOAD_MESSAGES.documentType("notes.txt"),
      ],
      [
        "SVG named .txt",
        async () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "dessin.txt",
        415,
        UPLOAD_MESSAGES.documentType("dessin.txt"),
      ],
      [
        "XML named .txt",
        async () => Buffer.from('<?xml version="1.0"?><a/>'),
        "data.txt",
        415,
        UPLOAD_MESSAGES.documentType("data.txt"),
      ],
      [
        "binary named .txt",
        async () => Buffer.from([0x41, 0x00, 0x42, 0x01, 0x02]),
        "bin.txt",
        415,
        UPLOAD_MESSAGES.documentType("bin.txt"),
      ],
      [
        "a zip that is not a DOCX",
        async () => zip([{ name: "a.txt", data: Buffer.from("x") }]),
        "faux.docx",
        415,
        UPLOAD_MESSAGES.documentType("faux.docx"),
      ],
      [
        "a DOCX without its document",
        async () =>
          zip([
            {
              name: "[Content_Types].xml",
              data: Buffer.from("wordprocessingml.document.main+xml"),
            },
          ]),
        "vide.docx",
        415,
        UPLOAD_MESSAGES.documentType("vide.docx"),
      ],
      [
        "an Excel-like OLE2 file named .doc",
        async () => cfb("Workbook"),
        "tableur.doc",
        415,
        UPLOAD_MESSAGES.documentType("tableur.doc"),
      ],
      [
        "a GIF named .doc",
        async () => gif(),
        "image.doc",
        415,
        UPLOAD_MESSAGES.documentType("image.doc"),
      ],
      [
        "a DOCX zip bomb by entry count",
        async () =>
          docx(
            Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => ({
              name: `word/media/${i}.xml`,
              data: Buffer.from("x"),
            })),
          ),
        "bombe.docx",
        413,
        UPLOAD_MESSAGES.documentBomb("bombe.docx"),
      ],
      [
        "a DOCX zip bomb by unpacked size",
        async () => docx([{ name: "word/bombe.xml", data: Buffer.alloc(101 * 1024 * 1024) }]),
        "bombe.docx",
        413,
        UPLOAD_MESSAGES.documentBomb("bombe.docx"),
      ],
      [
        "a DOCX zip bomb lying about its size",
        async () =>
          docx([
            { name: "word/bombe.xml", data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 },
          ]),
        "menteur.docx",
        413,
        UPLOAD_MESSAGES.documentBomb("menteur.docx"),
      ],
      [
        "an empty file",
        async () => Buffer.alloc(0),
        "vide.txt",
        400,
        UPLOAD_MESSAGES.empty("vide.txt"),
      ],
    ] as const)(
      "refuses %s",
      async (_name, make, fileName, status, error) => {
        await expectRefused(
          apiRequest(sessions, "admin", "POST", documentPath, {
            form: form([fileName, await make()]),
          }),
          status,
          error,
        );
      },
      60_000,
    );

    it("stores none of several documents when one is refused", async () => {
      await expectRefused(
        apiRequest(sessions, "admin", "POST", documentPath, {
          form: form(["bon.pdf", pdf], ["mauvais.pdf", await png()]),
        }),
        415,
        UPLOAD_MESSAGES.documentType("mauvais.pdf"),
      );
    });

    it("answers 400 in French for a missing file or name", async () => {
      await expectRefused(
        apiRequest(sessions, "admin", "POST", documentPath, { raw: Buffer.from("x") }),
        400,
        "Nom de fichier manquant (paramètre fileName).",
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", documentPath, { form: new FormData() }),
        400,
        "Aucun fichier reçu.",
      );
      await expectRefused(
        apiRequest(sessions, "admin", "POST", "/api/files?action=upload&type=video", {
          raw: Buffer.from("x"),
        }),
        400,
        "Paramètre type inconnu ou manquant (image ou document).",
      );
    });
  });
});

it("runs on every database kind", () => {
  expect(databaseKinds()).toContain("pglite");
});
