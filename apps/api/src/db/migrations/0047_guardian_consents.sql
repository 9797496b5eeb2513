CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"learner_name" text NOT NULL,
	"learner_signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terms_version" text NOT NULL,
	"guardian_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"relationship" text,
	"relationship_other" text,
	"signed_name" text,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_consents_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_applicant_idx" ON "guardian_consents" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_one_waiting_key" ON "guardian_consents" USING btree ("applicant_id") WHERE "guardian_consents"."state" = 'waiting';