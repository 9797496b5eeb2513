ALTER TABLE "applicants" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "retention_days" smallint;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_retention_days_check" CHECK ("cohorts"."retention_days" between 30 and 3650);