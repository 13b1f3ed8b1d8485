import { createHash } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { GET, POST } from "@/app/api/files/route";
import { fileBlobs, files } from "@/lib/db/schema";
import { makeDemoPdf } from "@/lib/demo/documents";
import { UPLOAD_MESSAGES } from "@/lib/files/upload-rules";
import { apiRequest, createSessions, type Sessions } from "../helpers/content-requests";
import { describeEachDatabase } from "../helpers/databases";
import { cfb, cfbWithEntries, docx } from "../helpers/upload-fixtures";

// The second outside audit's upload findings (I1) and the text documents' charset.

const documentPath = "/api/files?action=upload&type=document";

function form(name: string, bytes: Uint8Array | string): FormData {
  const data = new FormData();
  data.append("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name));
  return data;
}

describeEachDatabase("uploads after the audit", (context) => {
  let sessions: Sessions;
  beforeAll(async () => {
    sessions = await createSessions(context.handle.db, "upload-audit");
  });

  const upload = (name: string, bytes: Uint8Array | string) =>
    POST(apiRequest(sessions, "admin", "POST", documentPath, { form: form(name, bytes) }));
  const download = (id: string) =>
    GET(apiRequest(sessions, "admin", "GET", `/api/files?action=download&id=${id}`));

  it("refuses Word documents carrying macros, in DOCX or in the old format", async () => {
    const macroDocx = docx([{ name: "word/vbaProject.bin", data: Buffer.from("VBA") }]);
    const renamedDocm = docx([
      {
        name: "[Content_Types].xml",
        data: Buffer.from(
          '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
    ]);
    const oleWithMacros = cfbWithEntries("Root Entry", "WordDocument", "Macros", "VBA");
    for (const [name, bytes] of [
      ["Motion.docx", macroDocx],
      ["Motion2.docx", renamedDocm],
      ["Ancien.doc", oleWithMacros],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.status, name).toBe(415);
      expect(await response.json()).toEqual({
        success: false,
        error: UPLOAD_MESSAGES.documentMacros(name),
      });
    }
    expect((await upload("Propre.doc", cfb())).status).toBe(200);
    expect((await upload("Propre.docx", docx())).status).toBe(200);
  });

  it("strips bidirectional control characters from file names", async () => {
    const response = await upload(
      "Facture\u202Efdp.exe\u2066\u2069.pdf",
      await makeDemoPdf("F", ["x"]),
    );
    const body = (await response.json()) as { document: { fileName: string } };
    expect(body.document.fileName).toBe("Facturefdp.exe.pdf");
  });

  it("serves PDFs as attachments and texts as UTF-8, a legacy Windows text converted", async () => {
    const pdf = (await (await upload("Motion.pdf", await makeDemoPdf("M", ["x"]))).json()) as {
      document: { id: string };
    };
    const pdfResponse = await download(pdf.document.id);
    expect(pdfResponse.headers.get("content-disposition")).toMatch(/^attachment; /);

    const latin = Buffer.from("Compte rendu\u00a0: réunion à Lyon\n", "latin1");
    const text = (await (await upload("Notes.txt", latin)).json()) as {
      document: { id: string; mimeType: string };
    };
    expect(text.document.mimeType).toBe("text/plain; charset=utf-8");
    const textResponse = await download(text.document.id);
    expect(textResponse.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(textResponse.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(Buffer.from(await textResponse.arrayBuffer()).toString("utf8")).toBe(
      "Compte rendu\u00a0: réunion à Lyon\n",
    );
  });

  it("says charset=utf-8 for a text stored without it (the demo’s, seeded before)", async () => {
    const bytes = Buffer.from("Chiffres clés\n", "utf8");
    const [row] = await context.handle.db
      .insert(files)
      .values({
        kind: "document",
        title: "Ancien texte",
        fileName: "ancien.txt",
        mimeType: "text/plain",
        sizeBytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        uploadedBy: sessions.adminId,
      })
      .returning();
    await context.handle.db.insert(fileBlobs).values({ fileId: row!.id, bytes });
    const response = await download(row!.id);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
