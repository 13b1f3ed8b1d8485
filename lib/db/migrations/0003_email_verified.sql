ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before this rule were made by the union or confirmed since: trusted.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "anonymized_at" IS NULL;