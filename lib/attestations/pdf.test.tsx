import { PDFDict, PDFDocument, PDFName, PDFRef } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { renderAttestationPdf, renderReceiptPdf } from "./pdf";
import { duesOfYear } from "./rules";

/**
 * Every font the PDF uses, by name, with whether its program is in the file (what `pdffonts`
 * reports as "emb"): a simple or CID font needs a descriptor with FontFile, FontFile2 or
 * FontFile3; a Type0 font is embedded through its descendant, itself listed. A standard font
 * (Helvetica) has no descriptor: not embedded.
 */
async function fontsOf(bytes: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    if (object.get(PDFName.of("Subtype")) === PDFName.of("Type0")) continue;
    const descriptorRef = object.get(PDFName.of("FontDescriptor"));
    const descriptor =
      descriptorRef instanceof PDFRef ? document.context.lookup(descriptorRef, PDFDict) : undefined;
    const embedded = ["FontFile", "FontFile2", "FontFile3"].some(
      (key) => descriptor?.get(PDFName.of(key)) !== undefined,
    );
    fonts.push({ name: String(object.get(PDFName.of("BaseFont"))), embedded });
  }
  return fonts;
}

async function expectEmbeddedFontsAndMetadata(
  bytes: Uint8Array,
  metadata: { title: string; author: string; subject: string },
) {
  const fonts = await fontsOf(bytes);
  // Regular and bold, both in the file.
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(document.getTitle()).toBe(metadata.title);
  expect(document.getAuthor()).toBe(metadata.author);
  expect(document.getSubject()).toBe(metadata.subject);
  expect(String(document.catalog.get(PDFName.of("Lang")))).toMatch(/fr/);
}

describe("renderAttestationPdf", () => {
  it("writes a PDF whose text holds the member, the year, the total, the number and the legal mentions", async () => {
    const dues = duesOfYear(
      [
        {
          kind: "payment",
          id: "p1",
          paidAt: new Date("2025-02-10T10:00:00Z"),
          amountCents: 12000,
          method: "card",
        },
        {
          kind: "payment",
          id: "p2",
          paidAt: new Date("2025-12-31T22:30:00Z"),
          amountCents: 1250,
          method: "cheque",
        },
      ],
      2025,
    );
    const pdf = await renderAttestationPdf({
      number: "SRH-2025-00007",
      replacesNumber: "SRH-2025-00003",
      year: 2025,
      issuedAt: new Date("2026-01-05T09:00:00Z"),
      union: {
        name: "SRH",
        legalName: "Syndicat des Radiologues Hospitaliers (SRH)",
        address: "15 rue Ferdinand Duval, 75004 Paris",
        legalStatus: "Syndicat professionnel régi par le code du travail.",
      },
      member: { name: "Dr Élise Lefèvre-Dubois", address: "3 place d’Italie, 75013 Paris" },
      totalCents: dues.totalCents,
      lines: dues.lines,
      signatory: { title: "La trésorière adjointe", name: "Dr Camille Martin" },
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text } = await new PDFParse({ data: pdf.slice() }).getText();
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Dr Élise Lefèvre-Dubois",
      "Année 2025",
      "SRH-2025-00007",
      "annule et remplace l’attestation n° SRH-2025-00003",
      "132,50 €",
      "199 quater C",
      "7AC",
      "7AE",
      "7AG",
      "2042-RICI",
      "à conserver, ne pas joindre à une déclaration en ligne",
      "31/12/2025",
      "Chèque",
      "La trésorière adjointe, Dr Camille Martin",
      "Syndicat professionnel régi par le code du travail.",
    ]) {
      expect(flat).toContain(expected);
    }
    await expectEmbeddedFontsAndMetadata(pdf, {
      title: "Attestation de cotisation syndicale 2025 – SRH-2025-00007",
      author: "SRH",
      subject: "Attestation fiscale de cotisation syndicale pour 2025",
    });
  });
});

describe("renderReceiptPdf", () => {
  it("prints the receipt’s lines in the embedded font, with its title, author, subject and language", async () => {
    const pdf = await renderReceiptPdf({
      paymentId: "1a2b3c4d-0000-4000-8000-000000000000",
      userId: "5e6f7a8b-0000-4000-8000-000000000000",
      number: "R-2026-1a2b3c4d",
      year: 2026,
      member: { firstname: "Élise", lastname: "Lefèvre-Dubois", email: "elise@example.org" },
      amount: "1\u202f200,00\u00a0€",
      paidOn: "28/09/2026",
      tier: "Praticien hospitalier en exercice",
      method: "Chèque",
      reference: "Chèque n° 0042",
      period: "du 28/09/2026 au 27/09/2027",
      issuer: {
        legalName: "Syndicat des Radiologues Hospitaliers (SRH)",
        address: "15 rue Ferdinand Duval, 75004 Paris",
        legalStatus: "Syndicat professionnel régi par le code du travail.",
        signatoryName: "Dr Camille Martin",
        signatoryTitle: "La trésorière",
      },
    });
    const { text } = await new PDFParse({ data: pdf.slice() }).getText();
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Élise Lefèvre-Dubois",
      "1 200,00 €",
      "Chèque n° 0042",
      "La trésorière",
    ]) {
      expect(flat).toContain(expected.replace(/\s+/g, " "));
    }
    await expectEmbeddedFontsAndMetadata(pdf, {
      title: "Reçu de cotisation R-2026-1a2b3c4d",
      author: "Syndicat des Radiologues Hospitaliers (SRH)",
      subject: "Reçu de cotisation R-2026-1a2b3c4d",
    });
  });
});
