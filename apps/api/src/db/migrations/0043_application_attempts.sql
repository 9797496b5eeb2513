CREATE TABLE "application_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cohort_id" uuid,
	"application_number" bigint NOT NULL,
	"final_status" text NOT NULL,
	"native_state" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"questionnaire" jsonb,
	"test_score" integer,
	"review_score" numeric(2, 1),
	"review_count" smallint DEFAULT 0 NOT NULL,
	"decision_reason" text,
	"scorecards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interview_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_attempts" ADD CONSTRAINT "application_attempts_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_attempts" ADD CONSTRAINT "application_attempts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_attempts_applicant_idx" ON "application_attempts" USING btree ("applicant_id","archived_at");