CREATE TABLE "newsletter_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" jsonb,
	"publication_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience" jsonb DEFAULT '{"membersOnly":false,"states":[],"tiers":[]}'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "board_offices" ADD COLUMN "feminine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_drafts" ADD CONSTRAINT "newsletter_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_drafts_updated_idx" ON "newsletter_drafts" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_drafts_idx" ON "publications" USING btree ("updated_at" DESC NULLS LAST) WHERE "publications"."draft";