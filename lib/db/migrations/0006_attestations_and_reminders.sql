CREATE TABLE "attestation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"version" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_ids" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"canceled_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "attestations_total_positive" CHECK ("attestations"."total_cents" > 0),
	CONSTRAINT "attestations_version_positive" CHECK ("attestations"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reminders" ADD CONSTRAINT "member_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attestations_number_unique" ON "attestations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "attestations_year_sequence_unique" ON "attestations" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "attestations_user_year_version_unique" ON "attestations" USING btree ("user_id","year","version");--> statement-breakpoint
CREATE UNIQUE INDEX "attestations_current_unique" ON "attestations" USING btree ("user_id","year") WHERE "attestations"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "attestations_year_idx" ON "attestations" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "member_reminders_unique" ON "member_reminders" USING btree ("user_id","kind","period_end");