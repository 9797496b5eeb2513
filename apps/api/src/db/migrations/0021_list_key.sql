ALTER TABLE "applicants" ADD COLUMN "account_is_applicant" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "list_key" text GENERATED ALWAYS AS (CASE WHEN NOT account_is_applicant OR erased_at IS NOT NULL THEN NULL WHEN withdrawn_at IS NOT NULL THEN 'WITHDRAWN' ELSE application_status END) STORED;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
-- Applicants who are staff now, and applicants already erased, leave the staff list.
UPDATE "applicants" a SET "account_is_applicant" = false
FROM "users" u WHERE u.id = a.user_id AND u.role <> 'APPLICANT';
--> statement-breakpoint
UPDATE "applicants" a SET "erased_at" = r.erased_at
FROM "erasure_requests" r WHERE r.user_id = a.user_id AND r.status = 'erased';
--> statement-breakpoint
-- A role change moves the account in or out of the staff list (an applicant made elder is staff).
CREATE OR REPLACE FUNCTION intake_users_role_lists_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applicants SET account_is_applicant = (NEW.role = 'APPLICANT')
  WHERE user_id = NEW.id AND account_is_applicant <> (NEW.role = 'APPLICANT');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_role_lists_applicant AFTER UPDATE OF role ON users
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION intake_users_role_lists_applicant();
--> statement-breakpoint
-- The counts follow list_key (status or WITHDRAWN; staff and erased rows are not counted).
CREATE OR REPLACE FUNCTION intake_applicants_counted_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(list_key, n), '{}') FROM
      (SELECT list_key, count(*) AS n FROM inserted WHERE list_key IS NOT NULL GROUP BY 1) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_counted_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(list_key, -n), '{}') FROM
      (SELECT list_key, count(*) AS n FROM deleted WHERE list_key IS NOT NULL GROUP BY 1) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_applicants_counted_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM intake_count_applicants(
    (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM (
      SELECT key, sum(n) AS n FROM (
        SELECT o.list_key AS key, -1 AS n FROM before_rows o
          JOIN after_rows a ON a.user_id = o.user_id
          WHERE a.list_key IS DISTINCT FROM o.list_key AND o.list_key IS NOT NULL
        UNION ALL
        SELECT a.list_key, 1 FROM before_rows o
          JOIN after_rows a ON a.user_id = o.user_id
          WHERE a.list_key IS DISTINCT FROM o.list_key AND a.list_key IS NOT NULL
      ) moves GROUP BY key) c));
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM "applicant_status_counts";
--> statement-breakpoint
INSERT INTO "applicant_status_counts" (application_status, applicants)
SELECT list_key, count(*) FROM "applicants" WHERE list_key IS NOT NULL GROUP BY list_key;
--> statement-breakpoint
-- The list's indexes hold listed rows only, keyed by list_key (see applicant-records.repository.ts).
DROP INDEX IF EXISTS "applicants_newest_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "applicants_status_newest_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "applicants_status_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_listed_newest_idx" ON "applicants" ("created_at" DESC, "user_id" DESC) INCLUDE ("search_text") WHERE list_key IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_list_key_newest_idx" ON "applicants" ("list_key", "created_at" DESC, "user_id" DESC) INCLUDE ("search_text") WHERE list_key IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_list_key_search_trgm_idx" ON "applicants" USING gin ("list_key", "search_text" gin_trgm_ops) WHERE list_key IS NOT NULL;
--> statement-breakpoint
-- The 'Unsubscribed' filter: still applying, but taking no optional mail.
CREATE INDEX IF NOT EXISTS "applicants_unsubscribed_newest_idx" ON "applicants" ("created_at" DESC, "user_id" DESC) INCLUDE ("search_text") WHERE list_key IS NOT NULL AND unsubscribed_at IS NOT NULL AND withdrawn_at IS NULL;
