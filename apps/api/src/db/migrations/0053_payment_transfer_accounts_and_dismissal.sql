ALTER TABLE "checkout_sessions" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;