-- Cross-instance invalidation of the visitor cache (lib/visitor-cache, lib/db/content-changes.ts):
-- every change of the content visitors' pages are built from notifies the channel `srh_content`
-- with the cache tag it affects, whoever writes (an instance, a script, SQL). PostgreSQL delivers
-- the notification when the transaction commits (never on rollback) and sends one per tag and
-- transaction however many statements wrote. Idempotent: it can run again over itself.
CREATE OR REPLACE FUNCTION "notify_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('srh_content', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "publications_content_notification" ON "publications";
--> statement-breakpoint
CREATE TRIGGER "publications_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('publications');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "publication_attachments_content_notification" ON "publication_attachments";
--> statement-breakpoint
CREATE TRIGGER "publication_attachments_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publication_attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('publications');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "links_content_notification" ON "links";
--> statement-breakpoint
CREATE TRIGGER "links_content_notification" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "links"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_change"('links');
