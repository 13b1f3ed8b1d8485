import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { simulatedObjects } from "@/lib/db/schema";
import type { SubscriptionStatus } from "@/lib/db/enums";
import { RENEWAL_RETRY_DAYS } from "@/lib/membership/offers";
import type {
  BillingMetadata,
  ProviderEvent,
  ProviderIntent,
  ProviderSubscription,
} from "../provider";

// The simulated provider's records (simulated_objects): its kinds of objects, read and written
// as Stripe keeps them, and the idempotency of its creations.

/** Stripe's test cards, as the card form takes them. */
export const SIMULATED_CARDS = {
  accepted: "4242424242424242",
  declined: "4000000000000002",
  declinesWhenCharged: "4000000000000341",
} as const;

export const DECLINED_MESSAGE = "Votre carte a été refusée.";
export const INVALID_CARD_MESSAGE =
  "Numéro de carte invalide\u00a0: en mode démonstration, utilisez 4242 4242 4242 4242.";
export const CHARGE_DECLINED_MESSAGE = "Le prélèvement a été refusé par la banque.";

/** Retries of a declined renewal, in days after the first attempt (Stripe's default smart retries span about 3 weeks). */
export const RETRY_DAYS = RENEWAL_RETRY_DAYS;

export type Meta = Partial<BillingMetadata>;
export type CustomerData = {
  id: string;
  email: string;
  name: string;
  defaultPaymentMethod: string | null;
  metadata: Meta;
};
export type CardData = {
  id: string;
  customer: string;
  brand: string;
  last4: string;
  declinesWhenCharged: boolean;
};
export type IntentData = {
  id: string;
  kind: "setup" | "payment";
  clientSecret: string;
  customer: string;
  amountCents: number;
  status: ProviderIntent["status"];
  paymentMethod: string | null;
  lastError: string | null;
  paidAt: number | null;
  refundedCents: number;
  metadata: Meta;
};
export type SubscriptionData = {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  priceCents: number;
  tierTitle: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  defaultPaymentMethod: string | null;
  /** The open invoice of a failed renewal, and when it is tried again. */
  openInvoice: string | null;
  attempts: number;
  nextAttemptAt: number | null;
  trialWillEndSentFor: number | null;
  metadata: Meta;
};
export type InvoiceData = {
  id: string;
  customer: string;
  subscription: string;
  amountCents: number;
  status: "paid" | "open" | "uncollectible" | "void";
  paidAt: number | null;
  failureMessage: string | null;
  refundedCents: number;
  metadata: Meta;
};
export type Kinds = {
  customer: CustomerData;
  card: CardData;
  intent: IntentData;
  subscription: SubscriptionData;
  invoice: InvoiceData;
  idempotency: { id: string; objectId: string };
};

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export async function read<K extends keyof Kinds>(kind: K, id: string): Promise<Kinds[K] | null> {
  const [row] = await getDb()
    .select({ data: simulatedObjects.data })
    .from(simulatedObjects)
    .where(and(eq(simulatedObjects.id, id), eq(simulatedObjects.kind, kind)));
  return row ? (row.data as Kinds[K]) : null; // why: each kind's rows are written only by save() below with that shape
}

export async function save<K extends keyof Kinds>(kind: K, data: Kinds[K]): Promise<void> {
  await getDb()
    .insert(simulatedObjects)
    .values({ id: data.id, kind, data })
    .onConflictDoUpdate({ target: simulatedObjects.id, set: { data, updatedAt: new Date() } });
}

export async function listKind<K extends keyof Kinds>(kind: K): Promise<Kinds[K][]> {
  const rows = await getDb()
    .select({ data: simulatedObjects.data })
    .from(simulatedObjects)
    .where(eq(simulatedObjects.kind, kind))
    .orderBy(simulatedObjects.createdAt);
  return rows.map((row) => row.data as Kinds[K]); // why: as in read()
}

/**
 * Runs `create` once per key: the key is claimed by a unique insert first, so that two
 * concurrent calls with one key make one object (the second gets the first's).
 */
export async function idempotent<K extends keyof Kinds>(
  key: string,
  kind: K,
  prefix: string,
  create: (id: string) => Promise<Kinds[K]>,
): Promise<Kinds[K]> {
  const id = newId(prefix);
  const claimed = await getDb()
    .insert(simulatedObjects)
    .values({ id: `idem:${key}`, kind: "idempotency", data: { id: `idem:${key}`, objectId: id } })
    .onConflictDoNothing()
    .returning({ id: simulatedObjects.id });
  if (claimed.length === 0) {
    const existing = await read("idempotency", `idem:${key}`);
    const object = existing ? await read(kind, existing.objectId) : null;
    if (!object) throw new Error(`idempotency key ${key} is being used by a request still running`);
    return object;
  }
  const object = await create(id);
  await save(kind, object);
  return object;
}

export function subscriptionView(data: SubscriptionData): ProviderSubscription {
  return {
    id: data.id,
    customerId: data.customer,
    status: data.status,
    currentPeriodStart: new Date(data.periodStart),
    currentPeriodEnd: new Date(data.periodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd,
    endedAt: data.endedAt === null ? null : new Date(data.endedAt),
    metadata: data.metadata,
  };
}

export function intentView(data: IntentData): ProviderIntent {
  return {
    id: data.id,
    kind: data.kind,
    clientSecret: data.clientSecret,
    customerId: data.customer,
    status: data.status,
    paymentMethodId: data.paymentMethod,
    lastError: data.lastError,
    metadata: data.metadata,
  };
}

/** A new intent awaiting its card, as Stripe makes one (a setup intent has no amount). */
export function newIntent(
  id: string,
  kind: IntentData["kind"],
  customer: string,
  amountCents: number,
  metadata: Meta,
): IntentData {
  return {
    id,
    kind,
    clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
    customer,
    amountCents,
    status: "requires_payment_method",
    paymentMethod: null,
    lastError: null,
    paidAt: null,
    refundedCents: 0,
    metadata,
  };
}

export function yearAfter(at: number): number {
  const date = new Date(at);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

/** Hands one change over to the event handlers, as a Stripe webhook would. */
export type Emit = (type: string, objectId: string) => Promise<void>;

export type EventSink = (event: ProviderEvent) => Promise<void>;
