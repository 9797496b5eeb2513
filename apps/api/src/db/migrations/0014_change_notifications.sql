-- Each portal process keeps the signed-in user's session and own data in memory (plugins/read-cache.ts)
-- and forgets them when these tables change, whoever changed them: this process, another one behind
-- the load balancer, a worker or an operator's SQL. One NOTIFY per statement on 'intake_changes',
-- 'users:<id>,<id>…' (applicants are named by their user id), 'sessions:<id>…' or 'cohorts:*';
-- '*' instead of ids when a statement touched more than 100 rows. NOTIFY is sent at commit.
CREATE OR REPLACE FUNCTION intake_notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_count bigint;
  ids text;
BEGIN
  EXECUTE format('SELECT count(*), string_agg(%I::text, '','') FROM (SELECT %I FROM changed LIMIT 101) c',
    TG_ARGV[1], TG_ARGV[1]) INTO changed_count, ids;
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('intake_changes', TG_ARGV[0] || ':' || CASE WHEN changed_count > 100 THEN '*' ELSE ids END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('users', 'id');
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('users', 'id');
--> statement-breakpoint
CREATE TRIGGER applicants_notify_insert AFTER INSERT ON applicants REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('users', 'user_id');
--> statement-breakpoint
CREATE TRIGGER applicants_notify_update AFTER UPDATE ON applicants REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('users', 'user_id');
--> statement-breakpoint
CREATE TRIGGER applicants_notify_delete AFTER DELETE ON applicants REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('users', 'user_id');
--> statement-breakpoint
-- Row by row, to skip the once-a-minute last_seen_at writes (a column list rules out transition tables).
CREATE OR REPLACE FUNCTION intake_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('intake_changes', 'sessions:' || NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW
WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
EXECUTE FUNCTION intake_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('sessions', 'id');
--> statement-breakpoint
CREATE TRIGGER cohorts_notify_update AFTER UPDATE ON cohorts REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('cohorts', 'id');
--> statement-breakpoint
CREATE TRIGGER cohorts_notify_delete AFTER DELETE ON cohorts REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION intake_notify_changes('cohorts', 'id');
