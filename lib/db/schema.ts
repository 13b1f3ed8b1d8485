import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CONTACT_SUBJECTS,
  DELIVERY_STATUSES,
  FILE_KINDS,
  LINK_CATEGORIES,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  OTP_PURPOSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PUBLICATION_TYPES,
  SUBSCRIPTION_STATUSES,
} from "./enums";

export * from "./enums";

// One table per entity of spec §3 and ARCHITECTURE.md §5. Enumerations are text columns with
// check constraints (simpler to evolve than Postgres enums); money is in cents; times are timestamptz.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** SQL literal list for a check constraint: ('a', 'b'). Values are constants of this file. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(", ")})`);

/** The nine professional flags of spec §3, stored as one jsonb object of booleans. */
export type ProfessionalFlags = Partial<
  Record<
    | "huTitulaire"
    | "phLiberal"
    | "hospitaloUniversitaireTitulaire"
    | "adhesionCollegiale"
    | "huLiberal"
    | "hospitaloUniversitaireCCA"
    | "adhesionAlliance"
    | "assistantSpecialiste"
    | "assistantTempsPartage",
    boolean
  >
>;

export const tiers = pgTable(
  "tiers",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    priceCents: integer("price_cents").notNull(),
    actualCostCents: integer("actual_cost_cents").notNull(),
    description: text("description").notNull(),
    /** false for first-time: offered only on the profile edit page and in admin filters. */
    isPublic: boolean("is_public").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("tiers_price_not_negative", sql`${t.priceCents} >= 0`),
    check("tiers_actual_cost_not_negative", sql`${t.actualCostCents} >= 0`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    newsletter: boolean("newsletter").notNull().default(false),
    hospital: text("hospital").notNull().default(""),
    address: text("address").notNull().default(""),
    tierId: text("tier_id").references(() => tiers.id, { onDelete: "set null" }),
    infopro: jsonb("infopro").$type<ProfessionalFlags>().notNull().default({}),
    /** Set when the member deleted their account: personal data is anonymised, payments kept. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_name_idx").on(t.lastname, t.firstname),
  ],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
    /** HMAC of the code with the server secret; the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    /** For an e-mail change: the address the code was sent to, applied when confirmed. */
    newEmail: text("new_email"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("otp_codes_purpose_check", sql`${t.purpose} in ${oneOf(OTP_PURPOSES)}`),
    check("otp_codes_attempts_not_negative", sql`${t.attempts} >= 0`),
    index("otp_codes_email_purpose_idx").on(t.email, t.purpose, t.createdAt),
  ],
);

/** One row per counted event (code sent, wrong code, contact message…), counted over a window. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limits_bucket_created_idx").on(t.bucket, t.createdAt)],
);

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

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("files_kind_check", sql`${t.kind} in ${oneOf(FILE_KINDS)}`),
    // spec §5: images 500 KB, documents 10 MB (10485760 bytes).
    check(
      "files_size_limit",
      sql`${t.sizeBytes} >= 0 and ${t.sizeBytes} <= case when ${t.kind} = 'image' then 512000 else 10485760 end`,
    ),
  ],
);

/** File bytes apart from their metadata, so that listing documents never reads the blobs. */
export const fileBlobs = pgTable("file_blobs", {
  fileId: uuid("file_id")
    .primaryKey()
    .references(() => files.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: PUBLICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    /** Rich text as stored: Quill Delta JSON, Tiptap JSON, HTML or plain text. */
    content: text("content").notNull().default(""),
    /** Plain text of `content` (spec §9 extraction), for excerpts. */
    contentText: text("content_text").notNull().default(""),
    /** Lower-cased, accent-free title and text: the case- and accent-insensitive search. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('french'::regconfig, search_text)`,
    ),
    pubdate: timestamp("pubdate", { withTimezone: true }).notNull(),
    picture: text("picture"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    homepage: boolean("homepage").notNull().default(false),
    subscribersOnly: boolean("subscribers_only").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("publications_type_check", sql`${t.type} in ${oneOf(PUBLICATION_TYPES)}`),
    check("publications_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    index("publications_type_pubdate_idx").on(t.type, t.pubdate.desc()),
    index("publications_homepage_pubdate_idx")
      .on(t.pubdate.desc())
      .where(sql`${t.homepage}`),
    index("publications_tags_gin").using("gin", t.tags),
    index("publications_search_gin").using("gin", t.searchVector),
  ],
);

export const publicationAttachments = pgTable(
  "publication_attachments",
  {
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.fileId] }),
    index("publication_attachments_file_idx").on(t.fileId),
  ],
);

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    answerText: text("answer_text").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("faqs_question_not_blank", sql`length(btrim(${t.question})) > 0`),
    index("faqs_tags_gin").using("gin", t.tags),
  ],
);

export const links = pgTable(
  "links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    category: text("category", { enum: LINK_CATEGORIES }).notNull(),
    icon: text("icon").notNull(),
    /** Logo URL or site-relative path. */
    logo: text("logo"),
    /** Uploaded logo as a data URL (spec §3: shown only when it starts with the data prefix). */
    picture: text("picture"),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("links_category_check", sql`${t.category} in ${oneOf(LINK_CATEGORIES)}`),
    check("links_url_scheme", sql`${t.url} ~* '^https?://'`),
    index("links_category_position_idx").on(t.category, t.position),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    isMember: boolean("is_member").notNull(),
    identity: text("identity").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_subject_check", sql`${t.subject} in ${oneOf(CONTACT_SUBJECTS)}`),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

/** Visitors who asked for the newsletter (double opt-in); members use users.newsletter. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status", { enum: NEWSLETTER_SUBSCRIBER_STATUSES }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ${oneOf(NEWSLETTER_SUBSCRIBER_STATUSES)}`,
    ),
    uniqueIndex("newsletter_subscribers_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_unique").on(t.unsubscribeToken),
  ],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    publicationIds: uuid("publication_ids").array().notNull().default(sql`'{}'::uuid[]`),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("queued"),
    isDebug: boolean("is_debug").notNull().default(false),
    totalRecipients: integer("total_recipients").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletters_status_check", sql`${t.status} in ${oneOf(NEWSLETTER_STATUSES)}`),
    check(
      "newsletters_counts_not_negative",
      sql`${t.totalRecipients} >= 0 and ${t.sentCount} >= 0 and ${t.failedCount} >= 0`,
    ),
  ],
);

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_deliveries_status_check", sql`${t.status} in ${oneOf(DELIVERY_STATUSES)}`),
    uniqueIndex("newsletter_deliveries_unique").on(t.newsletterId, sql`lower(${t.email})`),
    index("newsletter_deliveries_pending_idx")
      .on(t.newsletterId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** E-mails kept by the local transport (development and tests): the dev mailbox reads them. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_to_idx").on(sql`lower(${t.to})`, t.createdAt.desc()),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Tier = typeof tiers.$inferSelect;
export type Publication = typeof publications.$inferSelect;
export type NewPublication = typeof publications.$inferInsert;
export type FileRecord = typeof files.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type Link = typeof links.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
