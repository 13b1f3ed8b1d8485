import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

// Column helpers shared by the domain schema files. Enumerations are text columns with check
// constraints (simpler to evolve than Postgres enums); money is in cents; times are timestamptz.

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** SQL literal list for a check constraint: ('a', 'b'). Values are constants of this file. */
export const oneOf = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v}'`).join(", ")})`);
