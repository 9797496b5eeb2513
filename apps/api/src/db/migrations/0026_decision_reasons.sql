CREATE TABLE "admission_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cohort_id" uuid,
	"decision" text NOT NULL,
	"reason_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"decisions" text[] NOT NULL,
	"next_step" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_reason_id_decision_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."decision_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_decisions_cohort_idx" ON "admission_decisions" USING btree ("cohort_id","decision");--> statement-breakpoint
CREATE INDEX "admission_decisions_reason_idx" ON "admission_decisions" USING btree ("reason_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_reasons_label_key" ON "decision_reasons" USING btree (lower("label"));--> statement-breakpoint
INSERT INTO "decision_reasons" ("label", "decisions", "next_step") VALUES
('Aptitude test score below the bar', ARRAY['Send to Community'], 'Practise with the free resources in our community and apply again when the next intake opens.'),
('Questionnaire incomplete', ARRAY['Send to Community', 'Not Sure'], 'When you apply again, please answer every question of the questionnaire in full.'),
('No place left in this intake', ARRAY['Send to Community'], 'Your application was strong: we will write to you when the next intake opens, and we hope you apply again.'),
('Not ready for the full-time schedule', ARRAY['Send to Community', 'Not Sure'], 'Plan the time you can give to the programme each week before the next intake opens.'),
('Needs a second interview', ARRAY['Not Sure'], 'We may ask you for a short second conversation; there is nothing you need to do yet.'),
('Strong interview and test', ARRAY['Offer Admission'], 'Read the offer carefully and answer it within the days given.');
