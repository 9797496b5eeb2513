ALTER TABLE "cohorts" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "applications_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "applications_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "offer_response_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_seats_positive" CHECK ("cohorts"."seats" >= 1);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_application_window_check" CHECK (("cohorts"."applications_open_at" is null) = ("cohorts"."applications_close_at" is null) and "cohorts"."applications_close_at" > "cohorts"."applications_open_at");--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_offer_response_days_check" CHECK ("cohorts"."offer_response_days" between 1 and 60);