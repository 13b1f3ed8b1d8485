import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { oneOf, updatedAt } from "./columns";
import { BOARD_OFFICES, DELEGATE_REGIONS } from "../enums";

// The union as staff edit it: the board's offices, the regional delegates and the
// identity printed on documents. `placeholder` marks the demo's made-up names ("Dr Prénom Nom"):
// the admin shows them as such until someone saves a real name.

export const boardOffices = pgTable(
  "board_offices",
  {
    office: text("office", { enum: BOARD_OFFICES }).primaryKey(),
    name: text("name").notNull().default(""),
    city: text("city").notNull().default(""),
    /** The title in the feminine (« Présidente », « Trésorière »), chosen by staff per person. */
    feminine: boolean("feminine").notNull().default(false),
    placeholder: boolean("placeholder").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("board_offices_office_check", sql`${t.office} in ${oneOf(BOARD_OFFICES)}`)],
);

export const regionalDelegates = pgTable(
  "regional_delegates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    region: text("region", { enum: DELEGATE_REGIONS }).notNull(),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    city: text("city").notNull().default(""),
    placeholder: boolean("placeholder").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("regional_delegates_region_check", sql`${t.region} in ${oneOf(DELEGATE_REGIONS)}`),
    check("regional_delegates_name_not_blank", sql`length(btrim(${t.name})) > 0`),
    index("regional_delegates_region_idx").on(t.region, t.position),
  ],
);

/** One row (id 'srh'): what receipts and attestations print about the union. */
export const unionIdentity = pgTable(
  "union_identity",
  {
    id: text("id").primaryKey().default("srh"),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    legalStatus: text("legal_status").notNull(),
    /** The office whose holder signs receipts and attestations (its name comes from the board). */
    signatoryOffice: text("signatory_office", { enum: BOARD_OFFICES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("union_identity_single_row", sql`${t.id} = 'srh'`),
    check("union_identity_signatory_check", sql`${t.signatoryOffice} in ${oneOf(BOARD_OFFICES)}`),
  ],
);

export type BoardOfficeRow = typeof boardOffices.$inferSelect;
export type RegionalDelegateRow = typeof regionalDelegates.$inferSelect;
export type UnionIdentityRow = typeof unionIdentity.$inferSelect;
