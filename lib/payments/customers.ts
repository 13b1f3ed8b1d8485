import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { paymentCustomers } from "@/lib/db/schema";
import type { PaymentProvider } from "./provider";

/** The member's customer at the provider, made once (idempotency key and unique row). */
export async function ensureCustomer(
  provider: PaymentProvider,
  user: { id: string; email: string; firstname: string; lastname: string },
): Promise<string> {
  const db = getDb();
  const [existing] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)));
  if (existing) return existing.id;
  const customer = await provider.createCustomer({
    email: user.email,
    name: `${user.firstname} ${user.lastname}`,
    userId: user.id,
    idempotencyKey: `customer:${user.id}`,
  });
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider: provider.name, providerCustomerId: customer.id })
    .onConflictDoNothing();
  return customer.id;
}
