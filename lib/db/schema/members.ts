import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigserial,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { OTP_PURPOSES } from "../enums";

const ACCENTED = "àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžš";
const PLAIN = [...ACCENTED].map((c) => (c === "ø" ? "o" : c.normalize("NFD")[0])).join("");

/** SQL folding of a text: lower case, œ → oe, æ → ae, accents dropped (immutable: usable in a generated column). */
export function foldSql(text: SQL): SQL {
  return sql`translate(replace(replace(lower(${text}), 'œ', 'oe'), 'æ', 'ae'), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

// Members and their login: tiers (reference data), users, one-time codes, rate-limit events.

/** The nine professional flags of spec §3, stored as one jsonb object of booleans. */
export type ProfessionalFlags = Partial<
  Record<
    | "huTitulaire"
    | "phLiberal"
    | "hospitaloUniversitaireTitulaire"
    | "adhesionCollegiale"
    | "huLiberal"
    | "hospitaloUniversitaireCCA"
    | "adhesionAlliance"
    | "assistantSpecialiste"
    | "assistantTempsPartage",
    boolean
  >
>;

export const tiers = pgTable(
  "tiers",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    actualCostCents: integer("actual_cost_cents").notNull(),
    description: text("description").notNull(),
    /** false for first-time: offered only on the profile edit page and in admin filters. */
    isPublic: boolean("is_public").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("tiers_price_not_negative", sql`${t.priceCents} >= 0`),
    check("tiers_actual_cost_not_negative", sql`${t.actualCostCents} >= 0`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    newsletter: boolean("newsletter").notNull().default(false),
    hospital: text("hospital").notNull().default(""),
    address: text("address").notNull().default(""),
    tierId: text("tier_id").references(() => tiers.id, { onDelete: "set null" }),
    infopro: jsonb("infopro").$type<ProfessionalFlags>().notNull().default({}),
    /**
     * "Payé jusqu'au" of a CSV import: dues paid before the site, valid until then. A grant read by
     * the membership state, outside the payments ledger: no receipt, attestation or dues figure.
     */
    importedPaidUntil: timestamp("imported_paid_until", { withTimezone: true }),
    /** Set when the member deleted their account: personal data is anonymised, payments kept. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /**
     * When the address was proven by a code (or vouched for by an administrator). A self-made
     * account stays unconfirmed until its first login with a code sent to that address.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** "Se déconnecter de tous les appareils": sessions started before this time are refused. */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    /**
     * The directory's search and sort keys, kept by the database: lower case, accents and
     * ligatures folded (as normalizeSearchText), so that 10,000 members need no per-query folding.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`${foldSql(sql`firstname || ' ' || lastname || ' ' || email || ' ' || hospital`)}`,
    ),
    sortName: text("sort_name").generatedAlwaysAs(
      sql`${foldSql(sql`lastname || ' ' || firstname`)}`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_name_idx").on(t.lastname, t.firstname),
    index("users_sort_name_idx").on(sql`${t.sortName} collate "C"`, t.id),
  ],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
    /** HMAC of the code with the server secret; the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    /** For an e-mail change: the address the code was sent to, applied when confirmed. */
    newEmail: text("new_email"),
    /**
     * Who asked for the code (a client address, or the member for their own changes): a new code
     * replaces the earlier ones of the same requester only, so that nobody else's request kills it.
     */
    requestedBy: text("requested_by"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("otp_codes_purpose_check", sql`${t.purpose} in ${oneOf(OTP_PURPOSES)}`),
    check("otp_codes_attempts_not_negative", sql`${t.attempts} >= 0`),
    index("otp_codes_email_purpose_idx").on(t.email, t.purpose, t.createdAt),
  ],
);

/**
 * Sessions ended by "Déconnexion" before their cookie expires (the cookie is a signed token: a
 * copy would otherwise keep working). Rows are useless after `expires_at` and purged.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    /** The token's `jti`. */
    tokenId: text("token_id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/** One row per counted event (code sent, wrong code, contact message…), counted over a window. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limits_bucket_created_idx").on(t.bucket, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Tier = typeof tiers.$inferSelect;
