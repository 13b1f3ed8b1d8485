import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { PDFParse } from "pdf-parse";
import { beforeEach, expect, it } from "vitest";
import { GET as downloadReceipt } from "@/app/(member)/profile/recu/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import type { Viewer } from "@/lib/auth/viewer";
import { auditLog, mailbox, payments, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { cancelOfflinePayment, recordOfflinePayment } from "@/lib/payments/offline";
import { getDocumentIssuer } from "@/lib/union/queries";
import { describeEachDatabase } from "../helpers/databases";
import { insertAdmin, insertMember, sessionTokenFor } from "../helpers/users";

// Every paid payment has a receipt PDF (issue #17, "Mon adhésion"): its member and staff download
// it from the profile; anyone else, any unpaid or cancelled line, gets the same 404 as an unknown
// id; a visitor 401. The PDF prints the e-mailed receipt's lines and the union's signatory.

const NOW = new Date("2026-06-15T10:00:00Z");

describeEachDatabase("payment receipts (PDF)", (context) => {
  let admin: Viewer;
  let member: Viewer;
  let other: Viewer;

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(mailbox);
    await db.delete(payments);
    await db.delete(users);
    admin = await insertAdmin(db);
    member = await insertMember(db, {
      tierId: "retired",
      firstname: "Élise",
      lastname: "Lefèvre",
    });
    other = await insertMember(db, { email: "autre@example.org", tierId: "practicing" });
  });

  async function download(paymentId: string, viewer: Viewer | null) {
    const headers = new Headers();
    if (viewer) {
      const token = await sessionTokenFor(viewer);
      headers.set("cookie", `${sessionCookieName}=${token}`);
    }
    return downloadReceipt(
      new NextRequest(`${env.siteUrl}/profile/recu?id=${paymentId}`, { headers }),
    );
  }

  async function pdfText(response: Response): Promise<string> {
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    try {
      return (await parser.getText()).text.replace(/\s+/g, " ");
    } finally {
      await parser.destroy();
    }
  }

  it("gives the member and staff the receipt of a cheque: amount, tier, period, payer, union and signatory", async () => {
    const db = context.handle.db;
    const { paymentId } = await recordOfflinePayment(
      admin,
      {
        userId: member.id,
        amount: "60",
        paidOn: "2026-06-01",
        method: "cheque",
        reference: "CHQ 4521",
        idempotencyKey: randomUUID(),
      },
      NOW,
    );

    const own = await download(paymentId, member);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="recu-srh-2026-${paymentId.slice(0, 8)}.pdf"`,
    );
    const text = await pdfText(own);
    const issuer = await getDocumentIssuer();
    expect(issuer.signatoryName).not.toBe("");
    for (const expected of [
      "Reçu de cotisation",
      `R-2026-${paymentId.slice(0, 8)}`,
      "Adhérent Élise Lefèvre",
      "Montant 60 €",
      "Date du paiement 01/06/2026",
      "Type d’adhésion Praticien retraité",
      // Nothing ran before: the cheque buys a year from the day it was paid.
      "Période couverte du 01/06/2026 au 31/05/2027",
      "Moyen de paiement Chèque",
      "Référence CHQ 4521",
      "Ce reçu vaut justificatif de paiement de la cotisation syndicale.",
      issuer.legalName,
      `${issuer.signatoryTitle}, ${issuer.signatoryName}`,
    ])
      expect(text).toContain(expected);
    // The member's own download is not journaled; staff's is, naming the member.
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "receipt.download"))).toEqual(
      [],
    );
    const staff = await download(paymentId, admin);
    expect(staff.status).toBe(200);
    expect(await pdfText(staff)).toContain("Montant 60 €");
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, "receipt.download")),
    ).toMatchObject([
      { actorId: admin.id, memberId: member.id, entity: "payment", entityId: paymentId },
    ]);
  });

  it("prints the year a card payment bought after the offered year", async () => {
    const db = context.handle.db;
    const [line] = await db
      .insert(payments)
      .values({
        userId: member.id,
        tierId: "practicing",
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        providerPaymentId: `pi_${randomUUID()}`,
        method: "card",
        paidAt: new Date("2026-03-10T10:00:00Z"),
        coversUntil: new Date("2027-11-25T10:00:00Z"),
      })
      .returning();
    const response = await download(line!.id, member);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain("Montant 120 €");
    expect(text).toContain("Type d’adhésion Praticien hospitalier en exercice");
    expect(text).toContain("Période couverte du 25/11/2026 au 24/11/2027");
    expect(text).toContain("Moyen de paiement Carte bancaire");
  });

  it("answers 404 for another member’s payment, an unpaid or cancelled one, an unknown id; 401 for a visitor", async () => {
    const db = context.handle.db;
    const cheque = await recordOfflinePayment(
      admin,
      {
        userId: member.id,
        amount: "60",
        paidOn: "2026-06-01",
        method: "cheque",
        reference: "",
        idempotencyKey: randomUUID(),
      },
      NOW,
    );
    const [failed] = await db
      .insert(payments)
      .values({
        userId: member.id,
        amountCents: 6000,
        status: "failed",
        provider: "simulated",
        providerPaymentId: `pi_${randomUUID()}`,
        method: "card",
      })
      .returning();
    const [pending] = await db
      .insert(payments)
      .values({
        userId: member.id,
        amountCents: 6000,
        status: "pending",
        provider: "simulated",
        providerPaymentId: `pi_${randomUUID()}`,
        method: "card",
      })
      .returning();
    const canceled = await recordOfflinePayment(
      admin,
      {
        userId: member.id,
        amount: "60",
        paidOn: "2026-06-02",
        method: "transfer",
        reference: "VIR 1",
        idempotencyKey: randomUUID(),
      },
      NOW,
    );
    await cancelOfflinePayment(
      admin,
      { paymentId: canceled.paymentId, reason: "Saisi deux fois" },
      NOW,
    );

    expect((await download(cheque.paymentId, null)).status).toBe(401);
    const stranger = await download(cheque.paymentId, other);
    expect(stranger.status).toBe(404);
    const unknown = await download(randomUUID(), other);
    expect(unknown.status).toBe(404);
    // The same answer for someone else's payment and for no payment at all.
    expect(await stranger.json()).toEqual(await unknown.json());
    for (const id of [failed!.id, pending!.id, canceled.paymentId]) {
      expect((await download(id, member)).status).toBe(404);
      expect((await download(id, admin)).status).toBe(404);
    }
    expect((await download("pas-un-identifiant", member)).status).toBe(400);
  });
});
