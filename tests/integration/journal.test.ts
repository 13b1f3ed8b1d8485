import type { AdminViewer } from "@/lib/auth/access";
import { beforeEach, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import {
  JOURNAL_PAGE_SIZE,
  listJournal,
  listJournalActions,
  listJournalActors,
} from "@/lib/audit/queries";
import { viewerFromUser, type Viewer } from "@/lib/auth/viewer";
import { auditLog, users } from "@/lib/db/schema";
import { getMemberProfile } from "@/lib/members/profile";
import { describeEachDatabase } from "../helpers/databases";
import { insertAdmin, insertMember } from "../helpers/users";

// The journal of /admin/journal: newest first, filtered by author, member and action, paged; an
// administrator's reading of a member's profile is in it.

describeEachDatabase("journal", (context) => {
  let admin: AdminViewer;
  let member: Viewer;

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(users);
    admin = await insertAdmin(db);
    member = await insertMember(db);
  });

  it("logs an administrator reading a member’s profile, not a member reading their own", async () => {
    await getMemberProfile(member, member.id);
    await getMemberProfile(admin, member.id);
    const { entries } = await listJournal(admin, {});
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "member.view",
      actor: { id: admin.id, name: "Camille Staff" },
      member: { id: member.id, name: "Dominique Membre" },
    });
    // The detail says what was shown, without repeating the action's label.
    expect(entries[0]!.summary).toBe(
      "Coordonnées, informations professionnelles et adhésion affichées",
    );
    expect(entries[0]!.summary).not.toContain("Profil consulté");
  });

  it("writes one «\u00a0Profil consulté\u00a0» per reader and member in ten minutes", async () => {
    const db = context.handle.db;
    const other = await insertMember(db, { email: "autre.membre@example.org" });
    await getMemberProfile(admin, member.id);
    await getMemberProfile(admin, member.id);
    await getMemberProfile(admin, member.id);
    await getMemberProfile(admin, other.id);
    expect((await listJournal(admin, {})).entries).toHaveLength(2);
    // Eleven minutes later, a new reading is a new row.
    await db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(auditLog.memberId, member.id));
    await getMemberProfile(admin, member.id);
    const { entries } = await listJournal(admin, { memberId: member.id });
    expect(entries).toHaveLength(2);
  });

  it("lists newest first, filters by author, member and action, and pages by fifty", async () => {
    const db = context.handle.db;
    for (let i = 0; i < JOURNAL_PAGE_SIZE + 5; i++) {
      await recordAudit(db, {
        actor: admin,
        action: "payment.record",
        subject: { type: "payment", id: `p${i}` },
        memberId: member.id,
        summary: `Paiement ${i}`,
      });
    }
    await recordAudit(db, {
      actor: null,
      action: "retention.purge",
      subject: { type: "purge" },
      summary: "Purge",
    });
    await recordAudit(db, {
      actor: member,
      action: "profile.update",
      subject: { type: "user", id: member.id },
      summary: "Profil modifié par le membre",
    });

    const first = await listJournal(admin, {});
    expect(first).toMatchObject({ total: JOURNAL_PAGE_SIZE + 7, page: 1, pageCount: 2 });
    expect(first.entries[0]).toMatchObject({
      action: "profile.update",
      actor: { name: "Dominique Membre" },
    });
    expect(first.entries[1]).toMatchObject({
      action: "retention.purge",
      actor: null,
      member: null,
    });
    expect((await listJournal(admin, { page: 2 })).entries).toHaveLength(7);
    expect((await listJournal(admin, { page: 99 })).page).toBe(2);

    expect((await listJournal(admin, { actorId: member.id })).total).toBe(1);
    expect((await listJournal(admin, { memberId: member.id })).total).toBe(JOURNAL_PAGE_SIZE + 6);
    expect((await listJournal(admin, { action: "retention.purge" })).total).toBe(1);
    expect((await listJournal(admin, { actorId: admin.id, action: "profile.update" })).total).toBe(
      0,
    );
    expect((await listJournal(admin, { memberId: "pas-un-id" })).total).toBe(0);

    expect(await listJournalActions(admin)).toEqual([
      "payment.record",
      "profile.update",
      "retention.purge",
    ]);
    expect((await listJournalActors(admin)).map((actor) => actor.name)).toEqual([
      "Dominique Membre",
      "Camille Staff",
    ]);
  });

  it("lists each author once in the filter, namesakes told apart by their address", async () => {
    const [twin] = await context.handle.db
      .insert(users)
      .values({ email: "camille.bis@example.org", firstname: "Camille", lastname: "Staff" })
      .returning();
    for (const actor of [admin, admin, viewerFromUser(twin!)])
      await recordAudit(context.handle.db, {
        actor,
        action: "member.view",
        subject: { type: "user", id: member.id },
        summary: "Profil consulté",
      });
    expect((await listJournalActors(admin)).map((actor) => actor.name)).toEqual([
      "Camille Staff (camille.bis@example.org)",
      "Camille Staff (staff@example.org)",
    ]);
  });
});
