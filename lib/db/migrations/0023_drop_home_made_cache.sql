DROP TABLE "change_tokens" CASCADE;--> statement-breakpoint
-- The home-made visitor cache is gone (Next's cache, lib/cache-handler.mjs, expires by tag and
-- tells the other instances itself): its change tokens, content notifications and the write
-- notifications on every table go with it.
DROP FUNCTION IF EXISTS "renew_publications_change_token"() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_content_change"() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_write"() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_writes_on"(text);
