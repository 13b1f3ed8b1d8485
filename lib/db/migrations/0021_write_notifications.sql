-- Members' pages kept in memory (lib/visitor-cache/member-pages.ts) are dropped by any committed
-- write to any table: every table notifies the channel `srh_writes` with its name, once per table
-- and transaction (PostgreSQL folds identical notifications), at commit, never on rollback.
-- Row-level for INSERT/UPDATE/DELETE, so that a statement that changes no row (a job's claim that
-- finds nothing) announces nothing; statement-level for TRUNCATE, which has no rows.
-- A table created later gets the same with `SELECT "notify_writes_on"('<table>');` in its
-- migration: tests/integration/write-notifications.test.ts fails for a table without it.
-- Idempotent: it can run again over itself.
CREATE OR REPLACE FUNCTION "notify_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('srh_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_writes_on"(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', target || '_write_notification', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "notify_write"()',
    target || '_write_notification', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', target || '_truncate_notification', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_write"()',
    target || '_truncate_notification', target);
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  existing record;
BEGIN
  FOR existing IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    PERFORM "notify_writes_on"(existing.tablename);
  END LOOP;
END
$$;
