import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, faqs, files, publicationAttachments, publications } from "@/lib/db/schema";
import { seedDemoContent } from "@/lib/demo";
import { purgeUnusedUploads } from "@/lib/retention/purges";
import { describeEachDatabase } from "../helpers/databases";

// Files sent for an edit that was then abandoned: the daily purge removes them after a week,
// and nothing that content, a link, an FAQ answer or a newsletter still points to.

const now = new Date("2026-11-23T09:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describeEachDatabase("unused uploads", (context) => {
  beforeAll(async () => {
    await seedDemoContent(context.handle.db, { now: daysAgo(400) });
  });

  it("keeps every file of the demo content, however old", async () => {
    const before = await context.handle.db.select({ id: files.id }).from(files);
    expect(before.length).toBeGreaterThan(0);
    expect(await context.handle.db.transaction((tx) => purgeUnusedUploads(tx, now))).toBe(0);
    expect(await context.handle.db.select({ id: files.id }).from(files)).toHaveLength(
      before.length,
    );
  });

  it("removes an upload nothing uses once it is a week old, with a journal row, and keeps used and recent ones", async () => {
    const db = context.handle.db;
    const file = (title: string, createdAt: Date) => ({
      kind: "document" as const,
      title,
      fileName: `${title}.pdf`,
      mimeType: "application/pdf",
      sizeBytes: 4,
      sha256: "x",
      createdAt,
    });
    const [abandoned, recent, attached, inAnswer] = await db
      .insert(files)
      .values([
        file("abandonne", daysAgo(8)),
        file("recent", daysAgo(6)),
        file("joint", daysAgo(30)),
        file("cite", daysAgo(30)),
      ])
      .returning();
    const [publication] = await db.select({ id: publications.id }).from(publications).limit(1);
    await db
      .insert(publicationAttachments)
      .values({ publicationId: publication!.id, fileId: attached!.id, position: 99 });
    await db.insert(faqs).values({
      question: "Où est le modèle\u00a0?",
      answer: `Voir /api/files?action=download&id=${inAnswer!.id}`,
      tags: [],
    });

    expect(await db.transaction((tx) => purgeUnusedUploads(tx, now))).toBe(1);
    const left = new Set((await db.select({ id: files.id }).from(files)).map((row) => row.id));
    expect(left.has(abandoned!.id)).toBe(false);
    for (const kept of [recent, attached, inAnswer]) expect(left.has(kept!.id)).toBe(true);
    const [journal] = await db.select().from(auditLog).where(eq(auditLog.entityId, abandoned!.id));
    expect(journal).toMatchObject({ action: "file.delete", actorId: null });
  });
});
