CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"priority" smallint NOT NULL,
	"user_id" uuid,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('login-code', 'signup-code', 'account-created', 'email-change-code', 'account-deletion-code', 'no-account', 'account-exists', 'email-in-use', 'payment-receipt', 'welcome', 'contact-message', 'newsletter-confirmation', 'renewal-declined', 'membership-ended', 'cancellation-confirmed', 'renewal-reactivated', 'card-changed', 'account-erased', 'membership-reminder', 'tax-attestation')),
	CONSTRAINT "email_outbox_state_check" CHECK ("email_outbox"."state" in ('pending', 'sending', 'sent', 'failed', 'unverified')),
	CONSTRAINT "email_outbox_priority_check" CHECK ("email_outbox"."priority" between 0 and 2),
	CONSTRAINT "email_outbox_attempts_not_negative" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" RENAME TO "mailbox";--> statement-breakpoint
ALTER TABLE "outbox_batches" RENAME TO "mailbox_batches";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
DROP INDEX "outbox_to_idx";--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_idempotency_key_unique" ON "email_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("priority","not_before") WHERE "email_outbox"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."state" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_idempotency_key_unique" ON "mailbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mailbox_created_idx" ON "mailbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mailbox_to_idx" ON "mailbox" USING btree (lower("to"),"created_at" DESC NULLS LAST);