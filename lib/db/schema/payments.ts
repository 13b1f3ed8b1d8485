import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from "../enums";
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
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_amount_not_negative", sql`${t.amountCents} >= 0`),
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

export type Payment = typeof payments.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
