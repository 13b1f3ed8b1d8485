CREATE TABLE "change_tokens" (
	"scope" text PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
