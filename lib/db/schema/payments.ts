import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { createdAt, oneOf, updatedAt } from "./columns";
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SIGNUP_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "../enums";
import { tiers, users } from "./members";

// Money: subscriptions, payments (cents) and the provider events already processed.

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    tierId: text("tier_id").references(() => tiers.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The provider's customer, so that the card shown is the one the next charge uses. */
    providerCustomerId: text("provider_customer_id"),
    /** When the subscription ended (status canceled), as the provider says. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscriptions_status_check", sql`${t.status} in ${oneOf(SUBSCRIPTION_STATUSES)}`),
    check("subscriptions_provider_check", sql`${t.provider} in ${oneOf(PAYMENT_PROVIDERS)}`),
    check("subscriptions_period_order", sql`${t.currentPeriodEnd} >= ${t.currentPeriodStart}`),
    uniqueIndex("subscriptions_provider_id_unique").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, {
      onDelete: "set null",
    }),
    tierId: text("tier_id").references(() => tiers.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    method: text("method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    /** When the money was paid (an offline payment is entered later than it was paid); readers fall back to createdAt. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The end of the year this payment buys (`nextCoverage`, lib/membership/state.ts): a year
     * from when the covered period running at payment ended, or from the payment. Null for rows
     * written before the rule: readers then take a year from paidAt.
     */
    coversUntil: timestamp("covers_until", { withTimezone: true }),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /**
     * A subscription's charge for a period already paid apart (a race with the provider): the
     * end of what was already covered. Staff see it on the member's panel and the dashboard, to
     * refund; null for every charge that pays a period of its own.
     */
    alreadyPaidUntil: timestamp("already_paid_until", { withTimezone: true }),
    /** Cheque number or transfer reference of an offline payment. */
    reference: text("reference"),
    /** The provider's message when a card payment failed. */
    failureMessage: text("failure_message"),
    /** An offline payment entered by mistake is cancelled, never deleted (the ledger keeps it). */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** The administrator who entered an offline payment. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_amount_not_negative", sql`${t.amountCents} >= 0`),
    check("payments_method_check", sql`${t.method} in ${oneOf(PAYMENT_METHODS)}`),
    check(
      "payments_refund_range",
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check("payments_card_online", sql`(${t.method} = 'card') = (${t.provider} <> 'offline')`),
    check(
      "payments_cancel_offline_only",
      sql`${t.canceledAt} is null or (${t.provider} = 'offline' and ${t.cancelReason} is not null)`,
    ),
    check("payments_status_check", sql`${t.status} in ${oneOf(PAYMENT_STATUSES)}`),
    check("payments_provider_check", sql`${t.provider} in ${oneOf(PAYMENT_PROVIDERS)}`),
    check("payments_currency_check", sql`${t.currency} = 'eur'`),
    uniqueIndex("payments_provider_id_unique").on(t.provider, t.providerPaymentId),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Provider webhook events already processed, so that a replay changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's customer for a member: one per member and provider, and the card it charges. */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payment_customers_provider_check", sql`${t.provider} in ${oneOf(PAYMENT_PROVIDERS)}`),
    uniqueIndex("payment_customers_user_provider_unique").on(t.userId, t.provider),
    uniqueIndex("payment_customers_provider_id_unique").on(t.provider, t.providerCustomerId),
  ],
);

/**
 * One signup per lower-cased address: a retry after a declined card or a lost connection finds
 * the same row (and so the same account, customer and intent) instead of making new ones.
 */
export const signups = pgTable(
  "signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: SIGNUP_STATUSES }).notNull().default("pending"),
    tierId: text("tier_id").references(() => tiers.id),
    recurring: boolean("recurring").notNull().default(true),
    /** The form as entered, kept until the address is confirmed and the account made. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The SetupIntent (recurring) of this signup at the provider, reused on retry. */
    providerIntentId: text("provider_intent_id"),
    /**
     * The end of the offered first year of a one-time member (no subscription carries it); a
     * recurring member's is the subscription's trial end.
     */
    freeYearEndsAt: timestamp("free_year_ends_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("signups_status_check", sql`${t.status} in ${oneOf(SIGNUP_STATUSES)}`),
    check("signups_email_lower", sql`${t.email} = lower(${t.email})`),
    uniqueIndex("signups_email_unique").on(t.email),
  ],
);

/**
 * The simulated provider's own records (customers, cards, intents, subscriptions, invoices,
 * events), as Stripe keeps them on its side: the application reads them only through the
 * provider interface, never directly.
 */
export const simulatedObjects = pgTable(
  "simulated_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("simulated_objects_kind_idx").on(t.kind)],
);

/** The simulated provider's clock: real time plus an offset that tests and `billing:advance` move. */
export const simulatedClock = pgTable("simulated_clock", {
  id: integer("id").primaryKey().default(1),
  offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
});

export type Payment = typeof payments.$inferSelect;
export type PaymentCustomer = typeof paymentCustomers.$inferSelect;
export type Signup = typeof signups.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
