CREATE TABLE "outbox_batches" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"message_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "is_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "batch_key" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "dispatch" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "audience" jsonb DEFAULT '{"membersOnly":false,"states":[],"tiers":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "publication_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_batch_idx" ON "newsletter_deliveries" USING btree ("batch_key");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_sent_idx" ON "newsletter_deliveries" USING btree ("sent_at") WHERE "newsletter_deliveries"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_attempts_not_negative" CHECK ("newsletter_deliveries"."attempts" >= 0);