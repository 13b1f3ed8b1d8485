import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { getDb, type Database } from "@/lib/db";
import { paymentCustomers, simulatedObjects, users, type User } from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";
import { STRIPE_API_VERSION } from "@/lib/payments/stripe";

// What payment tests look at from outside the providers: the simulated provider's records and a
// Stripe-Signature header for a webhook payload; and a member whose provider customer exists.

/**
 * A member and their customer at the provider, recorded as the signup leaves them (the customer's
 * idempotency key is the member's id).
 */
export async function memberWithProviderCustomer(
  db: Database,
  provider: PaymentProvider,
  member: {
    email: string;
    firstname: string;
    lastname: string;
    tierId: string;
    card?: { brand: string; last4: string };
  },
): Promise<{ user: User; customerId: string }> {
  const { email, firstname, lastname, tierId, card } = member;
  const [user] = await db.insert(users).values({ email, firstname, lastname, tierId }).returning();
  const customer = await provider.createCustomer({
    email,
    name: `${firstname} ${lastname}`,
    userId: user!.id,
    idempotencyKey: `customer:${user!.id}`,
  });
  await db.insert(paymentCustomers).values({
    userId: user!.id,
    provider: provider.name,
    providerCustomerId: customer.id,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  });
  return { user: user!, customerId: customer.id };
}

/**
 * A member at the card step of their signup: their customer, and the setup intent that the card
 * form confirms (its idempotency key is the address's).
 */
export async function memberWithSignupIntent(
  db: Database,
  provider: PaymentProvider,
  member: { email: string; firstname: string; lastname: string; tierId: string },
) {
  const { user, customerId } = await memberWithProviderCustomer(db, provider, member);
  const intent = await provider.createSetupIntent({
    customerId,
    metadata: { userId: user.id, tierId: member.tierId, purpose: "signup" },
    idempotencyKey: `setup:${member.email}`,
  });
  return { user, customerId, intent };
}

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

/** A Stripe event's JSON body, as Stripe posts it to the webhook, made now. */
export function stripeEventPayload(event: {
  id: string;
  type: string;
  object: Record<string, unknown>;
}): string {
  return JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
}

/** A Stripe-Signature header for a payload, made by the SDK's own helper. */
export function signedTestHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
}
