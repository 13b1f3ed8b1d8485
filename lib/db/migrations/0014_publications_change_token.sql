-- The publications' change token (lib/publications/legacy-cache.ts): renewed by the database on
-- every change of publications or their attachments, whoever writes (an instance, a script, SQL).
INSERT INTO "change_tokens" ("scope") VALUES ('publications') ON CONFLICT ("scope") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "renew_publications_change_token"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_tokens" SET "token" = gen_random_uuid() WHERE "scope" = 'publications';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "publications_change_token" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publications"
  FOR EACH STATEMENT EXECUTE FUNCTION "renew_publications_change_token"();
--> statement-breakpoint
CREATE TRIGGER "publication_attachments_change_token" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publication_attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION "renew_publications_change_token"();
