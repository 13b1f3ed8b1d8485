import { desc, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeEach, expect, it } from "vitest";
import {
  findAttestationPdf,
  issueAttestation,
  listMemberAttestations,
} from "@/lib/attestations/issue";
import {
  attestationCounters,
  attestations,
  auditLog,
  boardOffices,
  payments,
  regionalDelegates,
  unionIdentity,
  users,
} from "@/lib/db/schema";
import { getBoard, getDelegateRegions, getDocumentIssuer } from "@/lib/union/queries";
import {
  boardFormInputSchema,
  boardInputSchema,
  identityInputSchema,
  regionDelegatesInputSchema,
  unionMessages,
  type BoardInput,
} from "@/lib/union/schemas";
import { updateBoard, updateRegionDelegates, updateUnionIdentity } from "@/lib/union/writes";
import { describeEachDatabase } from "../helpers/databases";

// The board, the delegates and the union's identity edited by staff (issue 19): what documents
// print, what an issued attestation keeps, what is refused, what the journal says.

const pdfText = async (pdf: Uint8Array) =>
  (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, " ");

const board = (overrides: Partial<BoardInput> = {}): BoardInput => ({
  "president.name": "Dr Alice Présidente",
  "president.city": "Paris",
  "vice-president.name": "Dr Victor Vice",
  "vice-president.city": "Lyon",
  "general-secretary.name": "Dr Sophie Secrétaire",
  "general-secretary.city": "Lille",
  "treasurer.name": "Dr Anne Trésor",
  "treasurer.city": "Bordeaux",
  "deputy-treasurer.name": "Dr Denis Adjoint",
  "deputy-treasurer.city": "Nantes",
  ...overrides,
});

describeEachDatabase("the board and the union’s identity", (context) => {
  let adminId = "";
  let memberIds: string[] = [];

  beforeEach(async () => {
    const db = context.handle.db;
    for (const table of [
      auditLog,
      attestations,
      attestationCounters,
      payments,
      boardOffices,
      regionalDelegates,
      unionIdentity,
    ])
      await db.delete(table);
    await db.delete(users);
    const [admin, ...members] = await db
      .insert(users)
      .values([
        { email: "admin@example.org", firstname: "Ada", lastname: "Admin", isAdmin: true },
        { email: "claire@example.org", firstname: "Claire", lastname: "Martin" },
        { email: "paul@example.org", firstname: "Paul", lastname: "Durand" },
      ])
      .returning();
    adminId = admin!.id;
    memberIds = members.map((member) => member.id);
    for (const userId of memberIds)
      await db.insert(payments).values({
        userId,
        amountCents: 12000,
        status: "succeeded",
        provider: "simulated",
        method: "card",
        paidAt: new Date("2025-03-01T10:00:00Z"),
      });
  });

  it("prints the treasurer of the day on an attestation, and keeps it after the board changes", async () => {
    await updateBoard({ id: adminId }, board());
    const first = await issueAttestation({
      userId: memberIds[0]!,
      year: 2025,
      now: new Date("2026-01-05T09:00:00Z"),
    });
    if (first.status !== "issued") throw new Error(`expected issued, got ${first.status}`);
    expect(await pdfText(first.attestation.pdf)).toContain("Le trésorier, Dr Anne Trésor");

    await updateBoard({ id: adminId }, board({ "treasurer.name": "Dr Bruno Nouveau" }));

    const [kept] = await listMemberAttestations(memberIds[0]!);
    expect(kept).toMatchObject({ signatoryName: "Dr Anne Trésor", signatoryTitle: "Le trésorier" });
    const stored = await findAttestationPdf(first.attestation.id);
    const storedText = await pdfText(stored!.pdf);
    expect(storedText).toContain("Le trésorier, Dr Anne Trésor");
    expect(storedText).not.toContain("Bruno");

    const second = await issueAttestation({
      userId: memberIds[1]!,
      year: 2025,
      now: new Date("2026-01-06T09:00:00Z"),
    });
    if (second.status !== "issued") throw new Error(`expected issued, got ${second.status}`);
    expect(second.attestation.signatoryName).toBe("Dr Bruno Nouveau");
    expect(await pdfText(second.attestation.pdf)).toContain("Le trésorier, Dr Bruno Nouveau");
  });

  it("prints the identity and the signing office staff chose", async () => {
    await updateBoard({ id: adminId }, board());
    await updateUnionIdentity(
      { id: adminId },
      {
        legalName: "Syndicat National des Radiologues Hospitaliers",
        address: "1 place du Parvis, 75004 Paris",
        legalStatus: "Syndicat professionnel déclaré à la mairie de Paris.",
        signatoryOffice: "deputy-treasurer",
      },
    );
    expect(await getDocumentIssuer()).toMatchObject({
      signatoryName: "Dr Denis Adjoint",
      signatoryTitle: "Le trésorier adjoint",
    });
    const issued = await issueAttestation({
      userId: memberIds[0]!,
      year: 2025,
      now: new Date("2026-01-05T09:00:00Z"),
    });
    if (issued.status !== "issued") throw new Error(`expected issued, got ${issued.status}`);
    const text = await pdfText(issued.attestation.pdf);
    for (const expected of [
      "Syndicat National des Radiologues Hospitaliers",
      "1 place du Parvis, 75004 Paris",
      "Syndicat professionnel déclaré à la mairie de Paris.",
      "Le trésorier adjoint, Dr Denis Adjoint",
    ])
      expect(text).toContain(expected);
  });

  it("titles each holder in the form staff chose, on the site and on documents", async () => {
    await updateBoard(
      { id: adminId },
      {
        ...board({ "treasurer.name": "Dr Hélène Rousseau-Delacroix" }),
        "treasurer.form": "feminine",
        "president.form": "feminine",
        "general-secretary.form": "feminine",
      },
    );
    const titles = Object.fromEntries(
      (await getBoard()).map((holder) => [holder.office, holder.label]),
    );
    expect(titles).toEqual({
      president: "Présidente",
      "vice-president": "Vice-président",
      "general-secretary": "Secrétaire générale",
      treasurer: "Trésorière",
      "deputy-treasurer": "Trésorier adjoint",
    });
    expect(await getDocumentIssuer()).toMatchObject({
      signatoryName: "Dr Hélène Rousseau-Delacroix",
      signatoryTitle: "La trésorière",
    });
    const issued = await issueAttestation({
      userId: memberIds[0]!,
      year: 2025,
      now: new Date("2026-01-05T09:00:00Z"),
    });
    if (issued.status !== "issued") throw new Error(`expected issued, got ${issued.status}`);
    expect(await pdfText(issued.attestation.pdf)).toContain(
      "La trésorière, Dr Hélène Rousseau-Delacroix",
    );

    // Saved again without the choice (the names alone): the title stays; the journal says it.
    await updateBoard({ id: adminId }, board({ "treasurer.name": "Dr Hélène Rousseau-Delacroix" }));
    expect((await getBoard()).find((holder) => holder.office === "treasurer")?.label).toBe(
      "Trésorière",
    );
    await updateBoard(
      { id: adminId },
      {
        ...board({ "treasurer.name": "Dr Hélène Rousseau-Delacroix" }),
        "treasurer.form": "masculine",
      },
    );
    expect((await getDocumentIssuer()).signatoryTitle).toBe("Le trésorier");
    const [last] = await context.handle.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(last?.summary).toBe(
      "Bureau modifié – Trésorier\u00a0: intitulé «\u00a0Trésorier\u00a0»",
    );
    expect(boardFormInputSchema.safeParse({ ...board(), "treasurer.form": "neutre" }).success).toBe(
      false,
    );
  });

  it("reads the placeholders of a new installation, marked as such, until staff save names", async () => {
    const before = await getBoard();
    expect(before.every((holder) => holder.isPlaceholder)).toBe(true);
    await updateBoard({ id: adminId }, board());
    const after = await getBoard();
    expect(after.find((holder) => holder.office === "treasurer")).toMatchObject({
      name: "Dr Anne Trésor",
      isPlaceholder: false,
    });
  });

  it("journals each change with a French sentence naming what changed", async () => {
    await updateBoard({ id: adminId }, board());
    await updateBoard({ id: adminId }, board({ "treasurer.name": "Dr Bruno Nouveau" }));
    await updateRegionDelegates(
      { id: adminId },
      regionDelegatesInputSchema.parse({
        region: "normandie",
        "delegate.0.name": "Dr Rose Normande",
        "delegate.0.city": "Rouen",
      }),
    );
    const rows = await context.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, adminId))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      "union.board-update",
      "union.board-update",
      "union.delegates-update",
    ]);
    expect(rows[1]!.summary).toBe(
      "Bureau modifié – Trésorier\u00a0: Dr Anne Trésor → Dr Bruno Nouveau",
    );
    expect(rows[2]!.summary).toBe("Délégués Normandie\u00a0: Dr Rose Normande (Rouen)");
    const normandie = (await getDelegateRegions()).find((region) => region.id === "normandie");
    expect(normandie?.delegates).toEqual([
      { name: "Dr Rose Normande", city: "Rouen", isPlaceholder: false },
    ]);
  });

  it("refuses a board office without a name, a delegate’s city without a name and an empty identity", () => {
    const blank = boardInputSchema.safeParse(board({ "treasurer.name": "  " }));
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]).toMatchObject({
      path: ["treasurer.name"],
      message: unionMessages.nameRequired,
    });
    const cityOnly = regionDelegatesInputSchema.safeParse({
      region: "normandie",
      "delegate.1.city": "Caen",
    });
    expect(cityOnly.error?.issues[0]).toMatchObject({
      path: ["delegate.1.name"],
      message: unionMessages.cityWithoutName,
    });
    expect(
      regionDelegatesInputSchema.safeParse({ region: "atlantide" }).error?.issues[0]?.message,
    ).toBe(unionMessages.regionUnknown);
    const identity = identityInputSchema.safeParse({
      legalName: "",
      address: "x",
      legalStatus: "y",
      signatoryOffice: "mascotte",
    });
    expect(identity.error?.issues.map((issue) => issue.message)).toEqual([
      unionMessages.legalNameRequired,
      unionMessages.signatoryRequired,
    ]);
  });
});
