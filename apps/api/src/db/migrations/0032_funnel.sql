CREATE TABLE "funnel_now" (
	"cohort_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"applicants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_now_cohort_id_list_key_pk" PRIMARY KEY("cohort_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "funnel_reached" (
	"cohort_id" uuid NOT NULL,
	"status" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"applicants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_reached_cohort_id_status_dimension_value_pk" PRIMARY KEY("cohort_id","status","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "funnel_stage_minutes" (
	"cohort_id" uuid NOT NULL,
	"status" text NOT NULL,
	"minutes" integer NOT NULL,
	"applicants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_stage_minutes_cohort_id_status_minutes_pk" PRIMARY KEY("cohort_id","status","minutes")
);
--> statement-breakpoint
CREATE TABLE "funnel_withdrawals" (
	"cohort_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"applicants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_withdrawals_cohort_id_status_reason_pk" PRIMARY KEY("cohort_id","status","reason")
);
--> statement-breakpoint
ALTER TABLE "funnel_now" ADD CONSTRAINT "funnel_now_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_reached" ADD CONSTRAINT "funnel_reached_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_stage_minutes" ADD CONSTRAINT "funnel_stage_minutes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_withdrawals" ADD CONSTRAINT "funnel_withdrawals_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;