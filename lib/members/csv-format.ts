import Papa from "papaparse";
import type { ProfessionalFlags } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { isValidEmail } from "@/lib/validation/email";
import { normalizeSearchText } from "@/lib/search-text";
import { TIER_IDS, type TierId } from "@/lib/membership/tier-ids";
import { PROFESSIONAL_FLAGS, professionalFlagLabels, type ProfessionalFlag } from "./labels";
import { pluralForm } from "@/lib/format/french";

// The members' CSV files, made for French spreadsheets: `;` between fields, dates dd/mm/yyyy,
// amounts with a decimal comma, Oui/Non. Pure: the export streams rows formatted here, the import
// reads and checks a file here before the database has its say.

export const CSV_DELIMITER = ";";

const parisDay = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** dd/mm/yyyy in Europe/Paris, or an empty cell. */
export function csvDate(date: Date | null | undefined): string {
  return date ? parisDay.format(date) : "";
}

/** 12050 → "120,50" (no currency sign: spreadsheets read it as a number). */
export function csvAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

export function csvYesNo(value: boolean | null | undefined): string {
  return value ? "Oui" : "Non";
}

/**
 * A cell a spreadsheet could run as a formula is prefixed with a quote: one starting with a tab
 * or a carriage return, or with =, +, -, @ after any whitespace. Their full-width and small
 * look-alikes (＝, ＋, －, ＠, ﹦…) are folded to them by NFKC first, as some spreadsheets read
 * them; the minus sign − is listed, NFKC keeps it. A number (a negative amount) stays a number.
 */
export function csvSafeCell(cell: string): string {
  if (/^-?\d+(,\d+)?$/.test(cell)) return cell;
  const isFormula = /^[\t\r]/.test(cell) || /^\s*[=+\-@\u2212]/.test(cell.normalize("NFKC"));
  return isFormula ? `'${cell}` : cell;
}

/** The member's own columns, first in the export and in the import (same words both ways). */
const MEMBER_HEADERS = [
  "Prénom",
  "Nom",
  "E-mail",
  "Hôpital",
  "Adresse",
  "Type d’adhésion",
] as const;

/** The export's columns, in order (the import reads the same headers back). */
export const EXPORT_HEADERS = [
  ...MEMBER_HEADERS,
  "État de l’adhésion",
  "Valide jusqu’au",
  "Renouvellement automatique",
  "Date du renouvellement",
  "Dernier paiement",
  "Montant du dernier paiement",
  "Date d’inscription",
  "Administrateur",
  ...PROFESSIONAL_FLAGS.map((flag) => professionalFlagLabels[flag]),
  "Lettre d’information",
] as const;

// ---------------------------------------------------------------------------------------------
// Import

/** The import's columns: the first three are required, the rest optional (docs/members.md, "Members CSV import"). */
export const IMPORT_HEADERS = [
  ...MEMBER_HEADERS,
  "Lettre d’information",
  ...PROFESSIONAL_FLAGS.map((flag) => professionalFlagLabels[flag]),
  "Payé jusqu’au",
] as const;

/**
 * The template offered on the page: the headers and one example row, its tier written as staff
 * read it (the title, « Praticien hospitalier »; the id is accepted too).
 */
export function importTemplate(exampleTierTitle: string): string {
  const example = [
    "Camille",
    "Exemple",
    "camille.exemple@example.org",
    "CHU de Nantes",
    "1 rue de l’Hôpital, 44000 Nantes",
    exampleTierTitle,
    "Oui",
    ...PROFESSIONAL_FLAGS.map(() => "Non"),
    "31/12/2027",
  ];
  return `\uFEFF${Papa.unparse({ fields: [...IMPORT_HEADERS], data: [example] }, { delimiter: CSV_DELIMITER, newline: "\r\n" })}\r\n`;
}

export type ImportedMember = {
  firstname: string;
  lastname: string;
  email: string;
  hospital: string;
  address: string;
  tierId: TierId | null;
  newsletter: boolean;
  infopro: ProfessionalFlags;
  /** The end of the year already paid (offline): an offline payment is recorded for it. */
  paidUntil: Date | null;
};

export type ImportRow = {
  /** The line in the file (the header is line 1). */
  line: number;
  member: ImportedMember | null;
  /** Who the line is about, as written ("Prénom Nom <adresse>"): the preview names error rows too. */
  who: string;
  errors: string[];
};

export type ImportParse = { rows: ImportRow[]; fileErrors: string[] };

export const MAX_IMPORT_ROWS = 5000;

export const UNKNOWN_ENCODING =
  "Encodage non reconnu\u00a0: enregistrez le fichier au format «\u00a0CSV UTF-8\u00a0» ou «\u00a0CSV (séparateur\u00a0: point-virgule)\u00a0», puis réessayez.";

/**
 * The import file's text: UTF-8, or Windows-1252 (Excel's "CSV (séparateur : point-virgule)").
 * UTF-16 (Excel's "Texte Unicode", with or without its byte-order mark) holds NUL bytes, which no
 * CSV of names has: it is refused as such rather than read as garbage with "missing columns".
 */
export function decodeImportFile(bytes: Uint8Array): string {
  const hasUtf16Mark =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (hasUtf16Mark || bytes.includes(0)) throw new ValidationError(UNKNOWN_ENCODING);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function key(header: string): string {
  return normalizeSearchText(header)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const headerKeys = new Map<string, string>([
  [key("Prénom"), "firstname"],
  [key("Nom"), "lastname"],
  [key("E-mail"), "email"],
  // Headers of earlier exports and of spreadsheets made by hand are still read.
  [key("Email"), "email"],
  [key("Établissement"), "hospital"],
  [key("Hôpital"), "hospital"],
  [key("Adresse"), "address"],
  [key("Type d’adhésion"), "tier"],
  [key("Lettre d’information"), "newsletter"],
  [key("Newsletter"), "newsletter"],
  [key("Payé jusqu’au"), "paidUntil"],
  ...PROFESSIONAL_FLAGS.map(
    (flag) => [key(professionalFlagLabels[flag]), flag] as [string, string],
  ),
  ...PROFESSIONAL_FLAGS.map((flag) => [key(flag), flag] as [string, string]),
]);

const yes = new Set(["oui", "o", "yes", "y", "true", "vrai", "1", "x"]);
const no = new Set(["non", "n", "no", "false", "faux", "0", ""]);

function readYesNo(value: string, label: string, errors: string[]): boolean {
  const v = normalizeSearchText(value.trim());
  if (yes.has(v)) return true;
  if (no.has(v)) return false;
  errors.push(`${label}\u00a0: «\u00a0${value}\u00a0» n’est ni Oui ni Non.`);
  return false;
}

/** C0 control characters and DEL, except tab, line feed and carriage return. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** dd/mm/yyyy (or yyyy-mm-dd) → the end of that Paris day, as the instant a paid year runs to. */
export function parseFrenchDate(value: string): Date | null {
  const text = value.trim();
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [d, m, y] = fr
    ? [Number(fr[1]), Number(fr[2]), Number(fr[3])]
    : iso
      ? [Number(iso[3]), Number(iso[2]), Number(iso[1])]
      : [0, 0, 0];
  if (!y) return null;
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d)
    return null;
  return probe;
}

/** A tier given by its id ("practicing") or its French title ("Praticien hospitalier"). */
function readTier(
  value: string,
  tierTitles: Record<string, string>,
  errors: string[],
): TierId | null {
  const v = key(value);
  if (!v) return null;
  for (const id of TIER_IDS) {
    if (key(id) === v || (tierTitles[id] && key(tierTitles[id]) === v)) return id;
  }
  errors.push(`Type d’adhésion inconnu\u00a0: «\u00a0${value}\u00a0».`);
  return null;
}

/**
 * Reads a CSV file (`;`, `,` or tab, with or without BOM) into members and per-row French errors:
 * missing field, bad e-mail, unknown tier, bad flag or date, duplicate e-mail within the file.
 * Whether an address is already an account's is the database's to say (`previewImport` in
 * csv-files.ts).
 */
export function parseImportFile(
  text: string,
  tierTitles: Record<string, string> = {},
  now: Date = new Date(),
): ImportParse {
  const latestPaidYear = now.getUTCFullYear() + 2;
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: [";", ",", "\t"],
  });
  const [header, ...lines] = parsed.data;
  if (!header || header.every((cell) => !cell.trim()))
    return { rows: [], fileErrors: ["Le fichier est vide."] };
  const columns = header.map((cell) => headerKeys.get(key(cell)) ?? null);
  const missing = [
    ["firstname", "Prénom"],
    ["lastname", "Nom"],
    ["email", "E-mail"],
  ].filter(([field]) => !columns.includes(field!));
  if (missing.length > 0) {
    return {
      rows: [],
      fileErrors: [
        `${pluralForm(missing.length, "Colonne obligatoire absente", "Colonnes obligatoires absentes")}\u00a0: ${missing.map(([, label]) => label).join(", ")}.`,
      ],
    };
  }
  if (lines.length === 0) return { rows: [], fileErrors: ["Le fichier ne contient aucun membre."] };
  if (lines.length > MAX_IMPORT_ROWS)
    return { rows: [], fileErrors: [`Au plus ${MAX_IMPORT_ROWS} membres par fichier.`] };

  const firstLineOf = new Map<string, number>();
  const rows = lines.map((cells, index): ImportRow => {
    const line = index + 2;
    const errors: string[] = [];
    // Control characters (NUL…) have no place in a member's data: refused here, in the preview.
    const controlled = cells.findIndex((value) => CONTROL_CHARACTERS.test(value));
    if (controlled >= 0)
      errors.push(
        `Caractère de contrôle interdit dans la colonne «\u00a0${header[controlled]?.trim() || controlled + 1}\u00a0».`,
      );
    const cell = (field: string) => {
      const at = columns.indexOf(field);
      return at >= 0 ? (cells[at] ?? "").trim() : "";
    };
    const firstname = cell("firstname");
    const lastname = cell("lastname");
    const email = cell("email").toLowerCase();
    if (!firstname) errors.push("Prénom manquant.");
    if (!lastname) errors.push("Nom manquant.");
    if (!email) errors.push("E-mail manquant.");
    else if (!isValidEmail(email))
      errors.push(`Adresse e-mail invalide\u00a0: «\u00a0${cell("email")}\u00a0».`);
    else if (firstLineOf.has(email))
      errors.push(`E-mail en double dans le fichier (déjà à la ligne ${firstLineOf.get(email)}).`);
    else firstLineOf.set(email, line);
    if (firstname.length > 100 || lastname.length > 100)
      errors.push("Nom ou prénom trop long (100 caractères au plus).");
    const hospital = cell("hospital").slice(0, 200);
    const address = cell("address").slice(0, 500);
    const tierId = readTier(cell("tier"), tierTitles, errors);
    const newsletter = readYesNo(cell("newsletter"), "Lettre d’information", errors);
    const infopro: ProfessionalFlags = {};
    for (const flag of PROFESSIONAL_FLAGS) {
      if (columns.includes(flag))
        infopro[flag as ProfessionalFlag] = readYesNo(
          cell(flag),
          professionalFlagLabels[flag],
          errors,
        );
    }
    const paidText = cell("paidUntil");
    const paidUntil = paidText ? parseFrenchDate(paidText) : null;
    if (paidText && !paidUntil)
      errors.push(
        `Date «\u00a0Payé jusqu’au\u00a0» invalide\u00a0: «\u00a0${paidText}\u00a0» (jj/mm/aaaa attendu).`,
      );
    else if (
      paidUntil &&
      (paidUntil.getUTCFullYear() < 1990 || paidUntil.getUTCFullYear() > latestPaidYear)
    )
      errors.push(
        `Date «\u00a0Payé jusqu’au\u00a0» hors limites\u00a0: «\u00a0${paidText}\u00a0» (entre 1990 et ${latestPaidYear}).`,
      );
    if (paidUntil && !tierId)
      errors.push("«\u00a0Payé jusqu’au\u00a0» demande un type d’adhésion.");
    const name = [firstname, lastname].filter(Boolean).join(" ").slice(0, 201);
    const written = cell("email").slice(0, 254);
    return {
      line,
      errors,
      who: [name, written && `<${written}>`].filter(Boolean).join(" "),
      member:
        errors.length > 0
          ? null
          : {
              firstname,
              lastname,
              email,
              hospital,
              address,
              tierId,
              newsletter,
              infopro,
              paidUntil,
            },
    };
  });
  return { rows, fileErrors: [] };
}
