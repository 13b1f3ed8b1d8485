import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { paymentCustomers } from "@/lib/db/schema";
import type { PaymentProvider, ProviderCard } from "./provider";

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

/** The saved card shown to the member (brand and last four digits), read from the provider. */
export async function recordCard(
  provider: PaymentProvider,
  customerId: string,
  paymentMethodId: string,
): Promise<ProviderCard | null> {
  const card = await provider.retrieveCard(paymentMethodId);
  if (card) await saveCardShown(getDb(), provider, customerId, card);
  return card;
}

/** A card already read from the provider, as the member's card shown, in `db`. */
export async function saveCardShown(
  db: Database,
  provider: PaymentProvider,
  customerId: string,
  card: ProviderCard,
): Promise<void> {
  await db
    .update(paymentCustomers)
    .set({ cardBrand: card.brand, cardLast4: card.last4, updatedAt: new Date() })
    .where(
      and(
        eq(paymentCustomers.provider, provider.name),
        eq(paymentCustomers.providerCustomerId, customerId),
      ),
    );
}
