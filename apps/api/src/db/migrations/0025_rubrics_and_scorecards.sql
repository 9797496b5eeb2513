CREATE TABLE "rubric_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"low_anchor" text NOT NULL,
	"high_anchor" text NOT NULL,
	"weight" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rubric_criteria_weight_check" CHECK ("rubric_criteria"."weight" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "scorecard_scores" (
	"scorecard_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "scorecard_scores_scorecard_id_criterion_id_pk" PRIMARY KEY("scorecard_id","criterion_id"),
	CONSTRAINT "scorecard_scores_score_check" CHECK ("scorecard_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rubric_criteria" ADD CONSTRAINT "rubric_criteria_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_scores" ADD CONSTRAINT "scorecard_scores_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_scores" ADD CONSTRAINT "scorecard_scores_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rubric_criteria_name_key" ON "rubric_criteria" USING btree ("cohort_id","stage",lower("name"));--> statement-breakpoint
CREATE INDEX "scorecard_scores_criterion_idx" ON "scorecard_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_one_per_reviewer_key" ON "scorecards" USING btree ("applicant_id","stage","reviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_reviewer_idx" ON "scorecards" USING btree ("reviewer_id","stage");