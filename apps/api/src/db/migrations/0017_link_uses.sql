ALTER TABLE "link_tokens" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;