import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  decodeImportFile,
  UNKNOWN_ENCODING,
  csvAmount,
  csvDate,
  csvSafeCell,
  csvYesNo,
  IMPORT_HEADERS,
  importTemplate,
  parseFrenchDate,
  parseImportFile,
} from "./csv-format";

describe("CSV cells for French spreadsheets", () => {
  it("writes dates dd/mm/yyyy in Paris, amounts with a comma, Oui/Non", () => {
    expect(csvDate(new Date("2026-12-31T23:30:00Z"))).toBe("01/01/2027");
    expect(csvDate(null)).toBe("");
    expect(csvAmount(12050)).toBe("120,50");
    expect(csvAmount(5)).toBe("0,05");
    expect(csvAmount(null)).toBe("");
    expect(csvYesNo(true)).toBe("Oui");
    expect(csvYesNo(undefined)).toBe("Non");
  });

  // What a spreadsheet could run as a formula gets a leading quote: the ASCII prefixes, their
  // full-width and small look-alikes (some spreadsheets fold them), a prefix behind spaces, a
  // leading tab or carriage return.
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ["+33 1 23", "'+33 1 23"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\rcmd", "'\rcmd"],
    ["\r\n=1", "'\r\n=1"],
    ["\uFF1DHYPERLINK(1)", "'\uFF1DHYPERLINK(1)"],
    ["\uFF0B1+1", "'\uFF0B1+1"],
    ["\uFF0D1+1", "'\uFF0D1+1"],
    ["\uFF20SUM(1)", "'\uFF20SUM(1)"],
    ["\uFE66cmd", "'\uFE66cmd"],
    ["\u2212cmd", "'\u2212cmd"],
    [" =1+1", "' =1+1"],
    ["\u00A0\u3000=1+1", "'\u00A0\u3000=1+1"],
    ["\n@x", "'\n@x"],
  ])("neutralises %j", (cell, safe) => {
    expect(csvSafeCell(cell)).toBe(safe);
  });

  it.each(["Dupont", "-12,50", "12,50", "", "Jean-Pierre", "a=b", "Dr @home", "CHU – Nantes"])(
    "leaves %j as it is",
    (cell) => {
      expect(csvSafeCell(cell)).toBe(cell);
    },
  );

  it("reads dd/mm/yyyy and refuses days that do not exist", () => {
    expect(parseFrenchDate("31/12/2027")?.toISOString()).toBe("2027-12-31T00:00:00.000Z");
    expect(parseFrenchDate("2027-12-31")?.toISOString()).toBe("2027-12-31T00:00:00.000Z");
    expect(parseFrenchDate("30/02/2027")).toBeNull();
    expect(parseFrenchDate("demain")).toBeNull();
  });
});

describe("members import file", () => {
  const titles = { practicing: "Praticien hospitalier", retired: "Praticien retraité" };

  it("offers a template that reads back without errors", () => {
    const template = importTemplate(titles.practicing);
    expect(template).toContain(";Praticien hospitalier;");
    expect(template).not.toContain("practicing");
    expect(template.startsWith("\uFEFF")).toBe(true);
    expect(template.split("\r\n")[0]).toBe(`\uFEFF${IMPORT_HEADERS.join(";")}`);
    const parsed = parseImportFile(template, titles);
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      errors: [],
      member: { email: "camille.exemple@example.org", tierId: "practicing", newsletter: true },
    });
    expect(parsed.rows[0]!.member!.paidUntil?.toISOString()).toBe("2027-12-31T00:00:00.000Z");
  });

  it("gives each row its French errors: missing field, bad e-mail, unknown tier, duplicate in the file", () => {
    const file = Papa.unparse(
      [
        ["prenom", "NOM", "E-mail", "Type d’adhesion", "Lettre d’information", "HU titulaire"],
        ["Anne", "Durand", "Anne@Example.org", "Praticien retraité", "oui", "Non"],
        ["", "Martin", "martin@example.org", "", "", ""],
        ["Luc", "Petit", "pas-une-adresse", "practicing", "", ""],
        ["Léa", "Roux", "lea@example.org", "astronaute", "peut-être", ""],
        ["Anne", "Bis", "anne@example.org", "", "", ""],
      ],
      { delimiter: "," },
    );
    const { rows, fileErrors } = parseImportFile(file, titles);
    expect(fileErrors).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      errors: [],
      member: {
        email: "anne@example.org",
        tierId: "retired",
        newsletter: true,
        infopro: { huTitulaire: false },
      },
    });
    expect(rows[1]!.errors).toEqual(["Prénom manquant."]);
    // An error row still says whom it is about.
    expect(rows[2]!.who).toBe("Luc Petit <pas-une-adresse>");
    expect(rows[2]!.errors).toEqual([
      "Adresse e-mail invalide\u00a0: «\u00a0pas-une-adresse\u00a0».",
    ]);
    expect(rows[3]!.errors).toEqual([
      "Type d’adhésion inconnu\u00a0: «\u00a0astronaute\u00a0».",
      "Lettre d’information\u00a0: «\u00a0peut-être\u00a0» n’est ni Oui ni Non.",
    ]);
    expect(rows[4]!.errors).toEqual(["E-mail en double dans le fichier (déjà à la ligne 2)."]);
    expect(rows.filter((row) => row.member === null)).toHaveLength(4);
  });

  it("refuses per row a 'Payé jusqu’au' outside 1990…this year + 2, and control characters in any cell", () => {
    const file = [
      "Prénom;Nom;E-mail;Type d’adhésion;Payé jusqu’au",
      "Anne;Durand;anne@example.org;practicing;31/12/2027",
      "Bob;Ancien;bob@example.org;practicing;31/12/1989",
      "Carl;Futur;carl@example.org;practicing;01/01/2029",
      "Dina;Nul\u0000;dina@example.org;practicing;",
      "Eve;Bip;eve@example.org;practicing\u0007;",
    ].join("\n");
    const { rows } = parseImportFile(file, titles, new Date("2026-11-25T12:00:00Z"));
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual([
      "Date «\u00a0Payé jusqu’au\u00a0» hors limites\u00a0: «\u00a031/12/1989\u00a0» (entre 1990 et 2028).",
    ]);
    expect(rows[2]!.errors).toEqual([
      "Date «\u00a0Payé jusqu’au\u00a0» hors limites\u00a0: «\u00a001/01/2029\u00a0» (entre 1990 et 2028).",
    ]);
    expect(rows[3]!.errors).toEqual([
      "Caractère de contrôle interdit dans la colonne «\u00a0Nom\u00a0».",
    ]);
    expect(rows[4]!.errors[0]).toBe(
      "Caractère de contrôle interdit dans la colonne «\u00a0Type d’adhésion\u00a0».",
    );
    expect(rows.filter((row) => row.member === null)).toHaveLength(4);
  });

  it("refuses a file without the required columns or without rows", () => {
    expect(parseImportFile("Nom;E-mail\nDurand;a@example.org").fileErrors).toEqual([
      "Colonne obligatoire absente\u00a0: Prénom.",
    ]);
    expect(parseImportFile("Prénom;Nom;E-mail\n").fileErrors).toEqual([
      "Le fichier ne contient aucun membre.",
    ]);
    expect(parseImportFile("").fileErrors).toEqual(["Le fichier est vide."]);
  });
});

describe("decodeImportFile", () => {
  const text = "Prénom;Nom;E-mail\nÉlise;Durand;elise@example.org\n";
  it("reads UTF-8 and Excel’s Windows-1252", () => {
    expect(decodeImportFile(Buffer.from(text, "utf8"))).toBe(text);
    expect(decodeImportFile(Buffer.from(text, "latin1"))).toBe(text);
  });

  it("refuses UTF-16, with or without its byte-order mark, as an unknown encoding", () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(() => decodeImportFile(utf16)).toThrow(UNKNOWN_ENCODING);
    expect(() => decodeImportFile(Buffer.from(text, "utf16le"))).toThrow(UNKNOWN_ENCODING);
    expect(UNKNOWN_ENCODING).toMatch(/^Encodage non reconnu/);
  });
});
