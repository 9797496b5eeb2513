CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"state" text DEFAULT 'OUTSTANDING' NOT NULL,
	"from_waitlist" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"promoted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_outstanding_key" ON "offers" USING btree ("applicant_id") WHERE state = 'OUTSTANDING';--> statement-breakpoint
CREATE INDEX "offers_cohort_idx" ON "offers" USING btree ("cohort_id","state");--> statement-breakpoint
CREATE INDEX "offers_outstanding_deadline_idx" ON "offers" USING btree ("expires_at") WHERE state = 'OUTSTANDING';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_waiting_key" ON "waitlist_entries" USING btree ("applicant_id") WHERE left_at is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_cohort_idx" ON "waitlist_entries" USING btree ("cohort_id","placed_at") WHERE left_at is null;