import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { users } from "./members";

// The membership year's paperwork: yearly tax attestations (issued once, never changed: a
// correction is a new version that cancels the previous one) and the reminders already sent.

export const attestations = pgTable(
  "attestations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The calendar year of the dues (Europe/Paris). */
    year: integer("year").notNull(),
    /** 1 for the first issue, then one more per correction. */
    version: integer("version").notNull(),
    /** The year's sequence number, from `attestation_counters`. */
    sequence: integer("sequence").notNull(),
    /** "SRH-2026-00042", printed on the PDF. */
    number: text("number").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The payments the attestation counts: a later change to them calls for a new version. */
    paymentIds: jsonb("payment_ids").$type<string[]>().notNull(),
    pdf: bytea("pdf").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The admin who issued it from /admin/attestations; null for the daily job. */
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when a new version replaces it; the cancelled one stays listed. */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** Who signed it when it was issued: a later board change does not rewrite it. */
    signatoryName: text("signatory_name"),
    /** The signatory's office as printed, e.g. "Le trésorier". */
    signatoryTitle: text("signatory_title"),
    /** When the member was sent it by e-mail (the January run); null until then. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    check("attestations_total_positive", sql`${t.totalCents} > 0`),
    check("attestations_version_positive", sql`${t.version} >= 1`),
    uniqueIndex("attestations_number_unique").on(t.number),
    uniqueIndex("attestations_year_sequence_unique").on(t.year, t.sequence),
    uniqueIndex("attestations_user_year_version_unique").on(t.userId, t.year, t.version),
    // One current attestation per member and year: two issuers at once cannot both win.
    uniqueIndex("attestations_current_unique")
      .on(t.userId, t.year)
      .where(sql`${t.canceledAt} is null`),
    index("attestations_year_idx").on(t.year),
  ],
);

/** The last sequence number used in each year: incremented in place, so numbers never repeat. */
export const attestationCounters = pgTable("attestation_counters", {
  year: integer("year").primaryKey(),
  lastSequence: integer("last_sequence").notNull(),
});

/** Reminders already sent: the unique key (member, kind, period) makes a second run send nothing. */
export const memberReminders = pgTable(
  "member_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("member_reminders_unique").on(t.userId, t.kind, t.periodEnd)],
);

export type Attestation = typeof attestations.$inferSelect;
