// The four tiers of spec §3 (reference data of migration 0001_reference_tiers.sql), by id. No
// server code: forms and filters use them too. Their titles and prices are read by tiers.ts.

export const TIER_IDS = ["practicing", "retired", "assistant", "first-time"] as const;
export type TierId = (typeof TIER_IDS)[number];

export function isTierId(value: unknown): value is TierId {
  return typeof value === "string" && (TIER_IDS as readonly string[]).includes(value);
}
