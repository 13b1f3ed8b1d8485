import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { inArray, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { billingNow } from "@/lib/membership/clock";
import { users } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import {
  csvAmount,
  csvDate,
  csvYesNo,
  csvSafeCell,
  CSV_DELIMITER,
  EXPORT_HEADERS,
  parseImportFile,
  type ImportParse,
} from "./csv-format";
import { countDirectory, iterateDirectory, type DirectoryExportMember } from "./directory";
import type { DirectoryFilters } from "./directory-filters";
import { PROFESSIONAL_FLAGS } from "./labels";
import { listTiers } from "@/lib/membership/tiers";
import { lastDayCovered, memberStateLabel, renewalLabels } from "@/lib/membership/labels";

// The members' CSV export (streamed) and import (checked, then all or nothing), each with its
// audit row: union membership is special-category data (GDPR art. 9).

function exportRow(member: DirectoryExportMember): string[] {
  return [
    member.firstname,
    member.lastname,
    member.email,
    member.hospital,
    member.address,
    member.tierTitle ?? "",
    memberStateLabel(member.state, { lastFailed: member.lastFailed }),
    // The last day covered, as « couvre du … au … » on receipts (never the day after).
    csvDate(member.stateUntil && lastDayCovered(member.stateUntil)),
    renewalLabels[member.renewal],
    csvDate(member.renewalAt),
    csvDate(member.lastPaymentAt),
    csvAmount(member.lastPaymentCents),
    csvDate(member.createdAt),
    csvYesNo(member.isAdmin),
    ...PROFESSIONAL_FLAGS.map((flag) => csvYesNo(member.infopro[flag])),
    csvYesNo(member.newsletter),
  ];
}

export function exportFileName(now = new Date()): string {
  return `membres-srh-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The current view as CSV (UTF-8 with BOM, `;`), one chunk of rows read and written at a time, so
 * that 10,000 members are never held twice. The export is logged before the first byte leaves.
 */
export async function exportMembersCsv(
  viewer: AdminViewer,
  filters: DirectoryFilters,
  at?: Date,
): Promise<ReadableStream<Uint8Array>> {
  assertAdminViewer(viewer);
  const db = getDb();
  const now = at ?? (await billingNow(db));
  const count = await countDirectory(filters, now, db);
  await recordAudit(db, {
    actor: viewer,
    action: "members.export",
    subject: { type: "export" },
    summary: `Export CSV de ${count} membre${count > 1 ? "s" : ""}`,
    details: { filters: { ...filters, page: undefined }, count },
  });
  async function* rows() {
    for await (const chunk of iterateDirectory(filters, { now, db })) {
      for (const member of chunk) yield exportRow(member).map(csvSafeCell);
    }
  }
  const stringifier = stringify({
    delimiter: CSV_DELIMITER,
    bom: true,
    header: true,
    columns: [...EXPORT_HEADERS],
    record_delimiter: "windows",
  });
  const source = Readable.from(rows());
  // A failed read mid-way must break the download, not end it as if complete.
  source.on("error", (error) => {
    console.error("[members export] failed:", error);
    stringifier.destroy(error);
  });
  source.pipe(stringifier);
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>; // why: Node's web-stream type and the DOM's differ only in name
}

// ---------------------------------------------------------------------------------------------

export type ImportPreview = ImportParse & { valid: number; invalid: number };

async function tierTitles(): Promise<Record<string, string>> {
  return Object.fromEntries((await listTiers()).map((tier) => [tier.id, tier.title]));
}

/** The file read and checked against the database: each row with its French errors. */
export async function previewImport(text: string): Promise<ImportPreview> {
  const parsed = parseImportFile(text, await tierTitles());
  const emails = parsed.rows.flatMap((row) => (row.member ? [row.member.email] : []));
  if (emails.length > 0) {
    // Any account holds the address, anonymised ones included: the unique index covers them.
    const taken = new Set(
      (
        await getDb()
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      ).map((row) => row.email),
    );
    for (const row of parsed.rows) {
      if (row.member && taken.has(row.member.email)) {
        row.errors.push("Cette adresse e-mail est déjà celle d’un membre.");
        row.member = null;
      }
    }
  }
  const invalid = parsed.rows.filter((row) => row.errors.length > 0).length;
  return { ...parsed, valid: parsed.rows.length - invalid, invalid };
}

export type ImportResult = { created: number };

/**
 * All or nothing, in one transaction: any row in error refuses the whole file. Importing the
 * same file again changes nothing: every address is then already a member. Two imports racing
 * are kept apart by the unique index on the address (the loser's transaction rolls back).
 */
export async function importMembers(viewer: AdminViewer, text: string): Promise<ImportResult> {
  assertAdminViewer(viewer);
  const preview = await previewImport(text);
  if (preview.fileErrors.length > 0) throw new ValidationError(preview.fileErrors.join(" "));
  if (preview.invalid > 0) {
    throw new ValidationError(
      `Import refusé\u00a0: ${preview.invalid} ligne${preview.invalid > 1 ? "s" : ""} en erreur. Corrigez le fichier puis recommencez.`,
    );
  }
  const members = preview.rows.flatMap((row) => (row.member ? [row.member] : []));
  const now = new Date();
  try {
    await getDb().transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(
          members.map((member) => ({
            email: member.email,
            firstname: member.firstname,
            lastname: member.lastname,
            hospital: member.hospital,
            address: member.address,
            tierId: member.tierId,
            newsletter: member.newsletter,
            infopro: member.infopro,
            // Staff vouch for the addresses they import (as for an account an administrator creates).
            emailVerifiedAt: now,
            // "Payé jusqu'au": dues paid before the site. A validity grant, never a payment: the
            // ledger (receipts, tax attestations, dues collected) holds only money the site saw.
            // Stored as the period's end (the day after the last day paid), as every period.
            importedPaidUntil: member.paidUntil
              ? parisNoon(new Date(member.paidUntil.getTime() + 86_400_000))
              : null,
          })),
        )
        .returning({ id: users.id, email: users.email });
      await recordAudit(tx, {
        actor: viewer,
        action: "members.import",
        subject: { type: "import" },
        summary: `Import CSV de ${created.length} membre${created.length > 1 ? "s" : ""}`,
        details: {
          count: created.length,
          ids: created.map((row) => row.id),
          paidUntilGranted: members.filter((member) => member.paidUntil).length,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ValidationError(
        "Import refusé\u00a0: une adresse du fichier vient d’être enregistrée par ailleurs. Prévisualisez à nouveau.",
      );
    throw error;
  }
  return { created: members.length };
}

const parisHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  hourCycle: "h23",
});

/** Noon in Paris on the given day (a UTC midnight from parseFrenchDate): shown as that day, whatever the offset. */
function parisNoon(day: Date): Date {
  for (const utcHour of [11, 10]) {
    const candidate = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour),
    );
    if (parisHour.format(candidate) === "12") return candidate;
  }
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 11));
}
