import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { renderAttestationPdf } from "./pdf";
import { duesOfYear } from "./rules";

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
    const { text } = await new PDFParse({ data: pdf }).getText();
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
  });
});
