import { desc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { auditLog, links, users } from "@/lib/db/schema";
import { linkInputSchema } from "@/lib/links/schemas";
import { createLink, updateLink } from "@/lib/links/writes";
import { describeEachDatabase } from "../helpers/databases";
import { insertAdmin } from "../helpers/users";

// The journal names a link's changed fields in French (issue 19: "(title)" was shown), and an
// address typed without its scheme is stored with https://.

describeEachDatabase("link writes in the journal", (context) => {
  let admin: Viewer;

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(links);
    await db.delete(users);
    admin = await insertAdmin(db);
  });

  it("says which fields changed, in French", async () => {
    const input = linkInputSchema.parse({
      title: "Société française de radiologie",
      url: "www.sfrnet.org",
      category: "societes-savantes",
      description: "La société savante.",
    });
    const { id } = await createLink(admin, input);
    const [stored] = await context.handle.db.select().from(links).where(eq(links.id, id));
    expect(stored?.url).toBe("https://www.sfrnet.org");

    await updateLink(admin, id, { ...input, title: "SFR", url: "https://sfrnet.org" });
    const [last] = await context.handle.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last?.summary).toBe("Lien «\u00a0SFR\u00a0» modifié (titre, adresse)");
  });
});
