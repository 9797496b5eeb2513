CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"terms_version" text NOT NULL,
	"signer_name" text NOT NULL,
	"parent_name" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"full_legal_name" text NOT NULL,
	"prefer_name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"year_experience" text DEFAULT '' NOT NULL,
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"it_experience" text DEFAULT '' NOT NULL,
	"medical_conditions" text DEFAULT '' NOT NULL,
	"food_allergies" text DEFAULT '' NOT NULL,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"hobbies" text DEFAULT '' NOT NULL,
	"interested_in_accommodation" boolean NOT NULL,
	"has_health_insurance" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"payment_plan" text NOT NULL,
	"payment_start_month" text NOT NULL,
	"payment_end_month" text NOT NULL,
	"tuition_fee" numeric(14, 2) NOT NULL,
	"discount_code" text,
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	"instalments" jsonb NOT NULL,
	"i_understand_terms" boolean NOT NULL,
	"i_agree_to_terms" boolean NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"amount_paid" numeric(14, 2) NOT NULL,
	"transaction_date" date NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"depositor_name" text DEFAULT '' NOT NULL,
	"depositor_account_name" text DEFAULT '' NOT NULL,
	"originating_bank_name" text DEFAULT '' NOT NULL,
	"depositor_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_token_hash" text NOT NULL,
	"decision_token_expires_at" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_one_per_kind_key" ON "agreement_signatures" USING btree ("applicant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_decision_token_key" ON "payment_proofs" USING btree ("decision_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_one_pending_key" ON "payment_proofs" USING btree ("applicant_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payment_proofs_applicant_idx" ON "payment_proofs" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_idx" ON "payment_proofs" USING btree ("status","created_at");