import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/content/route";
import { files, publicationAttachments, publications } from "@/lib/db/schema";
import { listLegacyPublications } from "@/lib/publications/queries";
import { apiRequest, createSessions, type Role, type Sessions } from "../helpers/content-requests";
import { describeEachDatabase } from "../helpers/databases";

// The legacy list call served from memory (issue #10): byte-identical to a fresh serialisation,
// per audience and filter, and never stale after a write (through the API or not), a delete or a
// scheduled date passing.

const doc = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
};

describeEachDatabase("GET /api/content?contentType=publications cache", (context) => {
  let sessions: Sessions;
  beforeAll(async () => {
    sessions = await createSessions(context.handle.db, "cache");
  });

  async function body(role: Role, type?: string) {
    const response = await GET(
      apiRequest(
        sessions,
        role,
        "GET",
        `/api/content?contentType=publications${type ? `&type=${type}` : ""}`,
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    return response.text();
  }
  const fresh = async (audience: "public" | "members" | "admins", type?: "communique") =>
    JSON.stringify({
      success: true,
      publications: await listLegacyPublications({ audience, type }),
    });

  it("answers the same bytes as a fresh serialisation, per audience and filter", async () => {
    const write = (json: unknown) =>
      POST(
        apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", { json }),
      );
    await write({ title: "Publique", content: doc, pubdate: "2026-01-10", type: "communique" });
    await write({ title: "Adhérents", content: doc, pubdate: "2026-01-11", subscribersonly: true });
    for (const [role, audience] of [
      ["visitor", "public"],
      ["member", "members"],
      ["admin", "admins"],
    ] as const) {
      expect(await body(role)).toBe(await fresh(audience));
      expect(await body(role)).toBe(await fresh(audience)); // from memory this time
      expect(await body(role, "communique")).toBe(await fresh(audience, "communique"));
    }
    expect(await body("visitor")).not.toContain("Adhérents");
    expect(await body("member")).toContain("Adhérents");
  });

  it("shows a create, an update and a delete at once", async () => {
    const before = await body("visitor");
    const created = await (
      await POST(
        apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
          json: { title: "Nouvelle", content: doc, pubdate: "2026-02-01" },
        }),
      )
    ).json();
    expect(await body("visitor")).toContain("Nouvelle");
    await PUT(
      apiRequest(sessions, "admin", "PUT", "/api/content?contentType=publications", {
        json: { id: created.id, title: "Renommée", content: doc, pubdate: "2026-02-01" },
      }),
    );
    const renamed = await body("visitor");
    expect(renamed).toContain("Renommée");
    expect(renamed).toBe(await fresh("public"));
    await DELETE(
      apiRequest(sessions, "admin", "DELETE", "/api/content?contentType=publications", {
        json: { id: created.id },
      }),
    );
    expect(await body("visitor")).toBe(before);
  });

  it("shows a scheduled item once its date has passed, without any write", async () => {
    const created = await (
      await POST(
        apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
          json: { title: "Programmée", content: doc, pubdate: "2030-01-01" },
        }),
      )
    ).json();
    expect(await body("visitor")).not.toContain("Programmée");
    expect(await body("admin")).toContain("Programmée");
    // The date passes (the row is moved, by plain SQL: the database renews the change token).
    await context.handle.db
      .update(publications)
      .set({ pubdate: sql`now() - interval '1 hour'` })
      .where(eq(publications.id, created.id));
    expect(await body("visitor")).toContain("Programmée");
    expect(await body("visitor")).toBe(await fresh("public"));
  });

  it("shows an item whose date comes while nothing is written (the entry knows the next date)", async () => {
    const created = await (
      await POST(
        apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
          json: { title: "Bientôt", content: doc, pubdate: "2030-01-01" },
        }),
      )
    ).json();
    await context.handle.db
      .update(publications)
      .set({ pubdate: sql`now() + interval '1500 milliseconds'` })
      .where(eq(publications.id, created.id));
    expect(await body("visitor")).not.toContain("Bientôt");
    // No write from here on: only time passes.
    await expect
      .poll(() => body("visitor"), { timeout: 10_000, interval: 250 })
      .toContain("Bientôt");
    expect(await body("visitor")).toBe(await fresh("public"));
  });

  it("sees a change made outside the write calls (another instance, a script, plain SQL), attachments included", async () => {
    const created = await (
      await POST(
        apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
          json: { title: "Avant SQL", content: doc, pubdate: "2026-03-01" },
        }),
      )
    ).json();
    expect(await body("visitor")).toContain("Avant SQL");
    await context.handle.db.execute(
      sql`update publications set title = 'Après SQL' where id = ${created.id}`,
    );
    expect(await body("visitor")).toContain("Après SQL");
    const before = await body("visitor");
    const [file] = await context.handle.db
      .insert(files)
      .values({
        kind: "document",
        title: "Annexe",
        fileName: "annexe.pdf",
        mimeType: "application/pdf",
        sizeBytes: 1,
        sha256: "x",
      })
      .returning({ id: files.id });
    await context.handle.db
      .insert(publicationAttachments)
      .values({ publicationId: created.id, fileId: file!.id });
    const after = await body("visitor");
    expect(after).not.toBe(before);
    expect(after).toBe(await fresh("public"));
  });
});
