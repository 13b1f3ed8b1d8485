import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/** A small, real PDF (title and paragraphs) for demo attachments. */
export async function makeDemoPdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor("SRH – Syndicat des Radiologues Hospitaliers");
  pdf.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const margin = 56;
  const width = 595 - margin * 2;
  let y = 842 - margin;

  page.drawText("SRH – Syndicat des Radiologues Hospitaliers", {
    x: margin,
    y,
    size: 10,
    font: regular,
    color: rgb(0.12, 0.23, 0.54),
  });
  y -= 36;
  for (const line of wrap(title, bold, 18, width)) {
    page.drawText(line, { x: margin, y, size: 18, font: bold });
    y -= 24;
  }
  y -= 12;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, regular, 11, width)) {
      if (y < margin) break;
      page.drawText(line, { x: margin, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 10;
  }
  return pdf.save();
}

export function makeDemoText(title: string, paragraphs: string[]): Uint8Array {
  return new TextEncoder().encode(
    `${title}\n${"=".repeat(title.length)}\n\n${paragraphs.join("\n\n")}\n`,
  );
}

type Font = { widthOfTextAtSize(text: string, size: number): number };

function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
