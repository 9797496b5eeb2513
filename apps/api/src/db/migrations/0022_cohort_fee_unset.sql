ALTER TABLE "cohorts" ALTER COLUMN "tuition_fee" DROP NOT NULL;--> statement-breakpoint
-- Every applicant belongs to a cohort, so that an admin can set the fee they will pay: the portal
-- starts with one cohort (its fee unset), and applicants who joined before any batch join it.
INSERT INTO "cohorts" ("name", "tuition_fee", "start_month", "start_year", "is_current")
SELECT 'Cohort ' || to_char(now() + interval '1 month', 'FMMONTH YYYY'), NULL,
  extract(month FROM now() + interval '1 month')::int, extract(year FROM now() + interval '1 month')::int, true
WHERE NOT EXISTS (SELECT 1 FROM "cohorts" WHERE "is_current");--> statement-breakpoint
UPDATE "applicants" SET "cohort_id" = (SELECT "id" FROM "cohorts" WHERE "is_current") WHERE "cohort_id" IS NULL;
