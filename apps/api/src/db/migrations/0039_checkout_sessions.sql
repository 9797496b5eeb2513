CREATE TABLE "checkout_sessions" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"started_via" text NOT NULL,
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_applicant_idx" ON "checkout_sessions" USING btree ("applicant_id","created_at");