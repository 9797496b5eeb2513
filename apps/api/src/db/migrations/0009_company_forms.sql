CREATE TABLE "hire_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"designation" text NOT NULL,
	"skill_set" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"designation" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hire_requests_created_idx" ON "hire_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_subscribers_email_key" ON "launch_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "launch_subscribers_created_idx" ON "launch_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" USING btree ("created_at");