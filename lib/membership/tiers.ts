import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Database } from "@/lib/db";
import { tiers } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { frenchSpacing } from "@/lib/format/french";
import { isTierId, type TierId } from "./tier-ids";

// The one reader of the tiers table (reference data: spec §3's four tiers and their prices).
// Pages, payments, signup, reminders, receipts and the directory ask here, never the table.

export type TierInfo = {
  id: TierId;
  title: string;
  priceCents: number;
  actualCostCents: number;
  description: string;
  /** false for first-time: offered only on the profile edit page and in admin filters. */
  isPublic: boolean;
};

export const tierMessages = {
  unknown: "Veuillez sélectionner un type d’adhésion.",
} as const;

function toInfo(row: typeof tiers.$inferSelect): TierInfo | null {
  if (!isTierId(row.id)) return null;
  return {
    id: row.id,
    title: row.title,
    priceCents: row.priceCents,
    actualCostCents: row.actualCostCents,
    // Reference data seeded in plain text: set in French typography on the way out.
    description: frenchSpacing(row.description),
    isPublic: row.isPublic,
  };
}

/** The four tiers, in their display order; read once per page render unless a `db` is given. */
export async function listTiers(db?: Database): Promise<TierInfo[]> {
  return db ? readTiers(db) : tiersOfRender();
}

async function readTiers(db: Database): Promise<TierInfo[]> {
  const rows = await db.select().from(tiers).orderBy(asc(tiers.position), asc(tiers.id));
  return rows.flatMap((row) => toInfo(row) ?? []);
}

// A member's profile asks for the tiers three times (the member's, the subscription's, the list
// to choose from): one read. React's `cache` keeps it for one server render only.
const tiersOfRender = cache(() => readTiers(getDb()));

/** The tiers a visitor may choose when joining (first-time is not one). */
export async function listPublicTiers(db: Database = getDb()): Promise<TierInfo[]> {
  return (await listTiers(db)).filter((tier) => tier.isPublic);
}

/** One tier, or null for an unknown id (or none); from the render's list unless a `db` is given. */
export async function findTier(
  tierId: string | null | undefined,
  db?: Database,
): Promise<TierInfo | null> {
  if (!tierId || !isTierId(tierId)) return null;
  if (!db) return (await tiersOfRender()).find((tier) => tier.id === tierId) ?? null;
  const [row] = await db.select().from(tiers).where(eq(tiers.id, tierId));
  return row ? toInfo(row) : null;
}

/** One tier, or the French "choose a tier" refusal. */
export async function tierOrThrow(
  tierId: string | null | undefined,
  options: { publicOnly?: boolean; db?: Database; message?: string; field?: string } = {},
): Promise<TierInfo> {
  const message = options.message ?? tierMessages.unknown;
  const db = options.db ?? getDb();
  const refusal = () =>
    new ValidationError(message, options.field ? { [options.field]: message } : undefined);
  if (!tierId || !isTierId(tierId)) throw refusal();
  const [row] = await db
    .select()
    .from(tiers)
    .where(and(eq(tiers.id, tierId), options.publicOnly ? eq(tiers.isPublic, true) : undefined));
  const tier = row ? toInfo(row) : null;
  if (!tier) throw refusal();
  return tier;
}

/** Titles by id (the directory's cards, the CSV, the dashboard). */
export async function tierTitles(db: Database = getDb()): Promise<Map<string, string>> {
  return new Map((await listTiers(db)).map((tier) => [tier.id, tier.title]));
}
