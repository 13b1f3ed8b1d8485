import type { AdminViewer } from "@/lib/auth/access";
import Papa from "papaparse";
import { beforeEach, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { issueAttestation } from "@/lib/attestations/issue";
import { auditLog, payments, users } from "@/lib/db/schema";
import { csvDate, EXPORT_HEADERS } from "@/lib/members/csv-format";
import { listDirectory } from "@/lib/members/directory";
import { exportMembersCsv, importMembers, previewImport } from "@/lib/members/csv-files";
import { membershipStateOf } from "@/lib/membership/reads";
import { lastDayCovered } from "@/lib/membership/labels";
import { describeEachDatabase } from "../helpers/databases";
import { insertAdmin } from "../helpers/users";

// The members' CSV: the export's format (BOM, `;`, French dates and amounts, Oui/Non), the
// import's all-or-nothing and idempotency, and the audit rows of both.

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    new Uint8Array(await new Response(stream).arrayBuffer()),
  );
}

describeEachDatabase("members CSV", (context) => {
  let admin: AdminViewer;

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(payments);
    await db.delete(users);
    admin = await insertAdmin(db);
  });

  it("exports the view for French spreadsheets, and logs the export", async () => {
    const db = context.handle.db;
    const [m] = await db
      .insert(users)
      .values({
        email: "helene@example.org",
        firstname: "Hélène",
        lastname: "Lefèvre",
        hospital: '=HYPERLINK("x")',
        tierId: "practicing",
        newsletter: true,
        infopro: { huTitulaire: true },
        createdAt: new Date("2025-03-01T10:00:00Z"),
      })
      .returning();
    await db.insert(payments).values({
      userId: m!.id,
      amountCents: 12050,
      status: "succeeded",
      provider: "simulated",
      providerPaymentId: "x1",
      createdAt: new Date("2026-01-15T23:30:00Z"),
    });

    const text = await readAll(
      await exportMembersCsv(admin, { query: "lefevre" }, new Date("2026-06-01T00:00:00Z")),
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(EXPORT_HEADERS.join(";"));
    const { data } = Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true });
    expect(data).toHaveLength(2);
    const row = Object.fromEntries(EXPORT_HEADERS.map((header, i) => [header, data[1]![i]]));
    expect(row).toMatchObject({
      Prénom: "Hélène",
      "E-mail": "helene@example.org",
      Hôpital: '\'=HYPERLINK("x")',
      "État de l’adhésion": "Adhésion valide",
      // The last day covered, as the receipt's « couvre du 16/01/2026 au 15/01/2027 ».
      "Valide jusqu’au": "15/01/2027",
      "Renouvellement automatique": "Aucun",
      "Date du renouvellement": "",
      "Dernier paiement": "16/01/2026",
      "Montant du dernier paiement": "120,50",
      "Date d’inscription": "01/03/2025",
      Administrateur: "Non",
      "HU titulaire": "Oui",
      "HU Libéral": "Non",
      "Lettre d’information": "Oui",
    });

    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "members.export",
      actorId: admin.id,
      summary: "Export CSV de 1 membre",
    });
  });

  const header = "Prénom;Nom;E-mail;Type d’adhésion;Newsletter";

  it("imports all or nothing: one bad row refuses the file; fixed, it imports; again, it changes nothing", async () => {
    const db = context.handle.db;
    const bad = [
      header,
      "Anne;Durand;anne@example.org;practicing;Oui",
      "Luc;Petit;pas-une-adresse;retired;Non",
    ].join("\n");
    const preview = await previewImport(bad);
    expect(preview).toMatchObject({ valid: 1, invalid: 1 });
    await expect(importMembers(admin, bad)).rejects.toThrow(
      "Import refusé\u00a0: 1 ligne en erreur.",
    );
    expect(await db.select().from(users)).toHaveLength(1);

    const fixed = bad.replace("pas-une-adresse", "luc@example.org");
    expect(await importMembers(admin, fixed)).toEqual({ created: 2 });
    const imported = await db.select().from(users);
    expect(imported.map((u) => u.email).sort()).toEqual([
      "anne@example.org",
      "luc@example.org",
      "staff@example.org",
    ]);
    expect(imported.find((u) => u.email === "anne@example.org")).toMatchObject({
      tierId: "practicing",
      newsletter: true,
      isAdmin: false,
    });

    const again = await previewImport(fixed);
    expect(again).toMatchObject({ valid: 0, invalid: 2 });
    expect(again.rows[0]!.errors).toEqual(["Cette adresse e-mail est déjà celle d’un membre."]);
    await expect(importMembers(admin, fixed)).rejects.toThrow("Import refusé");
    expect(await db.select().from(users)).toHaveLength(3);

    const journal = await db.select().from(auditLog);
    expect(journal.map((e) => [e.action, e.summary])).toEqual([
      ["members.import", "Import CSV de 2 membres"],
    ]);
  });

  it("keeps 'Payé jusqu’au' as a validity grant, never a payment: the member starts in the right state, no attestation counts it", async () => {
    const db = context.handle.db;
    const file = [
      "Prénom;Nom;E-mail;Type d’adhésion;Payé jusqu’au",
      "Anne;Durand;anne@example.org;Praticien retraité;31/12/2026",
      // The template's example: a date a year ahead is a validity, not a payment made in the future.
      "Bruno;Martin;bruno@example.org;practicing;31/12/2027",
      "Luc;Petit;luc@example.org;;",
    ].join("\n");
    expect(await importMembers(admin, file)).toEqual({ created: 3 });
    expect(await db.select().from(payments)).toEqual([]);
    const { members } = await listDirectory(admin, {}, new Date("2026-06-01T00:00:00Z"));
    expect(
      // The period's end is stored; screens and files name its last day covered.
      members.map((m) => [
        m.lastname,
        m.state,
        m.stateUntil ? csvDate(lastDayCovered(m.stateUntil)) : null,
      ]),
    ).toEqual([
      ["Durand", "active", "31/12/2026"],
      ["Martin", "active", "31/12/2027"],
      ["Petit", "none", null],
      ["Staff", "none", null],
    ]);
    // The pure rule says the same (the profile, the reminders).
    const [anne] = await db.select().from(users).where(eq(users.email, "anne@example.org"));
    expect(
      (await membershipStateOf(anne!.id, { now: new Date("2026-06-01T00:00:00Z") })).state,
    ).toMatchObject({ state: "active", detail: "Valide jusqu’au 31/12/2026" });
    // Nothing was paid through the site: no tax attestation for 2025 or 2026.
    expect(
      await issueAttestation({
        userId: anne!.id,
        year: 2025,
        now: new Date("2027-01-05T09:00:00Z"),
      }),
    ).toMatchObject({ status: "nothing-due" });
    expect(
      await issueAttestation({
        userId: anne!.id,
        year: 2026,
        now: new Date("2027-01-05T09:00:00Z"),
      }),
    ).toMatchObject({ status: "nothing-due" });
  });

  it("refuses an address an existing account holds, whatever its case", async () => {
    const preview = await previewImport([header, "Camille;Staff;STAFF@example.org;;"].join("\n"));
    expect(preview.rows[0]!.errors).toEqual(["Cette adresse e-mail est déjà celle d’un membre."]);
  });
});
