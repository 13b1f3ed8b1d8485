import { sql } from "drizzle-orm";
import { ServiceUnavailableError } from "@/lib/errors";
import { getDb } from "./index";

/** A real round-trip to the database; throws a 503 error when it does not answer. */
export async function pingDatabase(): Promise<void> {
  try {
    await getDb().execute(sql`select 1`);
  } catch (error) {
    console.error("[health] database unreachable:", error instanceof Error ? error.message : error);
    throw new ServiceUnavailableError("La base de données est injoignable.");
  }
}
