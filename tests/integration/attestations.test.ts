import { staffViewer } from "../helpers/users";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeEach, expect, it } from "vitest";
import { emailPendingAttestations, runAttestationJob } from "@/lib/attestations/job";
import {
  issueAttestation,
  issueAttestationsOfYear,
  listMemberAttestations,
  listYearAttestations,
  yearAttestationStatus,
} from "@/lib/attestations/issue";
import {
  attestationCounters,
  attestations,
  auditLog,
  emailOutbox,
  mailbox,
  payments,
  users,
} from "@/lib/db/schema";
import { sendQueuedEmails } from "@/lib/email/sender";
import { describeEachDatabase } from "../helpers/databases";
import { acceptAllMail, refuseMailTo } from "../helpers/refused-mail";

// The yearly tax attestation: issued once per member and year with dues, numbered in sequence,
// never changed; a later change to the year's payments issues a new version cancelling the old.

const pdfText = async (pdf: Uint8Array) => (await new PDFParse({ data: pdf }).getText()).text;

describeEachDatabase("tax attestations", (context) => {
  let memberId = "";

  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of [
      auditLog,
      mailbox,
      emailOutbox,
      attestations,
      attestationCounters,
      payments,
    ])
      await db.delete(table);
    await db.delete(users);
    const [member] = await db
      .insert(users)
      .values({
        email: "claire.martin@example.org",
        firstname: "Claire",
        lastname: "Martin",
        address: "3 rue des Lilas, 33000 Bordeaux",
      })
      .returning();
    memberId = member!.id;
  });

  const pay = (
    paidAt: string,
    amountCents: number,
    extra: Partial<typeof payments.$inferInsert> = {},
  ) =>
    context.handle.db
      .insert(payments)
      .values({
        userId: memberId,
        amountCents,
        status: "succeeded",
        provider: "simulated",
        method: "card",
        paidAt: new Date(paidAt),
        ...extra,
      })
      .returning()
      .then((rows) => rows[0]!);

  it("counts a payment at 23:30 on 31 December Paris time in that year, and one at 00:30 on 1 January in the next", async () => {
    await pay("2025-12-31T22:30:00Z", 12000); // 23:30 in Paris, 31/12/2025
    await pay("2025-12-31T23:30:00Z", 4000); // 00:30 in Paris, 01/01/2026
    const issued2025 = await issueAttestation({
      userId: memberId,
      year: 2025,
      now: new Date("2026-01-02T09:00:00Z"),
    });
    const issued2026 = await issueAttestation({
      userId: memberId,
      year: 2026,
      now: new Date("2027-01-02T09:00:00Z"),
    });
    expect(issued2025).toMatchObject({
      status: "issued",
      attestation: { totalCents: 12000, number: "SRH-2025-00001", version: 1 },
    });
    expect(issued2026).toMatchObject({
      status: "issued",
      attestation: { totalCents: 4000, number: "SRH-2026-00001" },
    });
  });

  it("writes the name, year, total and number in the PDF, and says where to report it", async () => {
    await pay("2026-03-10T10:00:00Z", 12000);
    const outcome = await issueAttestation({
      userId: memberId,
      year: 2026,
      now: new Date("2027-01-02T09:00:00Z"),
    });
    if (outcome.status !== "issued") throw new Error(outcome.status);
    const text = await pdfText(outcome.attestation.pdf);
    expect(text).toContain("Claire Martin");
    expect(text).toContain("3 rue des Lilas, 33000 Bordeaux");
    expect(text).toContain("SRH-2026-00001");
    expect(text).toMatch(/Année 2026/);
    expect(text).toMatch(/120\s?€/);
    expect(text).toContain("199 quater C");
    expect(text).toContain("7AC");
  });

  it("gives no attestation for a year without dues (the free first year) and changes nothing when run again", async () => {
    expect(
      await issueAttestation({
        userId: memberId,
        year: 2026,
        now: new Date("2027-01-02T09:00:00Z"),
      }),
    ).toEqual({ status: "nothing-due" });
    await pay("2026-03-10T10:00:00Z", 12000);
    await issueAttestation({ userId: memberId, year: 2026, now: new Date("2027-01-02T09:00:00Z") });
    expect(
      await issueAttestation({
        userId: memberId,
        year: 2026,
        now: new Date("2027-01-03T09:00:00Z"),
      }),
    ).toMatchObject({ status: "unchanged" });
    expect(await context.handle.db.select().from(attestations)).toHaveLength(1);
  });

  it("corrects with a new version when a refund or an offline payment comes after issue; both stay listed", async () => {
    const card = await pay("2026-03-10T10:00:00Z", 12000);
    const first = await issueAttestation({
      userId: memberId,
      year: 2026,
      now: new Date("2027-01-02T09:00:00Z"),
    });
    await context.handle.db
      .update(payments)
      .set({ refundedCents: 2000 })
      .where(eq(payments.id, card.id));
    await pay("2026-11-20T10:00:00Z", 4000, {
      provider: "offline",
      method: "cheque",
      reference: "CHQ 1234",
    });

    const job = await runAttestationJob({ now: new Date("2027-02-01T09:00:00Z") });
    expect(job).toMatchObject({ corrected: 1 });
    const listed = await listMemberAttestations(memberId);
    expect(
      listed.map((row) => [row.number, row.version, row.totalCents, row.canceledAt !== null]),
    ).toEqual([
      ["SRH-2026-00002", 2, 14000, false],
      ["SRH-2026-00001", 1, 12000, true],
    ]);
    if (first.status !== "issued") throw new Error(first.status);
    const [old] = await context.handle.db
      .select()
      .from(attestations)
      .where(eq(attestations.id, first.attestation.id));
    expect(Buffer.from(old!.pdf).equals(Buffer.from(first.attestation.pdf))).toBe(true);
    const corrected = await context.handle.db
      .select()
      .from(attestations)
      .where(eq(attestations.version, 2));
    expect(await pdfText(corrected[0]!.pdf)).toContain("SRH-2026-00001");
    expect(await context.handle.db.select({ action: auditLog.action }).from(auditLog)).toEqual(
      expect.arrayContaining([{ action: "attestation.issue" }, { action: "attestation.correct" }]),
    );
  });

  it("cancels an offline payment’s attestation when the payment is cancelled and nothing else was paid", async () => {
    const cheque = await pay("2026-05-02T10:00:00Z", 12000, {
      provider: "offline",
      method: "cheque",
    });
    await issueAttestation({ userId: memberId, year: 2026, now: new Date("2027-01-02T09:00:00Z") });
    await context.handle.db
      .update(payments)
      .set({ canceledAt: new Date("2027-01-05T09:00:00Z"), cancelReason: "Chèque refusé" })
      .where(eq(payments.id, cheque.id));
    expect(await runAttestationJob({ now: new Date("2027-01-06T09:00:00Z") })).toMatchObject({
      canceled: 1,
    });
    expect(await listMemberAttestations(memberId)).toMatchObject([
      { canceledAt: expect.any(Date) },
    ]);
  });

  it("issues the previous year’s in January, numbers them in sequence, and e-mails each member once with the PDF", async () => {
    const [other] = await context.handle.db
      .insert(users)
      .values({ email: "paul.durand@example.org", firstname: "Paul", lastname: "Durand" })
      .returning();
    await pay("2026-02-01T10:00:00Z", 12000);
    await context.handle.db.insert(payments).values({
      userId: other!.id,
      amountCents: 6000,
      status: "succeeded",
      provider: "simulated",
      method: "card",
      paidAt: new Date("2026-06-01T10:00:00Z"),
    });

    expect(await runAttestationJob({ now: new Date("2026-12-15T09:00:00Z") })).toMatchObject({
      issued: 0,
      emailed: 0,
    });
    expect(await runAttestationJob({ now: new Date("2027-01-04T09:00:00Z") })).toMatchObject({
      issued: 2,
      emailed: 2,
    });
    expect(await runAttestationJob({ now: new Date("2027-01-05T09:00:00Z") })).toMatchObject({
      issued: 0,
      emailed: 0,
    });

    const numbers = (
      await context.handle.db.select({ number: attestations.number }).from(attestations)
    )
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual(["SRH-2026-00001", "SRH-2026-00002"]);
    const mails = await context.handle.db.select().from(mailbox);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("Votre attestation fiscale 2026");
      expect(mail.subject).not.toMatch(/SRH|syndicat/i);
      expect(mail.attachments).toEqual([
        {
          filename: expect.stringMatching(/^attestation-SRH-2026-0000\d\.pdf$/),
          bytes: expect.any(Number),
        },
      ]);
    }
    expect(await emailPendingAttestations({ now: new Date("2027-01-06T09:00:00Z") })).toEqual({
      queued: 0,
    });
  });

  it("goes on when one e-mail is refused: the others are sent, the refused one waits in the outbox and goes when accepted", async () => {
    const db = context.handle.db;
    await pay("2026-02-01T10:00:00Z", 12000);
    const [other] = await db
      .insert(users)
      .values({ email: "refuse@example.org", firstname: "Rémi", lastname: "Refus" })
      .returning();
    const [third] = await db
      .insert(users)
      .values({ email: "zoe@example.org", firstname: "Zoé", lastname: "Zola" })
      .returning();
    await pay("2026-03-01T10:00:00Z", 6000, { userId: other!.id });
    await pay("2026-04-01T10:00:00Z", 3000, { userId: third!.id });
    await refuseMailTo(db, "refuse@example.org");
    try {
      // The three e-mails are written with their attestations; the sender delivers two.
      expect(await runAttestationJob({ now: new Date("2027-01-04T09:00:00Z") })).toMatchObject({
        issued: 3,
        emailed: 3,
      });
      const [waiting] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, "refuse@example.org"));
      expect(waiting).toMatchObject({ state: "pending", kind: "tax-attestation", attempts: 1 });
    } finally {
      await acceptAllMail(db);
    }
    expect(
      (await db.select({ to: mailbox.to }).from(mailbox)).map((mail) => mail.to).sort(),
    ).toEqual(["claire.martin@example.org", "zoe@example.org"]);
    // The next day's job writes nothing twice; the sender's next run delivers it, PDF attached.
    expect(await runAttestationJob({ now: new Date("2027-01-05T09:00:00Z") })).toMatchObject({
      emailed: 0,
    });
    await sendQueuedEmails({ now: new Date(Date.now() + 60_000) });
    const [late] = await db.select().from(mailbox).where(eq(mailbox.to, "refuse@example.org"));
    expect(late?.attachments).toEqual([
      {
        filename: expect.stringMatching(/^attestation-SRH-2026-0000\d\.pdf$/),
        bytes: expect.any(Number),
      },
    ]);
  });

  it("lists the year for the admin: issued, stale and missing", async () => {
    await pay("2026-02-01T10:00:00Z", 12000);
    const [late] = await context.handle.db
      .insert(users)
      .values({ email: "late@example.org", firstname: "Léa", lastname: "Zola" })
      .returning();
    await issueAttestationsOfYear({ year: 2026, now: new Date("2027-01-02T09:00:00Z") });
    await context.handle.db.insert(payments).values({
      userId: late!.id,
      amountCents: 3000,
      status: "succeeded",
      provider: "offline",
      method: "transfer",
      paidAt: new Date("2026-12-30T10:00:00Z"),
    });
    await pay("2026-09-01T10:00:00Z", 1000, { provider: "offline", method: "cheque" });
    const rows = await listYearAttestations(staffViewer(), 2026);
    expect(rows.map((row) => [row.name, row.duesCents, yearAttestationStatus(row)])).toEqual([
      ["Claire Martin", 13000, "stale"],
      ["Léa Zola", 3000, "missing"],
    ]);
  });

  it("writes at most the given number of PDFs per run, and the next run goes on where it stopped", async () => {
    await pay("2026-02-01T10:00:00Z", 12000);
    const [other] = await context.handle.db
      .insert(users)
      .values({ email: "paul@example.org", firstname: "Paul", lastname: "Durand" })
      .returning();
    await pay("2026-03-01T10:00:00Z", 6000, { userId: other!.id });
    const now = new Date("2027-01-02T09:00:00Z");
    expect(await issueAttestationsOfYear({ year: 2026, now, limit: 1 })).toEqual({
      issued: 1,
      corrected: 0,
      canceled: 0,
      unchanged: 0,
      remaining: 1,
    });
    expect(await issueAttestationsOfYear({ year: 2026, now, limit: 1 })).toMatchObject({
      issued: 1,
      unchanged: 1,
      remaining: 0,
    });
    expect(await issueAttestationsOfYear({ year: 2026, now, limit: 1 })).toMatchObject({
      issued: 0,
      unchanged: 2,
      remaining: 0,
    });
  });
});
