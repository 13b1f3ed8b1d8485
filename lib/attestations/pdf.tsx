import fs from "node:fs";
import path from "node:path";
import { formatDate, formatLongDate } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { paymentMethodLabels } from "@/lib/membership/labels";
import {
  receiptLines,
  receiptSignature,
  receiptStatement,
  receiptTaxNote,
  receiptTitle,
  type ReceiptData,
} from "@/lib/email/templates/receipt-text";
import type { AttestationLine } from "./rules";
import { sfntFromWoff } from "./woff";

// The union's documents as one-page A4 PDFs (@react-pdf/renderer), from plain data: the tax
// attestation (what it says is decided by lib/attestations) and a payment's receipt (its lines are
// the e-mailed receipt's, lib/email/templates/receipt-text.ts). One style, one header, one renderer.

// PDF/A-like habits without the weight: every font is embedded (Inter, the site's font, from the
// @fontsource/inter package: a standard font such as Helvetica is not embedded, and a reader
// without it substitutes another), and each document carries its title, author, subject and
// language. @react-pdf/renderer 4 writes no structure tree: the PDFs are not tagged.

// The library is loaded on first use, with a dynamic import: it is ESM-only, and the scripts run by
// tsx (db:seed, cron:daily, the bench) would otherwise load it through CommonJS and fail.
type ReactPdf = typeof import("@react-pdf/renderer");

export type AttestationPdfData = {
  number: string;
  /** The number of the attestation this one cancels and replaces, for a correction. */
  replacesNumber: string | null;
  year: number;
  issuedAt: Date;
  /** The issuer as printed (lib/union: the identity of the day of issue). */
  union: { name: string; legalName: string; address: string; legalStatus: string };
  member: { name: string; address: string };
  totalCents: number;
  lines: AttestationLine[];
  /** Who signs, e.g. { title: "Le trésorier", name: "Dr …" }: kept with the attestation. */
  signatory: { title: string; name: string };
};

const PDF_FONT = "Inter";

/**
 * Inter's Latin subset (French, the euro, typographic quotes and spaces) in its two weights, read
 * from the package at run time (never fetched); next.config.ts traces the files into the build.
 */
const PDF_FONT_FILES = { 400: "inter-latin-400-normal.woff", 700: "inter-latin-700-normal.woff" };

let fontsRegistered = false;

function registerFonts(pdf: ReactPdf) {
  if (fontsRegistered) return;
  fontsRegistered = true;
  const directory = path.join(process.cwd(), "node_modules/@fontsource/inter/files");
  pdf.Font.register({
    family: PDF_FONT,
    fonts: Object.entries(PDF_FONT_FILES).map(([weight, file]) => ({
      // Unpacked once from its WOFF (lib/attestations/woff.ts): a PDF renders in 40 % of the time.
      src: `data:font/ttf;base64,${sfntFromWoff(fs.readFileSync(path.join(directory, file))).toString("base64")}`,
      fontWeight: Number(weight),
    })),
  });
}

const styleSheet = (StyleSheet: ReactPdf["StyleSheet"]) =>
  StyleSheet.create({
    page: {
      padding: 48,
      fontSize: 10.5,
      fontFamily: PDF_FONT,
      color: "#1f2937",
      lineHeight: 1.45,
    },
    header: { borderBottom: "2pt solid #1e3a8a", paddingBottom: 10, marginBottom: 18 },
    // Room under the name: the address line touched its descenders (« g », « p »).
    union: {
      fontSize: 15,
      fontWeight: 700,
      color: "#1e3a8a",
      lineHeight: 1.3,
      marginBottom: 4,
    },
    title: { fontSize: 14, fontWeight: 700, marginBottom: 4, textAlign: "center" },
    subtitle: { textAlign: "center", marginBottom: 18 },
    block: { marginBottom: 12 },
    bold: { fontWeight: 700 },
    row: { flexDirection: "row", borderBottom: "0.5pt solid #cbd5e1", paddingVertical: 4 },
    cellDate: { width: "25%" },
    cellMethod: { width: "35%" },
    cellAmount: { width: "40%", textAlign: "right" },
    cellLabelValue: { width: "65%" },
    total: {
      flexDirection: "row",
      justifyContent: "space-between",
      marginTop: 8,
      paddingTop: 6,
      borderTop: "1pt solid #1e3a8a",
      fontWeight: 700,
    },
    note: { marginTop: 14, padding: 8, backgroundColor: "#eff4ff", fontSize: 9.5 },
    footer: {
      position: "absolute",
      bottom: 36,
      left: 48,
      right: 48,
      fontSize: 8.5,
      color: "#6b7280",
      textAlign: "center",
    },
  });

/** French number formatting's narrow no-break space, kept as a no-break space on paper. */
const pdfText = (text: string) => text.replace(/\u202f/g, "\u00a0");

type Styles = ReturnType<typeof styleSheet>;
type Issuer = { legalName: string; address: string; legalStatus: string };

/**
 * The page every document is printed on: the union's header on top, the body, and a footer that
 * names the issuer and the document's number ("Attestation n° …", "Reçu n° …").
 */
function UnionPage({
  pdf,
  styles,
  issuer,
  reference,
  children,
}: {
  pdf: ReactPdf;
  styles: Styles;
  issuer: Issuer;
  reference: string;
  children: React.ReactNode;
}) {
  const { Page, Text, View } = pdf;
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.header}>
        <Text style={styles.union}>{issuer.legalName}</Text>
        <Text>{issuer.address}</Text>
        <Text>{issuer.legalStatus}</Text>
      </View>
      {children}
      <Text style={styles.footer} fixed>
        {issuer.legalName} – {issuer.address} – {reference}
      </Text>
    </Page>
  );
}

function AttestationDocument({ data, pdf }: { data: AttestationPdfData; pdf: ReactPdf }) {
  const { Document, Text, View } = pdf;
  const styles = styleSheet(pdf.StyleSheet);
  const euros = (cents: number) => pdfText(formatEuros(cents));
  return (
    <Document
      title={`Attestation de cotisation syndicale ${data.year} – ${data.number}`}
      author={data.union.name}
      subject={`Attestation fiscale de cotisation syndicale pour ${data.year}`}
      language="fr"
    >
      <UnionPage
        pdf={pdf}
        styles={styles}
        issuer={data.union}
        reference={`Attestation n° ${data.number}`}
      >
        <Text style={styles.title}>Attestation de versement de cotisations syndicales</Text>
        <Text style={styles.subtitle}>
          Année {data.year} – Attestation n° {data.number}
        </Text>
        {data.replacesNumber && (
          <Text style={[styles.block, styles.bold]}>
            Cette attestation annule et remplace l’attestation n° {data.replacesNumber}.
          </Text>
        )}
        <View style={styles.block}>
          <Text>Le syndicat atteste que</Text>
          <Text style={styles.bold}>{data.member.name}</Text>
          {data.member.address ? <Text>{data.member.address}</Text> : null}
          <Text>
            a versé au titre de ses cotisations syndicales, du 1er janvier au 31 décembre{" "}
            {data.year}, la somme de <Text style={styles.bold}>{euros(data.totalCents)}</Text>.
          </Text>
        </View>
        <View style={styles.block}>
          <View style={[styles.row, styles.bold]}>
            <Text style={styles.cellDate}>Date</Text>
            <Text style={styles.cellMethod}>Moyen de paiement</Text>
            <Text style={styles.cellAmount}>Montant</Text>
          </View>
          {data.lines.map((line) => (
            <View key={line.paymentId} style={styles.row}>
              <Text style={styles.cellDate}>{formatDate(line.paidAt)}</Text>
              <Text style={styles.cellMethod}>{paymentMethodLabels[line.method]}</Text>
              <Text style={styles.cellAmount}>
                {euros(line.amountCents)}
                {line.refundedCents > 0 ? ` (dont ${euros(line.refundedCents)} remboursés)` : ""}
              </Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>Total versé en {data.year}</Text>
            <Text>{euros(data.totalCents)}</Text>
          </View>
        </View>
        <Text style={styles.block}>
          Ces cotisations ouvrent droit au crédit d’impôt prévu à l’article 199 quater C du code
          général des impôts. Le montant versé est à reporter sur la déclaration de revenus n°
          2042-RICI, case 7AC (déclarant 1), 7AE (déclarant 2) ou 7AG (personne à charge).
        </Text>
        {/* Two lines as two texts: a line break alone is drawn in the default, unembedded font. */}
        <View style={styles.block}>
          <Text>Fait à Paris, le {formatLongDate(data.issuedAt)}.</Text>
          <Text>
            {data.signatory.title}, {data.signatory.name}
          </Text>
        </View>
        <Text style={styles.note}>
          Document à conserver, ne pas joindre à une déclaration en ligne.
        </Text>
      </UnionPage>
    </Document>
  );
}

function ReceiptDocument({ data, pdf }: { data: ReceiptData; pdf: ReactPdf }) {
  const { Document, Text, View } = pdf;
  const styles = styleSheet(pdf.StyleSheet);
  return (
    <Document
      title={`${receiptTitle} ${data.number}`}
      author={data.issuer.legalName}
      subject={`${receiptTitle} ${data.number}`}
      language="fr"
    >
      <UnionPage
        pdf={pdf}
        styles={styles}
        issuer={data.issuer}
        reference={`Reçu n° ${data.number}`}
      >
        <Text style={[styles.title, styles.subtitle]}>{receiptTitle}</Text>
        <View style={styles.block}>
          {receiptLines(data).map((line) => (
            <View key={line.label} style={styles.row}>
              <Text style={styles.cellMethod}>{line.label}</Text>
              <Text style={[styles.cellLabelValue, styles.bold]}>{pdfText(line.value)}</Text>
            </View>
          ))}
        </View>
        <Text style={styles.block}>{receiptStatement}</Text>
        <View style={styles.block}>
          <Text>Fait à Paris, le {data.paidOn}.</Text>
          <Text>{receiptSignature(data)}</Text>
        </View>
        <Text style={styles.note}>{receiptTaxNote}</Text>
      </UnionPage>
    </Document>
  );
}

async function renderPdf(
  document: (pdf: ReactPdf) => React.ReactElement<import("@react-pdf/renderer").DocumentProps>,
): Promise<Uint8Array> {
  const pdf = await import("@react-pdf/renderer");
  // Names and amounts must never be split by hyphenation (STACK-NOTES.md).
  pdf.Font.registerHyphenationCallback((word) => [word]);
  registerFonts(pdf);
  return new Uint8Array(await pdf.renderToBuffer(document(pdf)));
}

export async function renderAttestationPdf(data: AttestationPdfData): Promise<Uint8Array> {
  return renderPdf((pdf) => <AttestationDocument data={data} pdf={pdf} />);
}

/** A payment's receipt (paymentReceiptData in lib/payments/receipts.ts) as a PDF. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  return renderPdf((pdf) => <ReceiptDocument data={data} pdf={pdf} />);
}
