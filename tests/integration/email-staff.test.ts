import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { auditLog, emailOutbox, mailbox, users } from "@/lib/db/schema";
import {
  listMemberEmails,
  listOutboxEmails,
  markOutboxEmailSent,
  resendOutboxEmail,
} from "@/lib/email/queries";
import { requestLoginCode } from "@/lib/members/login-codes";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { sendQueuedEmails } from "@/lib/email/sender";
import { describeEachDatabase } from "../helpers/databases";
import { rejectionOf } from "../helpers/errors";
import { staffViewer } from "../helpers/users";

// What staff see and decide on /admin/emails: the last e-mails per member with their state and
// the provider's message; an e-mail given up sent again (a new key), one « à vérifier » marked
// sent after a look at the provider's log; both journaled.

describeEachDatabase("e-mails seen by staff", (context) => {
  let memberId = "";
  let adminId = "";

  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of ["email_outbox", "mailbox", "audit_log"])
      await db.execute(sql.raw(`delete from ${table}`));
    await db.execute(sql`delete from users`);
    const [member] = await db
      .insert(users)
      .values({ email: "recu@example.org", firstname: "Rémi", lastname: "Reçu" })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({ email: "staff@example.org", firstname: "Sam", lastname: "Staff", isAdmin: true })
      .returning();
    memberId = member!.id;
    adminId = admin!.id;
    const row = (key: string, values: Partial<typeof emailOutbox.$inferInsert>) => ({
      idempotencyKey: key,
      kind: "payment-receipt" as const,
      priority: 1,
      recipient: "recu@example.org",
      subject: "Reçu de votre cotisation SRH (120 €)",
      html: "<p>Reçu</p>",
      text: "Reçu",
      ...values,
    });
    await db.insert(emailOutbox).values([
      row("receipt:a", {
        userId: memberId,
        state: "failed",
        attempts: 9,
        lastError: "Resend 422\u00a0: The to address is invalid",
        createdAt: new Date(Date.now() - 3 * 60_000),
      }),
      row("receipt:b", {
        userId: memberId,
        state: "unverified",
        attempts: 1,
        firstAttemptAt: new Date(Date.now() - 30 * 3600_000),
        lastError: "Envoi interrompu",
        createdAt: new Date(Date.now() - 2 * 60_000),
      }),
      row("contact:c", {
        kind: "contact-message",
        recipient: "contact@srh-info.org",
        state: "sent",
        sentAt: new Date(),
        providerMessageId: "re_42",
        createdAt: new Date(Date.now() - 60_000),
      }),
    ]);
  });

  it("lists the last e-mails newest first, by member, state and kind, with counts by state", async () => {
    const all = await listOutboxEmails(staffViewer(), {});
    expect(all.entries).toHaveLength(3);
    expect(all.entries.map((entry) => entry.state)).toEqual(["sent", "unverified", "failed"]);
    expect(all.counts).toMatchObject({ failed: 1, unverified: 1, sent: 1, pending: 0 });
    expect(all.entries[2]).toMatchObject({
      kind: "payment-receipt",
      attempts: 9,
      lastError: "Resend 422\u00a0: The to address is invalid",
      member: { id: memberId, name: "Rémi Reçu" },
    });
    expect((await listOutboxEmails(staffViewer(), { memberId })).total).toBe(2);
    expect((await listOutboxEmails(staffViewer(), { state: "failed" })).total).toBe(1);
    expect((await listOutboxEmails(staffViewer(), { kind: "contact-message" })).total).toBe(1);
    // Nonsense filters match nothing, they do not fail.
    expect(
      (await listOutboxEmails(staffViewer(), { memberId: "pas-un-id", state: "perdu" })).total,
    ).toBe(0);
    expect((await listMemberEmails(staffViewer(), memberId)).total).toBe(2);
  });

  it("sends again an e-mail given up, under a new key, and journals it", async () => {
    const [failed] = await context.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, "receipt:a"));
    await resendOutboxEmail(failed!.id, { actor: { id: adminId } });
    const [again] = await context.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failed!.id));
    expect(again).toMatchObject({ state: "pending", attempts: 0, lastError: null });
    expect(again!.idempotencyKey).toMatch(/^receipt:a:renvoi:[0-9a-f-]{36}$/);
    expect((await sendQueuedEmails({ keys: [again!.idempotencyKey] })).sent).toBe(1);
    expect(await context.handle.db.select().from(mailbox)).toHaveLength(1);
    const [entry] = await context.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "email.resend"));
    expect(entry).toMatchObject({ actorId: adminId, memberId, entity: "email" });
    expect(entry!.summary).toBe(
      "E-mail «\u00a0Reçu de cotisation\u00a0» à recu@example.org renvoyé (échec définitif\u00a0: Resend 422\u00a0: The to address is invalid)",
    );
    // A sent e-mail is not sent again from here.
    expect(
      ((await rejectionOf(resendOutboxEmail(failed!.id, { actor: { id: adminId } }))) as Error)
        .message,
    ).toBe("Seul un e-mail en échec ou «\u00a0à vérifier\u00a0» peut être renvoyé.");
  });

  it("marks an e-mail «\u00a0à vérifier\u00a0» sent at its first call, and refuses it for another state", async () => {
    const rows = await context.handle.db.select().from(emailOutbox);
    const unverified = rows.find((row) => row.state === "unverified")!;
    const failed = rows.find((row) => row.state === "failed")!;
    await markOutboxEmailSent(unverified.id, { actor: { id: adminId } });
    const [sent] = await context.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, unverified.id));
    expect(sent).toMatchObject({ state: "sent" });
    expect(sent!.sentAt?.getTime()).toBe(unverified.firstAttemptAt!.getTime());
    expect(
      ((await rejectionOf(markOutboxEmailSent(failed.id, { actor: { id: adminId } }))) as Error)
        .message,
    ).toBe("Seul un e-mail «\u00a0à vérifier\u00a0» peut être marqué envoyé.");
    expect(
      ((await rejectionOf(markOutboxEmailSent("inconnu", { actor: { id: adminId } }))) as Error)
        .message,
    ).toBe("E-mail introuvable.");
    expect(await context.handle.db.select().from(mailbox)).toHaveLength(0);
  });

  it("keeps no live code where staff can read it: masked once sent, masked while waiting, never sent again", async () => {
    const db = context.handle.db;
    await requestLoginCode("recu@example.org", "198.51.100.31");
    const [delivered] = await listMailboxMessages({ to: "recu@example.org", limit: 1 });
    const code = /(\d{6})$/.exec(delivered!.subject)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "login-code"));
    expect(sent).toMatchObject({
      state: "sent",
      subject: "Votre code de connexion SRH\u00a0: ••••••",
    });
    for (const stored of [sent!.subject, sent!.html, sent!.text])
      expect(stored).not.toContain(code);

    // A code still waiting (or given up) keeps its code for the sender, but staff never see it.
    await db.insert(emailOutbox).values({
      idempotencyKey: "login-code:waiting",
      kind: "login-code",
      priority: 0,
      userId: memberId,
      recipient: "recu@example.org",
      subject: "Votre code de connexion SRH\u00a0: 654321",
      html: "<p>654321</p>",
      text: "654321",
      state: "failed",
    });
    const seen = JSON.stringify([
      await listOutboxEmails(staffViewer(), {}),
      await listMemberEmails(staffViewer(), memberId, 50),
    ]);
    expect(seen).not.toContain("654321");
    expect(seen).not.toContain(code);
    expect(seen).toContain("Votre code de connexion SRH\u00a0: ••••••");
    const [waiting] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, "login-code:waiting"));
    expect(
      ((await rejectionOf(resendOutboxEmail(waiting!.id, { actor: { id: adminId } }))) as Error)
        .message,
    ).toBe(
      "Un code à usage unique n’est jamais renvoyé\u00a0: la personne en demande un nouveau sur le site.",
    );
  });
});
