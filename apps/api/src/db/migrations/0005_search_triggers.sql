-- applicants.search_text: filled from the user on insert, refreshed when a searchable field changes.
CREATE OR REPLACE FUNCTION intake_search_text(first_name text, last_name text, gender text, phone text, email text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(first_name || ' ' || last_name || ' ' || gender || ' ' || phone || ' ' || email)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT intake_search_text(u.first_name, u.last_name, u.gender, u.phone, u.email) INTO NEW.search_text
  FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_fill_search_text BEFORE INSERT ON applicants
FOR EACH ROW EXECUTE FUNCTION intake_applicants_fill_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_users_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applicants SET search_text = intake_search_text(NEW.first_name, NEW.last_name, NEW.gender, NEW.phone, NEW.email)
  WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refresh_search_text AFTER UPDATE OF first_name, last_name, gender, phone, email ON users
FOR EACH ROW EXECUTE FUNCTION intake_users_refresh_search_text();
--> statement-breakpoint
UPDATE applicants a SET search_text = intake_search_text(u.first_name, u.last_name, u.gender, u.phone, u.email)
FROM users u WHERE u.id = a.user_id;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_search_trgm_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Newest-first lists, whole or by status, carrying search_text so a common fragment is found by
-- walking the index alone (see applicant-records.repository.ts).
CREATE INDEX IF NOT EXISTS "applicants_newest_idx" ON "applicants" ("created_at" DESC, "user_id" DESC) INCLUDE ("search_text");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_status_newest_idx" ON "applicants" ("application_status", "created_at" DESC, "user_id" DESC) INCLUDE ("search_text");
--> statement-breakpoint
-- applicant_status_counts: moved once per statement (not per row), so a bulk insert of 100,000
-- applicants touches each counter row once instead of building a chain of 100,000 versions.
CREATE OR REPLACE FUNCTION intake_count_applicants(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO applicant_status_counts (application_status, applicants)
  SELECT key, value::bigint FROM jsonb_each_text(deltas) WHERE value::bigint <> 0
  ON CONFLICT (application_status) DO UPDATE SET applicants = applicant_status_counts.applicants + EXCLUDED.applicants
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_counted_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(application_status, n), '{}') FROM
      (SELECT application_status, count(*) AS n FROM inserted GROUP BY 1) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_counted_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(application_status, -n), '{}') FROM
      (SELECT application_status, count(*) AS n FROM deleted GROUP BY 1) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_counted_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (
      SELECT status, sum(n) AS n FROM (
        SELECT o.application_status AS status, -1 AS n FROM before_rows o
          JOIN after_rows a ON a.user_id = o.user_id WHERE a.application_status <> o.application_status
        UNION ALL
        SELECT a.application_status, 1 FROM before_rows o
          JOIN after_rows a ON a.user_id = o.user_id WHERE a.application_status <> o.application_status
      ) moves GROUP BY status) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_counted_insert AFTER INSERT ON applicants
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION intake_applicants_counted_insert();
--> statement-breakpoint
CREATE TRIGGER applicants_counted_delete AFTER DELETE ON applicants
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION intake_applicants_counted_delete();
--> statement-breakpoint
CREATE TRIGGER applicants_counted_update AFTER UPDATE ON applicants
REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
EXECUTE FUNCTION intake_applicants_counted_update();
--> statement-breakpoint
INSERT INTO applicant_status_counts (application_status, applicants)
SELECT application_status, count(*) FROM applicants GROUP BY application_status
ON CONFLICT (application_status) DO UPDATE SET applicants = EXCLUDED.applicants;
