import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { CONTENT_CHANGES_CHANNEL } from "@/lib/db/content-changes";
import { describeEachDatabase } from "../helpers/databases";
import { listenDuringTests } from "../helpers/notifications";

// Issue #21: every committed change of the content the visitor cache reads is announced on one
// channel with its cache tag, whoever writes (triggers of migrations 0019 and 0020), so that every instance
// drops its pages at once. A rolled-back change announces nothing.

describeEachDatabase("content change notifications", (context) => {
  const { received, arrived } = listenDuringTests(context, CONTENT_CHANGES_CHANNEL);

  it("announces publications, attachments and links by their tag, once per transaction", async () => {
    const { db } = context.handle;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into publications (type, title, pubdate) values ('communique', 'Annonce A', now()), ('jo', 'Annonce B', now())`,
      );
      await tx.execute(sql`update publications set title = 'Annonce A2' where title = 'Annonce A'`);
    });
    await arrived(1);
    await db.execute(
      sql`insert into links (title, url, category, icon) values ('Lien', 'https://example.org', ${"organisations"}, 'globe')`,
    );
    await arrived(2);
    await db.execute(sql`delete from publication_attachments where false`);
    await arrived(3);
    expect(received).toEqual(["publications", "links", "publications"]);
  });

  it("announces the board, the delegates and the identity as `union`, the FAQ as `faqs` (migration 0020)", async () => {
    const { db } = context.handle;
    received.length = 0;
    await db.execute(
      sql`insert into board_offices (office, name, city) values ('president', 'Dr A', 'Lyon') on conflict (office) do update set name = excluded.name`,
    );
    await arrived(1);
    await db.execute(sql`delete from regional_delegates where false`);
    await arrived(2);
    await db.execute(sql`update union_identity set address = address where false`);
    await arrived(3);
    await db.execute(sql`delete from faqs where false`);
    await arrived(4);
    expect(received).toEqual(["union", "union", "union", "faqs"]);
  });

  it("announces nothing for a change rolled back", async () => {
    const { db } = context.handle;
    received.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from links`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A committed change after it: its notification is the first to arrive.
    await db.execute(sql`update publications set homepage = homepage where false`);
    await arrived(1);
    expect(received).toEqual(["publications"]);
  });
});
