ALTER TABLE "checkout_sessions" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;