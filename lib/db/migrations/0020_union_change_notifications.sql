-- The visitors' /bureau and /contactez-nous (lib/visitor-cache, tag `union`) are built from the
-- board, the regional delegates and the union's identity: every change of those tables notifies
-- the channel `srh_content` too, as migration 0019 does for the content, so that every instance
-- drops those pages within a second, whoever wrote. The FAQ likewise (tag `faqs`): members' /faq
-- keeps its rendered answers until it changes. Idempotent: it can run again over itself.
DROP TRIGGER IF EXISTS "board_offices_content_notification" ON "board_offices";
--> statement-breakpoint
CREATE TRIGGER "board_offices_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "board_offices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('union');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "regional_delegates_content_notification" ON "regional_delegates";
--> statement-breakpoint
CREATE TRIGGER "regional_delegates_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regional_delegates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('union');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "union_identity_content_notification" ON "union_identity";
--> statement-breakpoint
CREATE TRIGGER "union_identity_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "union_identity"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('union');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "faqs_content_notification" ON "faqs";
--> statement-breakpoint
CREATE TRIGGER "faqs_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('faqs');
