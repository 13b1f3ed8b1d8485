import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { getDb } from "@/lib/db";
import { simulatedObjects } from "@/lib/db/schema";

// What payment tests look at from outside the providers: the simulated provider's records and a
// Stripe-Signature header for a webhook payload.

/** How many simulated objects of a kind exist (one customer per signup, and so on). */
export async function countSimulated(
  kind: "customer" | "card" | "intent" | "subscription" | "invoice",
): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(simulatedObjects)
    .where(eq(simulatedObjects.kind, kind));
  return row?.n ?? 0;
}

/** A Stripe-Signature header for a payload, made by the SDK's own helper. */
export function signedTestHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
}
