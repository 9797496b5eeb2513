CREATE TABLE "bulk_action_items" (
	"action_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"outcome" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bulk_action_items_action_id_applicant_id_pk" PRIMARY KEY("action_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_actions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"applicant_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "review_assignments_applicant_id_reviewer_id_pk" PRIMARY KEY("applicant_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_conflicts" (
	"reviewer_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"declared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_conflicts_reviewer_id_applicant_id_pk" PRIMARY KEY("reviewer_id","applicant_id")
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "review_score" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "review_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "review_disagrees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "blind_first_round" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "reviewers_per_applicant" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "disagreement_margin" numeric(2, 1) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "recommendation" text;--> statement-breakpoint
ALTER TABLE "bulk_action_items" ADD CONSTRAINT "bulk_action_items_action_id_bulk_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."bulk_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_action_items" ADD CONSTRAINT "bulk_action_items_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_action_items_pending_idx" ON "bulk_action_items" USING btree ("action_id") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "review_assignments_open_idx" ON "review_assignments" USING btree ("reviewer_id","assigned_at") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","completed_at");--> statement-breakpoint
CREATE INDEX "review_conflicts_applicant_idx" ON "review_conflicts" USING btree ("applicant_id");