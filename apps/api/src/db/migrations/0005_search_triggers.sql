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
-- applicant_status_counts: one row per status, moved by every insert, delete and status change.
CREATE OR REPLACE FUNCTION intake_count_applicant(status text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO applicant_status_counts (application_status, applicants) VALUES (status, delta)
  ON CONFLICT (application_status) DO UPDATE SET applicants = applicant_status_counts.applicants + delta
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM intake_count_applicant(OLD.application_status, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM intake_count_applicant(NEW.application_status, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_count AFTER INSERT OR DELETE OR UPDATE OF application_status ON applicants
FOR EACH ROW EXECUTE FUNCTION intake_applicants_count();
--> statement-breakpoint
INSERT INTO applicant_status_counts (application_status, applicants)
SELECT application_status, count(*) FROM applicants GROUP BY application_status
ON CONFLICT (application_status) DO UPDATE SET applicants = EXCLUDED.applicants;
